import type { AdDraft } from '../ad-draft'
import { firstOf, listOf, lowerBoundOf, pick, textOf } from './field-values'
import type { SourceFormat, SourceRecord } from './source-format'

/**
 * The Meta Ad Library API (Graph API `ads_archive`): its JSON ad objects, and the CSV files people
 * export from it, which keep its field names (the plural `ad_creative_bodies` of today's API and
 * the singular `ad_creative_body` of older versions and exports; `ad_id`, `adlib_id` or `id`).
 * docs/importing.md maps every field.
 */
export const meta: SourceFormat = {
  name: 'meta',
  recognises: (record) =>
    !('service_url' in record) &&
    MARKS.some((field) => field in record) &&
    ID_FIELDS.some((field) => textOf(record[field]) !== ''),
  draftOf,
}

const MARKS = [
  'ad_snapshot_url',
  'ad_delivery_start_time',
  'ad_creation_time',
  'ad_creative_bodies',
  'ad_creative_body',
  'page_id',
]
const ID_FIELDS = ['id', 'ad_id', 'adlib_id', 'ad_archive_id']

/** The Ad Library's public page of an ad: it opens without an account or a token. */
const libraryPage = (id: string) => `https://www.facebook.com/ads/library/?id=${encodeURIComponent(id)}`

function draftOf(record: SourceRecord): AdDraft {
  const adId = pick(record, ID_FIELDS) ?? idFromLink(record.ad_snapshot_url)
  const pageId = textOf(record.page_id)
  const bodies = listOf(firstDefined(record, 'ad_creative_bodies', 'ad_creative_body'), { split: false })
  const titles = listOf(firstDefined(record, 'ad_creative_link_titles', 'ad_creative_link_title'), {
    split: false,
  })
  const descriptions = listOf(
    firstDefined(record, 'ad_creative_link_descriptions', 'ad_creative_link_description'),
    { split: false },
  )
  const captions = listOf(firstDefined(record, 'ad_creative_link_captions', 'ad_creative_link_caption'), {
    split: false,
  })
  const platforms = listOf(record.publisher_platforms)
  return {
    id: adId ? `meta_${adId}` : undefined,
    advertiser: {
      id: pageId ? `meta_${pageId}` : undefined,
      name: textOf(record.page_name) || textOf(record.funding_entity) || firstOf(listOf(record.bylines)),
    },
    // The Library covers Facebook, Instagram, Messenger and the Audience Network; an export that
    // does not say where an ad ran is filed under the library's own platform.
    platforms: platforms.length > 0 ? platforms : ['facebook'],
    // The API does not say what the media are. Several versions of the copy are a dynamic creative;
    // otherwise the format is left to what the ad's media show (finishAd).
    format: bodies.length > 1 || titles.length > 1 ? 'dco' : undefined,
    headline: firstOf(titles) || firstOf(descriptions),
    body: firstOf(bodies),
    landing_url: landingOf(firstOf(captions)),
    started_at: textOf(record.ad_delivery_start_time) || textOf(record.ad_creation_time),
    ended_at: textOf(record.ad_delivery_stop_time),
    // The Library's own status, where an export keeps it; without it, the age cut-off decides.
    is_active: statusOf(record),
    countries: countriesOf(record),
    languages: listOf(record.languages),
    niches: ['other'],
    reach: reachOf(record),
    // The snapshot is where the Library draws the ad's creative, which no export carries: the ad had
    // media, and they are not here.
    media: { removed: textOf(record.ad_snapshot_url).trim() !== '' },
    // The snapshot link needs the caller's access token to open (and Meta's embed it): the ad's
    // public Library page is the link that works for everyone, and carries no token.
    service_url: textOf(record.ad_url) || (adId ? libraryPage(adId) : ''),
  }
}

/** `ad_active_status` (ACTIVE, INACTIVE), as the Library's search names it, or a true/false `is_active`. */
function statusOf(record: SourceRecord): boolean | undefined {
  const status = textOf(record.ad_active_status ?? record.is_active)
    .trim()
    .toLowerCase()
  if (status === 'active' || status === 'true') return true
  if (status === 'inactive' || status === 'false') return false
  return typeof record.is_active === 'boolean' ? record.is_active : undefined
}

function firstDefined(record: SourceRecord, ...fields: string[]): unknown {
  for (const field of fields) if (record[field] !== undefined && record[field] !== '') return record[field]
  return undefined
}

function idFromLink(link: unknown): string | undefined {
  const match = /[?&]id=(\d+)/.exec(textOf(link))
  return match?.[1]
}

/**
 * The link caption is the domain the ad links to ("OPA-ALKMAAR.NL"); it becomes the landing page
 * when it is a bare domain. Captions that are sentences are not links.
 */
function landingOf(caption: string): string {
  const domain = caption.trim().toLowerCase()
  if (!/^(?:www\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(domain))
    return ''
  if (!/[a-z]{2,}$/.test(domain)) return ''
  return `https://${domain}/`
}

/**
 * Where the ad was aimed or delivered: the countries it targeted (`target_locations` of type
 * countries, not excluded), the countries of its reach breakdown, and `reached_countries`.
 */
function countriesOf(record: SourceRecord): string[] {
  const countries: string[] = []
  for (const location of objectsOf(record.target_locations)) {
    const type = textOf(location.type).toLowerCase()
    if ((type === 'countries' || type === 'country') && location.excluded !== true) {
      countries.push(textOf(location.name))
    }
  }
  for (const row of objectsOf(record.age_country_gender_reach_breakdown)) countries.push(textOf(row.country))
  countries.push(...listOf(record.reached_countries), ...listOf(record.ad_reached_countries))
  return countries.filter((country) => country !== '')
}

function objectsOf(value: unknown): Record<string, unknown>[] {
  const list = typeof value === 'string' && value.trim().startsWith('[') ? parsedOrNull(value) : value
  return Array.isArray(list)
    ? list.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    : []
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * Reach is `eu_total_reach` (people reached in the EU) where the export has it; otherwise the lower
 * bound of the impressions range, the only audience figure older exports give.
 */
function reachOf(record: SourceRecord): number | undefined {
  const euReach = textOf(record.eu_total_reach)
  if (euReach !== '') return Number(euReach)
  return lowerBoundOf(
    firstDefined(
      record,
      'impressions',
      'impressions_lower',
      'impressions_min',
      'impressions.lower_bound',
      'impressions_lower_bound',
    ),
  )
}
