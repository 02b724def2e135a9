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
export type AdDraft = { [Field in keyof Ad]?: unknown }

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

  let started_at = parseInstant(textOf(draft.started_at))
  if (started_at === null) {
    // Still an ad: it ran, the export only lost when. It is dated by its end, or by today.
    warn('no_start_date')
    started_at = parseInstant(textOf(draft.ended_at)) ?? new Date(now).toISOString()
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
  const media = {
    image: link(mediaDraft.image),
    video: link(mediaDraft.video),
    thumbnail: link(mediaDraft.thumbnail) ?? '',
    video_duration: count(mediaDraft.video_duration, warn),
  }
  const landing_url = link(draft.landing_url) ?? ''
  const advertiser = advertiserOf(draft.advertiser, warn)
  const hasText = headline !== '' || body !== '' || transcript !== ''
  const hasMedia = Boolean(media.image || media.video || media.thumbnail)
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

  const ended_at = endOf(draft.ended_at, started_at, warn)
  if (typeof draft.is_active === 'boolean' && draft.is_active !== (ended_at === null))
    warn('active_but_ended')

  const firstSeen = typeof draft.first_seen_at === 'string' ? parseInstant(draft.first_seen_at) : null
  return {
    ad: {
      id,
      advertiser,
      platforms: known<Platform>(draft.platforms, PLATFORM_SET, lower, 'unknown_platform', warn),
      format: formatOf(draft.format, media.video !== null, warn),
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
      reach: count(draft.reach, warn),
      engagement: engagementOf(draft.engagement),
      duplicates: count(draft.duplicates, warn),
      transcript,
      service_url,
      ...(firstSeen ? { first_seen_at: firstSeen } : {}),
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

function formatOf(value: unknown, hasVideo: boolean, warn: (kind: WarningKind) => void): Format {
  const format = textOf(value).trim().toLowerCase()
  if (FORMAT_SET.has(format)) return format as Format
  if (hasVideo) return 'video'
  if (format !== '') warn('unknown_format')
  return 'image'
}

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

function count(value: unknown, warn: (kind: WarningKind) => void): number {
  if (value === undefined || value === null || value === '') return 0
  const number = typeof value === 'string' ? Number(value.trim()) : value
  if (typeof number === 'number' && Number.isSafeInteger(number) && number >= 0) return number
  warn('not_a_count')
  return 0
}

function engagementOf(value: unknown): Ad['engagement'] {
  if (value === null || value === undefined) return null
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'object' && !Array.isArray(value)) return value as Ad['engagement']
  return null
}
