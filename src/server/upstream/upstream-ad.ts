import { z } from 'zod'
import { Ad, Engagement } from '../../contract/ad'
import { CreativeTag, TAG_VALUES } from '../../contract/creative-tags'
import { Format, NICHES, type Niche, PLATFORMS, type Platform } from '../../contract/enums'
import { parseInstant } from '../../contract/instants'
import { COUNTRIES, LANGUAGES } from '../../contract/iso-codes'
import { runningDays } from '../../contract/running-days'
import { figure, orEmpty, text } from './tolerant'

/** Values this version knows; an unknown one (a newer platform) is left out of the list, not the ad. */
const knownValues = <T extends string>(known: ReadonlySet<string>, normalise: (value: string) => string) =>
  orEmpty(z.array(z.unknown()), [] as unknown[]).transform((values) => [
    ...new Set(
      values
        .filter((value): value is string => typeof value === 'string')
        .map((value) => normalise(value.trim()))
        .filter((value): value is T => known.has(value)),
    ),
  ])

const lower = (value: string) => value.toLowerCase()
const upper = (value: string) => value.toUpperCase()

/** Any ISO 8601 form (`2024-05-01T12:00:00+02:00`) as the contract's UTC milliseconds; the contract judges the rest. */
const instant = z.string().transform((value) => parseInstant(value) ?? value)

/**
 * An upstream ad as the contract's Ad: extra fields stripped, missing optional ones defaulted,
 * relative links made absolute on the upstream, then checked by the contract itself, so an ad with
 * a `javascript:` link or an unknown format fails here and is never passed on.
 */
/** A creative's size in pixels from an upstream: a whole number of at least 1, else left out. */
const size = z
  .unknown()
  .transform((value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined,
  )
  .optional()

const UNKNOWN_FIELDS = new Set<unknown>(['started_at', 'reach'])

/**
 * Extension, the creative breakdown of another instance of this server: its hook text, and the tags
 * of the families and slugs this version knows (a newer rule's tag is left out, not the ad).
 */
const hookText = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? value : undefined))
  .optional()
const tags = z
  .unknown()
  .transform((value) => {
    if (!Array.isArray(value)) return undefined
    return value.flatMap((given) => {
      const tag = CreativeTag.safeParse(given)
      if (!tag.success) return []
      const { family, value: slug, evidence } = tag.data
      return (TAG_VALUES[family] as readonly string[]).includes(slug)
        ? [{ family, value: slug, evidence }]
        : []
    })
  })
  .optional()

export function upstreamAd(base: URL, now: () => number) {
  // Made absolute on the upstream, which serves them, not on this server.
  const link = z
    .string()
    .transform((url) => (url.startsWith('/') && !url.startsWith('//') ? new URL(url, base).href : url))
  const noMedia = { image: null, video: null, thumbnail: '', video_duration: 0 }
  return z
    .object({
      id: z.string(),
      advertiser: z.object({ id: z.string(), name: text }),
      platforms: knownValues<Platform>(new Set(PLATFORMS), lower),
      format: z.string().transform(lower).pipe(Format),
      headline: text,
      body: text,
      cta: text,
      landing_url: orEmpty(link, ''),
      is_active: z.boolean().nullish(),
      started_at: instant,
      ended_at: orEmpty(instant, null),
      running_days: z.number().min(0).nullish(),
      countries: knownValues(COUNTRIES, upper),
      languages: knownValues(LANGUAGES, lower),
      niches: knownValues<Niche>(new Set(NICHES), lower),
      media: orEmpty(
        z.object({
          image: orEmpty(link, null),
          video: orEmpty(link, null),
          thumbnail: orEmpty(link, ''),
          video_duration: figure,
          // Extensions, passed on when the upstream gives them validly (another instance of this server).
          width: size,
          height: size,
          removed: z
            .unknown()
            .transform((value): boolean | undefined => (value === true ? true : undefined))
            .optional(),
        }),
        noMedia,
      ),
      reach: figure,
      // Its type is "not shown" in the spec: a value the contract cannot carry becomes null.
      engagement: z.unknown().transform((value) => {
        const known = Engagement.safeParse(value)
        return known.success ? known.data : null
      }),
      duplicates: figure,
      transcript: text,
      service_url: link,
      // Extension: when the upstream's index first saw the ad, passed on when it says so validly.
      unknown_fields: z
        .unknown()
        .transform((value) => {
          const known = Array.isArray(value) ? value.filter((field) => UNKNOWN_FIELDS.has(field)) : []
          return known.length > 0 ? (known as ('started_at' | 'reach')[]) : undefined
        })
        .optional(),
      first_seen_at: z
        .unknown()
        .transform((value) => (typeof value === 'string' ? (parseInstant(value) ?? undefined) : undefined))
        .optional(),
      hook_text: hookText,
      tags,
    })
    .transform(({ is_active, running_days, first_seen_at, hook_text, tags, ...ad }) => ({
      ...ad,
      ...(first_seen_at && { first_seen_at }),
      ...(hook_text !== undefined && { hook_text }),
      ...(tags && { tags }),
      is_active: is_active ?? ad.ended_at === null,
      running_days:
        running_days == null ? runningDays(ad.started_at, ad.ended_at, now()) : Math.round(running_days),
    }))
    .pipe(Ad)
}
