import { z } from 'zod'
import { type Ad, Advertiser, Engagement, HttpUrl } from '../../contract/ad'
import { Format, Niche, Platform } from '../../contract/enums'
import { COUNTRIES, LANGUAGES } from '../../contract/iso-codes'
import { runningDays } from '../service/derived-fields'

const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** An ISO 8601 date or date-time with any offset and fraction, as ms UTC with Z; null for anything else. */
export function parseInstant(text: string): string | null {
  const match = ISO_8601.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0))
  const local = Date.UTC(year!, month! - 1, day!, hour, minute, second, Number(`0.${match[7] ?? 0}`) * 1000)
  // Date.UTC rolls 2021-02-30 over into March (and reads year 21 as 1921): a date that does not
  // round-trip is refused, and no ad ran before 1970.
  const date = new Date(local)
  if (
    year! < 1970 ||
    date.getUTCMonth() !== month! - 1 ||
    date.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null
  }
  const offset = match[8] && match[8] !== 'Z' ? match[8].replace(':', '') : '+0000'
  const minutes =
    (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)))
  return new Date(Math.floor(local - minutes * 60_000)).toISOString()
}

const Instant = z.string().transform((text, ctx) => {
  const instant = parseInstant(text)
  if (instant === null) {
    ctx.addIssue({
      code: 'custom',
      message: `'${text.slice(0, 40)}' is not an ISO 8601 date like 2024-05-01T12:00:00Z`,
    })
    return z.NEVER
  }
  return instant
})

const codes = (known: ReadonlySet<string>, kind: string, normalise: (code: string) => string) =>
  z.array(
    z
      .string()
      .transform((code) => normalise(code.trim()))
      .refine((code) => known.has(code), {
        error: (issue) => `'${String(issue.input).slice(0, 20)}' is not ${kind}`,
      }),
  )

const lowered = <T extends z.core.$ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .transform((s) => s.trim().toLowerCase())
    .pipe(schema)

/**
 * One imported record. Like the contract's Ad, but tolerant where real ad-library exports are thin:
 * missing text, media and figures get empty defaults, `running_days` is recomputed and `is_active`
 * may be left to `ended_at`. What is wrong rather than missing (a javascript: URL, a 30 February,
 * an active ad with an end date) is still refused.
 */
export const ImportedAd = z
  .object({
    id: z.string().trim().min(1).max(200),
    advertiser: Advertiser,
    platforms: z.array(lowered(Platform)),
    format: lowered(Format),
    headline: z.string().default(''),
    body: z.string().default(''),
    cta: z.string().default(''),
    landing_url: z.union([HttpUrl, z.literal('')]).default(''),
    is_active: z.boolean().optional(),
    started_at: Instant,
    ended_at: Instant.nullable().default(null),
    running_days: z.int().min(0).optional(),
    countries: codes(COUNTRIES, 'an ISO 3166-1 alpha-2 country code', (c) => c.toUpperCase()).default([]),
    languages: codes(LANGUAGES, 'an ISO 639-1 language code', (c) => c.toLowerCase()).default([]),
    niches: z.array(lowered(Niche)).default([]),
    media: z
      .object({
        image: z.nullable(HttpUrl).default(null),
        video: z.nullable(HttpUrl).default(null),
        thumbnail: z.union([HttpUrl, z.literal('')]).default(''),
        video_duration: z.int().min(0).default(0),
      })
      .default({ image: null, video: null, thumbnail: '', video_duration: 0 }),
    reach: z.int().min(0).default(0),
    engagement: z._default(Engagement, null),
    duplicates: z.int().min(0).default(0),
    transcript: z.string().default(''),
    service_url: HttpUrl,
    // Kept when the ad is new to this index: an export of another index says when that one found it.
    first_seen_at: Instant.optional(),
  })
  .check((ctx) => {
    const { is_active, started_at, ended_at } = ctx.value
    const issue = (message: string) =>
      ctx.issues.push({ code: 'custom', path: ['ended_at'], message, input: ended_at })
    if (is_active === true && ended_at !== null) issue('an active ad (is_active true) has no ended_at')
    if (is_active === false && ended_at === null) issue('a stopped ad (is_active false) needs ended_at')
    if (ended_at !== null && ended_at < started_at) issue('ended_at is before started_at')
  })

/** The record as the store keeps it, with `running_days` counted up to `now` for running ads. */
export function toStoredAd(record: z.output<typeof ImportedAd>, now: number): Ad {
  return {
    ...record,
    platforms: [...new Set(record.platforms)],
    countries: [...new Set(record.countries)],
    languages: [...new Set(record.languages)],
    niches: [...new Set(record.niches)],
    is_active: record.is_active ?? record.ended_at === null,
    running_days: runningDays(record.started_at, record.ended_at, now),
  }
}
