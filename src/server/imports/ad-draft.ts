import { type Ad, isHttpUrl } from '../../contract/ad'
import { FORMATS, type Format, NICHES, type Niche, PLATFORMS, type Platform } from '../../contract/enums'
import { parseInstant } from '../../contract/instants'
import { COUNTRIES, LANGUAGES } from '../../contract/iso-codes'
import { runningDays } from '../../contract/running-days'
import { listOf, textOf } from './formats/field-values'
import type { WarningKind } from './import-report'
import { countryCodeOf, languageCodeOf } from './place-names'

/**
 * An ad as a format's reader found it, before it is checked: each field the contract's Ad has, in
 * whatever shape the source gave it. Every format maps its records to this, and `finishAd` makes
 * the one Ad the store keeps, mending what real exports get wrong and refusing only what cannot be
 * an ad at all.
 */
export type AdDraft = { [Field in keyof Ad]?: unknown } & {
  /**
   * The last day the source saw the ad delivering, where it says (TikTok's last shown day): what the
   * age cut-off below reads instead of the start. Not a field of the Ad.
   */
  last_seen_at?: unknown
}

/**
 * An ad the source neither ends nor calls running (or calls running but last saw delivering) more
 * than this long before the import is judged ended: a year, because the longest-running ads of the
 * libraries run for months, and an export a year old or more cannot say an ad still runs today.
 * docs/importing.md gives the rule of each format.
 */
export const NOT_SEEN_DAYS = 365
const DAY_MS = 86_400_000

type UnknownField = NonNullable<Ad['unknown_fields']>[number]
const UNKNOWN_FIELDS: readonly UnknownField[] = ['started_at', 'reach']

/** How long text may be; longer text is cut and counted (documented in docs/importing.md). */
export const TEXT_CAPS = {
  id: 200,
  advertiser: 500,
  headline: 2_000,
  body: 20_000,
  cta: 200,
  transcript: 50_000,
  url: 2_048,
} as const

export type Finished = { ad: Ad } | { rejected: string }

const PLATFORM_SET: ReadonlySet<string> = new Set(PLATFORMS)
const FORMAT_SET: ReadonlySet<string> = new Set(FORMATS)
const NICHE_SET: ReadonlySet<string> = new Set(NICHES)

