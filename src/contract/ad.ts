// The response shapes are written with zod/mini because the app checks every answer with them:
// mini's functions tree-shake, classic zod's methods would put all of zod into the first page load.
import { z } from 'zod/mini'
import { CreativeTag } from './creative-tags'
import { Format, Niche, Platform } from './enums'
import { COUNTRIES, LANGUAGES } from './iso-codes'

/** ISO 8601 in UTC with millisecond precision and a trailing Z, as spec 2.1 writes dates. */
export const Timestamp = z.string().check(
  z.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
    'expected an ISO 8601 UTC date like 2024-05-01T12:00:00.000Z',
  ),
  z.refine(
    (s) => !Number.isNaN(Date.parse(s)) && new Date(s).toISOString() === s,
    'not a valid calendar date',
  ),
)

/** Only http(s) links are ever rendered or followed: anything else in ad data is refused. */
export const HttpUrl = z
  .string()
  .check(z.maxLength(2048), z.refine(isHttpUrl, 'expected an absolute http(s) URL'))

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

export const CountryCode = z
  .string()
  .check(z.refine((c) => COUNTRIES.has(c), 'expected an ISO 3166-1 alpha-2 country code such as US or DE'))
export const LanguageCode = z
  .string()
  .check(z.refine((c) => LANGUAGES.has(c), 'expected an ISO 639-1 language code such as en or de'))

const Id = z.string().check(z.minLength(1), z.maxLength(200))
const Count = z.int().check(z.minimum(0))

export const Advertiser = z.object({
  id: Id,
  name: z.string().check(z.maxLength(500)),
})

export const Media = z.object({
  image: z.nullable(HttpUrl),
  video: z.nullable(HttpUrl),
  /** Empty when the source has no media at all (many real ad-library exports). */
  thumbnail: z.union([HttpUrl, z.literal('')]),
  /** Seconds; 0 when there is no video. */
  video_duration: Count,
  /**
   * Extension: the creative's size in pixels, where known (the generator, an importer whose source
   * says, or measured when media are kept). The app shows each creative at its own shape from it.
   */
  width: z.optional(z.int().check(z.minimum(1))),
  height: z.optional(z.int().check(z.minimum(1))),
  /** Extension: the source says the ad had media it no longer serves (not the same as a text-only ad). */
  removed: z.optional(z.boolean()),
})

/** Spec 2.1 `engagement`: null in every sample; a number or an object of figures is passed through. */
export const Engagement = z.nullable(z.union([z.number(), z.record(z.string(), z.unknown())]))

export const Ad = z.object({
  id: Id,
  advertiser: Advertiser,
  platforms: z.array(Platform),
  format: Format,
  headline: z.string(),
  body: z.string(),
  cta: z.string(),
  /** Empty when the source gives no landing page. */
  landing_url: z.union([HttpUrl, z.literal('')]),
  is_active: z.boolean(),
  started_at: Timestamp,
  ended_at: z.nullable(Timestamp),
  running_days: Count,
  countries: z.array(CountryCode),
  languages: z.array(LanguageCode),
  niches: z.array(Niche),
  media: Media,
  reach: Count,
  engagement: Engagement,
  duplicates: Count,
  transcript: z.string(),
  service_url: HttpUrl,
  /**
   * Extension: when this index first saw the ad (its first version was written here), which is what
   * "new since you last looked" counts. Absent for ads stored before it was kept, and from services
   * that do not keep it.
   */
  first_seen_at: z.optional(Timestamp),
  /**
   * Extension: the fields whose value the source did not give, so that a client says "unknown"
   * instead of trusting the stand-in (`started_at` then holds the day the index first saw the ad and
   * sorts last; `reach` is 0). Absent when the source gave everything.
   */
  unknown_fields: z.optional(z.array(z.enum(['started_at', 'reach']))),
  /**
   * Extension, the creative breakdown: the opening words a viewer meets (the transcript's first
   * sentence for a video with one, else the headline, verbatim), and the ad's hook, offer and call to
   * action tags, each with the words of the ad that earned it. Our store always fills both; optional
   * so that services without them still parse.
   */
  hook_text: z.optional(z.string()),
  tags: z.optional(z.array(CreativeTag)),
})

export type Ad = z.infer<typeof Ad>
export type Advertiser = z.infer<typeof Advertiser>
export type Media = z.infer<typeof Media>

export const Pagination = z.object({
  total: Count,
  next_cursor: z.nullable(z.string()),
})
export type Pagination = z.infer<typeof Pagination>

/** The list envelope of spec section 4. */
export const AdList = z.object({
  data: z.array(Ad),
  pagination: Pagination,
})
export type AdList = z.infer<typeof AdList>

/** `GET /api/v1/ads/{id}`. */
export const OneAd = z.object({ data: Ad })
export type OneAd = z.infer<typeof OneAd>
