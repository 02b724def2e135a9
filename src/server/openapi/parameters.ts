import { z } from 'zod'
import { Ad } from '../../contract/ad'
import { BOARD_PAGE_MAX, BOARD_QUERY_MAX, BOARD_SORTS, TAG_MAX } from '../../contract/boards'
import { CTA_TYPES, HOOKS, OFFERS } from '../../contract/creative-tags'
import { FacetName, FORMATS, PLATFORMS, SORTS } from '../../contract/enums'
import { IMPORT_FORMATS } from '../../contract/imports'
import { LookupParams } from '../../contract/lookup-params'
import { LIMIT_DEFAULT, LIMIT_MAX, LIMIT_MIN, SearchBody } from '../../contract/search-params'
import { TIMELINE_INTERVALS } from '../../contract/stats'

/**
 * Each endpoint's query and path parameters as zod objects, one property per parameter. The search
 * parameters and the look-up's are the contract's own; facet `search` is checked by hand in its route,
 * so its schema here is built from the contract's limit (the route's tests pin the same bound).
 */
const facetSearch = z.string().max(100).optional()

export const SearchQuery = SearchBody
export const TiktokQuery = SearchBody.omit({ platforms: true })
export const ExportQuery = SearchBody.omit({ limit: true, cursor: true })
export const TimelineQuery = ExportQuery.extend({ interval: z.enum(TIMELINE_INTERVALS).optional() })
export const DateRangeQuery = SearchBody.pick({ started_after: true, started_before: true })
const similarLimit = z.int().min(1).max(50).optional()
const similarExclude = z.enum(['true', 'false']).optional()
export const SimilarQuery = z.object({ limit: similarLimit, exclude_same_advertiser: similarExclude })
export const FacetQuery = SearchBody.omit({ sort: true, limit: true, cursor: true }).extend({
  search: facetSearch,
})
export const LookupQuery = LookupParams
export const AdPath = z.object({ id: Ad.shape.id })
export const FacetPath = z.object({ facet: FacetName })
const teamId = z.string().min(1).max(100)
export const IdPath = z.object({ id: teamId })
export const BoardAdPath = z.object({ id: teamId, adId: Ad.shape.id })
export const AdvertiserPath = z.object({ id: z.string().min(1).max(200) })
export const FollowPath = z.object({ advertiserId: z.string().min(1).max(200) })
const boardLimit = z.int().min(1).max(BOARD_PAGE_MAX).optional()
const boardCursor = z.string().optional()
export const BoardPageQuery = z.object({ limit: boardLimit, cursor: boardCursor })
const boardFind = z.string().max(BOARD_QUERY_MAX).optional()
const boardTag = z.string().min(1).max(TAG_MAX).optional()
const boardSort = z.enum(BOARD_SORTS).optional()
/** The creative breakdown on a board: the saved copies with any of these slugs (OR), every family asked (AND). */
const boardHooks = z.string().optional()
const boardOffers = z.string().optional()
const boardCtaTypes = z.string().optional()
/** A board's own page (not a shared link's, whose notes stay unsearched): narrowed and sorted. */
export const SavedAdsQuery = BoardPageQuery.extend({
  q: boardFind,
  tag: boardTag,
  sort: boardSort,
  hooks: boardHooks,
  offers: boardOffers,
  cta_types: boardCtaTypes,
})
const shareToken = z.string().min(1).max(100)
export const SharePath = z.object({ token: shareToken })

const LIST =
  'Comma-separated or repeated in a query string; a JSON array or comma-separated string in a body.'
const shape = SearchBody.shape

/** What each parameter means, in the client's words; a search parameter left out fails to compile. */
const SEARCH_NOTES: Record<keyof typeof shape, string> = {
  query:
    'Keywords matched in the copy, headline, transcript and brand name. Case and accents are ignored, ' +
    'every word must match, the last also as a prefix; "exact phrase" in quotes matches words in order.',
  platforms: `Publisher platforms: ${PLATFORMS.join(', ')}. ${LIST}`,
  formats: `Creative formats: ${FORMATS.join(', ')}. ${LIST}`,
  niches: `Niche slugs, as listed by GET /facets/niches. ${LIST}`,
  countries: `ISO 3166-1 alpha-2 codes the ad targets, such as US or DE. ${LIST}`,
  languages: `ISO 639-1 codes of the ad's language, such as en or de. ${LIST}`,
  hooks:
    `Extension, the creative breakdown: how the ad opens (its hook_text), one of ${HOOKS.join(', ')}, ` +
    `as GET /facets/hooks lists them. Tagged by versioned rules over the ad's words; each ad's tags give the words that earned each one. ${LIST}`,
  offers: `Extension: what the ad offers, one of ${OFFERS.join(', ')}, as GET /facets/offers lists them. ${LIST}`,
  cta_types:
    `Extension: the kind of call to action, whatever the ad's language: one of ${CTA_TYPES.join(', ')}, ` +
    `as GET /facets/cta-types lists them. ${LIST}`,
  active: 'true: ads still running; false: stopped ads.',
  min_running_days: 'Only ads that have run at least this many days.',
  domain: 'Landing-page domain, such as shop.com (a URL is reduced to its domain).',
  advertiser_id: "Only this advertiser's ads; ids come from GET /lookup.",
  first_seen_after:
    'Extension: only ads this index first saw after this instant (ISO 8601 with a time zone, such as ' +
    '2026-11-23T09:30:00Z), whenever they started: what "new since you last looked" counts. ' +
    "Each ad's first_seen_at says when that was.",
  started_after:
    'Extension: only ads that started on or after this day (an ISO 8601 date such as 2026-03-01; days are UTC).',
  started_before:
    'Extension: only ads that started on or before this day (an ISO 8601 date, UTC); with started_after, a range ' +
    'with both days included. A range that runs backwards is 400.',
  sort: `One of ${SORTS.join(', ')}. Default: most_relevant with a query, otherwise newest.`,
  limit: `Ads per page, ${LIMIT_MIN} to ${LIMIT_MAX}; default ${LIMIT_DEFAULT}.`,
  cursor: 'The next_cursor of the previous page, sent with the same search; absent on the first page.',
}