/** The stored ad for a draft, as of `now` (running days), telling `warn` what it mended. */
export function finishAd(draft: AdDraft, now: number, warn: (kind: WarningKind) => void): Finished {
  const id = textOf(draft.id).trim()
  if (id === '') return { rejected: 'id: there is none' }
  if (id.length > TEXT_CAPS.id) return { rejected: `id: longer than ${TEXT_CAPS.id} characters` }

  // What the source did not give; our own ads (an export imported back) say it themselves.
  const unknown = new Set(listOf(draft.unknown_fields).filter(isUnknownField))
  let started_at = unknown.has('started_at') ? null : parseInstant(textOf(draft.started_at))
  if (started_at === null) {
    // Still an ad: it ran, the export only lost when. It holds a stand-in date (its end, or today),
    // and says the start is unknown, so that it reads "start date unknown" and sorts last.
    if (!unknown.has('started_at')) warn('no_start_date')
    unknown.add('started_at')
    started_at =
      parseInstant(textOf(draft.started_at)) ??
      parseInstant(textOf(draft.ended_at)) ??
      new Date(now).toISOString()
  }
  const text = (value: unknown, cap: number) => capped(textOf(value).trim(), cap, warn)
  const headline = text(draft.headline, TEXT_CAPS.headline)
  const body = text(draft.body, TEXT_CAPS.body)
  const transcript = text(draft.transcript, TEXT_CAPS.transcript)
  const cta = text(draft.cta, TEXT_CAPS.cta)
  const link = (value: unknown) => httpLink(value, warn)
  const mediaDraft = (typeof draft.media === 'object' && draft.media !== null ? draft.media : {}) as Record<
    string,
    unknown
  >
  const media: Ad['media'] = {
    image: link(mediaDraft.image),
    video: link(mediaDraft.video),
    thumbnail: link(mediaDraft.thumbnail) ?? '',
    video_duration: count(mediaDraft.video_duration, warn) ?? 0,
    ...sizeOf(mediaDraft),
  }
  const landing_url = link(draft.landing_url) ?? ''
  const advertiser = advertiserOf(draft.advertiser, warn)
  const hasText = headline !== '' || body !== '' || transcript !== ''
  const hasMedia = Boolean(media.image || media.video || media.thumbnail)
  // The source says the ad had media it no longer gives (not the same as an ad of text alone).
  if (!hasMedia && mediaDraft.removed === true) media.removed = true
  if (!hasText && !hasMedia && !landing_url && advertiser.id === 'unknown') {
    return { rejected: 'nothing to show: no text, no media, no landing page and no advertiser' }
  }
  if (!hasText) warn('empty_text')
  if ([headline, body, transcript].some((t) => t.includes('???'))) warn('lost_characters')

  let service_url = link(draft.service_url)
  if (!service_url) {
    // The ad's own page on this service, as generated ads have: still an ad, and still linked.
    warn('no_library_link')
    service_url = `/ads/${encodeURIComponent(id)}`
  }

  const ended_at = endOf(draft.ended_at, started_at, warn) ?? judgedEnd(draft, started_at, unknown, now, warn)
  if (draft.is_active === true && ended_at !== null && textOf(draft.ended_at).trim() !== '')
    warn('active_but_ended')
  const reach = count(draft.reach, warn)
  if (reach === undefined) unknown.add('reach')

  const firstSeen = typeof draft.first_seen_at === 'string' ? parseInstant(draft.first_seen_at) : null
  return {
    ad: {
      id,
      advertiser,
      platforms: known<Platform>(draft.platforms, PLATFORM_SET, lower, 'unknown_platform', warn),
      format: formatOf(draft.format, media, warn),
      headline,
      body,
      cta,
      landing_url,
      is_active: ended_at === null,
      started_at,
      ended_at,
      running_days: runningDays(started_at, ended_at, now),
      countries: codes(draft.countries, COUNTRIES, countryCodeOf, 'unknown_country', warn),
      languages: codes(draft.languages, LANGUAGES, languageCodeOf, 'unknown_language', warn),
      niches: known<Niche>(draft.niches, NICHE_SET, lower, 'unknown_niche', warn),
      media,
      reach: reach ?? 0,
      engagement: engagementOf(draft.engagement),
      duplicates: count(draft.duplicates, warn) ?? 0,
      transcript,
      service_url,
      ...(firstSeen ? { first_seen_at: firstSeen } : {}),
      ...(unknown.size > 0 ? { unknown_fields: UNKNOWN_FIELDS.filter((field) => unknown.has(field)) } : {}),
    },
  }
}

function capped(value: string, cap: number, warn: (kind: WarningKind) => void): string {
  if (value.length <= cap) return value
  warn('text_cut')
  // Not through the middle of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(value[cap - 1] ?? '') ? cap - 1 : cap
  return value.slice(0, end)
}

/**
 * An http(s) link, without any `access_token` in it (Meta's snapshot links carry the caller's
 * token); anything else is left out and counted.
 */
function httpLink(value: unknown, warn: (kind: WarningKind) => void): string | null {
  let text = textOf(value).trim()
  if (text === '') return null
  if (/\s/.test(text) && isHttpUrl(text.replace(/\s+/g, ''))) {
    text = text.replace(/\s+/g, '')
    warn('link_mended')
  }
  if (text.length > TEXT_CAPS.url || !isHttpUrl(text)) {
    warn('not_http_link')
    return null
  }
  const url = new URL(text)
  if (!url.searchParams.has('access_token')) return text
  url.searchParams.delete('access_token')
  warn('access_token_removed')
  return url.href
}

function endOf(value: unknown, started: string, warn: (kind: WarningKind) => void): string | null {
  const text = textOf(value).trim()
  if (text === '') return null
  const ended = parseInstant(text)
  if (ended === null) {
    warn('end_not_a_date')
    return null
  }
  if (ended < started) {
    warn('end_before_start')
    return started
  }
  return ended
}

/**
 * The end of an ad the source gives no end date for (null: it runs). A source that says the ad
 * stopped ends it on the last day it saw it (else its start); one that says nothing, or says it runs
 * but last saw it long ago, ends it on that last day once that is over NOT_SEEN_DAYS before `now`.
 * A running status without a last day is the source's word: the ad runs.
 */
