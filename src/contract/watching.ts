import { z } from 'zod/mini'

/**
 * Saved searches and followed advertisers: a person's own, each remembering when the person last
 * looked, so that the app can say what is new since. "New" means first seen by this index after that
 * moment (an ad's `first_seen_at`), not started after it: ads are often found days after they start.
 */
export const SAVED_SEARCH_NAME_MAX = 100

const count = z.int().check(z.minimum(0))
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(SAVED_SEARCH_NAME_MAX))

export const SavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  /** The search, as the parameters of `POST /ads/query` (without limit or cursor). */
  search: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  /** When its owner last opened it. */
  looked_at: z.string(),
  /** How many ads match it now; null when the service could not say. */
  total: z.nullable(count),
  /** Of those, how many this index first saw after `looked_at`; null when the service could not say. */
  new_count: z.nullable(count),
})
export type SavedSearch = z.infer<typeof SavedSearch>

export const SavedSearchList = z.object({ data: z.array(SavedSearch) })
export type SavedSearchList = z.infer<typeof SavedSearchList>

/** `POST /saved-searches/{id}/look`: the saved search, looked at now, and when it was looked at before. */
export const LookedSearch = z.object({ data: SavedSearch, previous_looked_at: z.string() })
export type LookedSearch = z.infer<typeof LookedSearch>

/** `POST /saved-searches`: the search is checked as the search endpoints check their parameters. */
export const SavedSearchRequest = z.object({ name, search: z.record(z.string(), z.unknown()) })
/** `PATCH /saved-searches/{id}` */
export const SavedSearchChange = z.strictObject({
  name: z.optional(name),
  search: z.optional(z.record(z.string(), z.unknown())),
})

export const NewAds = z.object({
  last_day: count,
  last_7_days: count,
  last_30_days: count,
  since_last_look: count,
})

export const Follow = z.object({
  advertiser: z.object({ id: z.string(), name: z.string() }),
  followed_at: z.string(),
  looked_at: z.string(),
  /** Its ads running now; null when the service could not say. */
  active_ads: z.nullable(count),
  /** Its ads this index first saw in the last day, 7 and 30 days, and since `looked_at`. */
  new_ads: z.nullable(NewAds),
})
export type Follow = z.infer<typeof Follow>

export const FollowList = z.object({ data: z.array(Follow) })
export type FollowList = z.infer<typeof FollowList>

/** `POST /follows/{advertiserId}/look` */
export const LookedFollow = z.object({ data: Follow, previous_looked_at: z.string() })
export type LookedFollow = z.infer<typeof LookedFollow>
