import { z } from 'zod/mini'

export const AdvertiserMatch = z.object({
  id: z.string(),
  name: z.string(),
  ads_count: z.int().check(z.minimum(0)),
  domains: z.array(z.string()),
})
export type AdvertiserMatch = z.infer<typeof AdvertiserMatch>

/** `GET /api/v1/lookup?q=`: advertisers whose name starts with q or whose landing domain does. */
export const LookupResult = z.object({ data: z.array(AdvertiserMatch) })
export type LookupResult = z.infer<typeof LookupResult>

export const LOOKUP_QUERY_MAX = 100
export const LOOKUP_LIMIT_MAX = 50
export const LOOKUP_LIMIT_DEFAULT = 10