function judgedEnd(
  draft: AdDraft,
  started: string,
  unknown: ReadonlySet<UnknownField>,
  now: number,
  warn: (kind: WarningKind) => void,
): string | null {
  const seen = parseInstant(textOf(draft.last_seen_at))
  const lastSeen = seen !== null && seen > started ? seen : started
  if (draft.is_active === false) {
    warn('active_but_ended')
    return lastSeen
  }
  if (seen === null && (draft.is_active === true || unknown.has('started_at'))) return null
  if (now - Date.parse(lastSeen) <= NOT_SEEN_DAYS * DAY_MS) return null
  warn('not_seen_running')
  return lastSeen
}

function advertiserOf(value: unknown, warn: (kind: WarningKind) => void): Ad['advertiser'] {
  const draft = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const name = capped(textOf(draft.name).trim(), TEXT_CAPS.advertiser, warn)
  const id = textOf(draft.id).trim().slice(0, TEXT_CAPS.id)
  if (id !== '') return { id, name }
  if (name === '') {
    warn('no_advertiser')
    return { id: 'unknown', name: 'Unknown advertiser' }
  }
  return { id: `name_${slug(name)}`, name }
}

/** A stable id from a name alone: lower case, without accents, words joined by dashes. */
export function slug(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
  return (words ?? ['unnamed']).join('-').slice(0, 150)
}

/**
 * The format the source declares, when the media back it (an image ad has an image, a video ad a
 * video); otherwise what the media are; and for an ad with no media at all, `dco`: of the five
 * formats the one that claims the least about what the creative was (docs/importing.md).
 */
function formatOf(value: unknown, media: Ad['media'], warn: (kind: WarningKind) => void): Format {
  const format = textOf(value).trim().toLowerCase()
  const hasImage = media.image !== null || media.thumbnail !== ''
  const backed =
    format === 'video' ? media.video !== null : format === 'image' || format === 'carousel' ? hasImage : true
  if (FORMAT_SET.has(format) && backed) return format as Format
  if (format !== '') warn(FORMAT_SET.has(format) ? 'format_without_media' : 'unknown_format')
  if (media.video !== null) return 'video'
  if (hasImage) return 'image'
  return 'dco'
}

/** The creative's size in pixels, when the source gives both sides as whole numbers. */
function sizeOf(media: Record<string, unknown>): { width: number; height: number } | object {
  const side = (value: unknown) => {
    const number = typeof value === 'string' ? Number(value.trim()) : value
    return typeof number === 'number' && Number.isSafeInteger(number) && number >= 1 ? number : null
  }
  const width = side(media.width)
  const height = side(media.height)
  return width !== null && height !== null ? { width, height } : {}
}

const isUnknownField = (value: string): value is UnknownField =>
  (UNKNOWN_FIELDS as readonly string[]).includes(value)

const lower = (value: string) => value.trim().toLowerCase()

function known<T extends string>(
  value: unknown,
  set: ReadonlySet<string>,
  normalise: (value: string) => string,
  kind: WarningKind,
  warn: (kind: WarningKind) => void,
): T[] {
  const out = new Set<T>()
  for (const item of listOf(value, { split: false })) {
    const normal = normalise(item)
    if (set.has(normal)) out.add(normal as T)
    else warn(kind)
  }
  return [...out]
}

function codes(
  value: unknown,
  set: ReadonlySet<string>,
  codeOf: (text: string) => string | null,
  kind: WarningKind,
  warn: (kind: WarningKind) => void,
): string[] {
  const out = new Set<string>()
  for (const item of listOf(value, { split: false })) {
    const code = codeOf(item)
    if (code !== null && set.has(code)) out.add(code)
    else warn(kind)
  }
  return [...out]
}

/** A whole number of 0 or more; undefined when the source gives none, or one that is not such a number. */
function count(value: unknown, warn: (kind: WarningKind) => void): number | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return undefined
  const number = typeof value === 'string' ? Number(value.trim()) : value
  if (typeof number === 'number' && Number.isSafeInteger(number) && number >= 0) return number
  warn('not_a_count')
  return undefined
}

function engagementOf(value: unknown): Ad['engagement'] {
  if (value === null || value === undefined) return null
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'object' && !Array.isArray(value)) return value as Ad['engagement']
  return null
}