const importFormat = z.enum(['auto', ...IMPORT_FORMATS]).optional()
const importMap = z.string().max(8_000).optional()
const importMedia = z.enum(['true', 'false']).optional()
export const ImportQuery = z.object({ format: importFormat, map: importMap, fetch_media: importMedia })

export type Notes = z.core.$ZodRegistry<{ id?: string; description?: string }>

/** A registry of the parameters' descriptions, which schema generation reads as their `description`. */
export function describedParameters(): Notes {
  const notes: Notes = z.registry()
  for (const [name, schema] of Object.entries(shape)) {
    notes.add(schema, { description: SEARCH_NOTES[name as keyof typeof shape] })
  }
  notes.add(facetSearch, { description: 'Narrows the values to those whose value or label contains it.' })
  notes.add(LookupParams.shape.q, { description: 'The start of an advertiser name or landing domain.' })
  notes.add(LookupParams.shape.limit, { description: 'At most this many advertisers.' })
  notes.add(AdPath.shape.id, { description: 'The ad id, exactly as a search returned it.' })
  notes.add(boardLimit, { description: `Saved ads per page, 1 to ${BOARD_PAGE_MAX}; default 30.` })
  notes.add(boardFind, {
    description: 'Only saved ads whose headline, body, advertiser or note hold every word of it.',
  })
  notes.add(boardTag, { description: 'Only saved ads carrying this tag.' })
  notes.add(boardSort, {
    description:
      'saved: newest saved first (the default); started_desc and started_asc: by when the ad started. A cursor continues only its own sort.',
  })
  const slugs = (family: string, values: readonly string[]) => ({
    description: `Extension, the creative breakdown: only saved ads with any of these ${family}, comma-separated: ${values.join(', ')}.`,
  })
  notes.add(boardHooks, slugs('hooks', HOOKS))
  notes.add(boardOffers, slugs('offers', OFFERS))
  notes.add(boardCtaTypes, slugs('calls to action', CTA_TYPES))
  notes.add(boardCursor, { description: "The previous page's next_cursor; absent on the first page." })
  notes.add(FollowPath.shape.advertiserId, { description: 'The advertiser id, as an ad gives it.' })
  notes.add(shareToken, { description: 'The last part of the share link.' })
  notes.add(teamId, { description: 'The id of the person, invitation or key, as a list gave it.' })
  notes.add(importFormat, {
    description:
      'auto (the default) tells the format by the first record or the CSV header; ndjson, meta, tiktok and csv name it (docs/importing.md).',
  })
  notes.add(importMedia, {
    description:
      "true: copy each ad's image, video and thumbnail into this server's media store while the links work (Meta's and TikTok's expire), pointing the ad at the copies; the answer waits for them.",
  })
  notes.add(importMap, {
    description:
      'For a CSV of another layout: a column map as JSON, naming the column that fills each field (docs/importing.md).',
  })
  notes.add(TimelineQuery.shape.interval, {
    description:
      'day, week (Monday to Sunday) or month. Left out, it is chosen from the range: days up to 92 days, weeks up to two years, months beyond. An asked interval that would make more than 1,000 bars is 400.',
  })
  notes.add(similarLimit, { description: 'At most this many ads, 1 to 50; default 12.' })
  notes.add(similarExclude, {
    description:
      "Extension. true (the default): leave out the ad's own advertiser's ads; false: list them too.",
  })
  notes.add(FacetPath.shape.facet, {
    description:
      'niches, platforms, formats, countries and languages count ads and take the search parameters; ' +
      'the shop and email facets count a catalogue and take only search.',
  })
  return notes
}
