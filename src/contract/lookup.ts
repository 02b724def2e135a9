import { z } from 'zod'

export const AdvertiserMatch = z.object({
  id: z.string(),
  name: z.string(),
  ads_count: z.int().min(0),
  domains: z.array(z.string()),
})
export type AdvertiserMatch = z.infer<typeof AdvertiserMatch>

/** `GET /api/v1/lookup?q=`: advertisers whose name starts with q or whose landing domain does. */
export const LookupResult = z.object({ data: z.array(AdvertiserMatch) })
export type LookupResult = z.infer<typeof LookupResult>

export const LOOKUP_QUERY_MAX = 100
export const LOOKUP_LIMIT_MAX = 50
export const LOOKUP_LIMIT_DEFAULT = 10

const qDetail = `required: 1 to ${LOOKUP_QUERY_MAX} characters of an advertiser name or domain`
const limitDetail = `expected a whole number from 1 to ${LOOKUP_LIMIT_MAX}`

/**
 * The parameters of `GET /api/v1/lookup`, checked like the search parameters: a query string's
 * `limit` is made a number first (the route), so one schema checks it as any client sends it.
 */
export const LookupParams = z.strictObject({
  q: z.string({ error: qDetail }).trim().min(1, qDetail).max(LOOKUP_QUERY_MAX, qDetail),
  limit: z.int({ error: limitDetail }).min(1, limitDetail).max(LOOKUP_LIMIT_MAX, limitDetail).optional(),
})
export type LookupParams = z.infer<typeof LookupParams>
