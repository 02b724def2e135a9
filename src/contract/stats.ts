// The pattern answers (extensions of the spec): the timeline over a search, an advertiser's
// dashboard and the ads similar to one. zod/mini, like the other answers the app checks.
import { z } from 'zod/mini'
import { Ad } from './ad'
import { FacetValue } from './facets'

const Count = z.int().check(z.minimum(0))
/** A UTC calendar day, `2026-03-02`. */
export const Day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

export const TIMELINE_INTERVALS = ['day', 'week', 'month'] as const
export const TimelineInterval = z.enum(TIMELINE_INTERVALS)
export type TimelineInterval = z.infer<typeof TimelineInterval>

/** The ads that started within one interval: `start` to `end`, both days included. */
export const TimelineBar = z.object({ start: Day, end: Day, count: Count })
export type TimelineBar = z.infer<typeof TimelineBar>

/**
 * `GET /stats/timeline`: how many matching ads started in each day, week (Monday to Sunday) or month,
 * with empty intervals included, from the interval of the first match to that of the last (or the
 * asked date range). The counts add up to `total`, which is the search's `pagination.total`.
 */
export const Timeline = z.object({
  interval: TimelineInterval,
  total: Count,
  bars: z.array(TimelineBar),
})
export type Timeline = z.infer<typeof Timeline>
export const TimelineAnswer = z.object({ data: Timeline })
export type TimelineAnswer = z.infer<typeof TimelineAnswer>

/** One week of an advertiser's ads: how many started in it (by format), and how many ran in it. */
export const AdvertiserWeek = z.object({
  start: Day,
  /** Ads started this week, by format (only formats with some). */
  started: z.record(z.string(), Count),
  /** Ads running on any day of this week. */
  active: Count,
})
export type AdvertiserWeek = z.infer<typeof AdvertiserWeek>

export const AdvertiserDomain = z.object({ domain: z.string(), count: Count })

/**
 * `GET /advertisers/{id}`: the advertiser's figures over its current ads (those started within the
 * date range, when one is asked).
 */
export const AdvertiserProfile = z.object({
  id: z.string(),
  name: z.string(),
  /** Landing domains, most used first. */
  domains: z.array(AdvertiserDomain),
  ads: Count,
  active: Count,
  /** When its first and latest ads started; null when it has none in the range. */
  first_started_at: z.nullable(z.string()),
  last_started_at: z.nullable(z.string()),
  platforms: z.array(FacetValue),
  formats: z.array(FacetValue),
  countries: z.array(FacetValue),
  languages: z.array(FacetValue),
  ctas: z.array(FacetValue),
  /**
   * Extension, the creative breakdown: how its ads open and what they offer (an ad counts once per tag
   * it has). Our service always fills both; optional so that services without them still parse.
   */
  hooks: z.optional(z.array(FacetValue)),
  offers: z.optional(z.array(FacetValue)),
  /** Every week from the first ad's to the last running one's, empty weeks included. */
  weeks: z.array(AdvertiserWeek),
  /** The ten longest-running ads, longest first. */
  winners: z.array(Ad),
})
export type AdvertiserProfile = z.infer<typeof AdvertiserProfile>
export const AdvertiserAnswer = z.object({ data: AdvertiserProfile })
export type AdvertiserAnswer = z.infer<typeof AdvertiserAnswer>

/** An ad like another, and how alike: 1 is the same words weighed the same, 0 nothing shared. */
export const SimilarAd = z.object({ similarity: z.number(), ad: Ad })
export type SimilarAd = z.infer<typeof SimilarAd>
export const SimilarAnswer = z.object({ data: z.array(SimilarAd) })
export type SimilarAnswer = z.infer<typeof SimilarAnswer>
