import { z } from 'zod'
import { Format, Niche, Platform } from './enums'
import { COUNTRIES, LANGUAGES } from './iso-codes'

/** ISO 8601 in UTC with millisecond precision and a trailing Z, as spec 2.1 writes dates. */
export const Timestamp = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
    'expected an ISO 8601 UTC date like 2024-05-01T12:00:00.000Z',
  )
  .refine((s) => !Number.isNaN(Date.parse(s)) && new Date(s).toISOString() === s, 'not a valid calendar date')

/** Only http(s) links are ever rendered or followed: anything else in ad data is refused. */
export const HttpUrl = z.string().max(2048).refine(isHttpUrl, 'expected an absolute http(s) URL')

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
  .refine((c) => COUNTRIES.has(c), 'expected an ISO 3166-1 alpha-2 country code such as US or DE')
export const LanguageCode = z
  .string()
  .refine((c) => LANGUAGES.has(c), 'expected an ISO 639-1 language code such as en or de')

export const Advertiser = z.object({
  id: z.string().min(1).max(200),
  name: z.string().max(500),
})

export const Media = z.object({
  image: HttpUrl.nullable(),
  video: HttpUrl.nullable(),
  /** Empty when the source has no media at all (many real ad-library exports). */
  thumbnail: z.union([HttpUrl, z.literal('')]),
  /** Seconds; 0 when there is no video. */
  video_duration: z.int().min(0),
})

/** Spec 2.1 `engagement`: null in every sample; a number or an object of figures is passed through. */
export const Engagement = z.union([z.number(), z.record(z.string(), z.unknown())]).nullable()

export const Ad = z.object({
  id: z.string().min(1).max(200),
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
  ended_at: Timestamp.nullable(),
  running_days: z.int().min(0),
  countries: z.array(CountryCode),
  languages: z.array(LanguageCode),
  niches: z.array(Niche),
  media: Media,
  reach: z.int().min(0),
  engagement: Engagement,
  duplicates: z.int().min(0),
  transcript: z.string(),
  service_url: HttpUrl,
})

export type Ad = z.infer<typeof Ad>
export type Advertiser = z.infer<typeof Advertiser>
export type Media = z.infer<typeof Media>

export const Pagination = z.object({
  total: z.int().min(0),
  next_cursor: z.string().nullable(),
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
