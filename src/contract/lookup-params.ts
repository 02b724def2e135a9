import { z } from 'zod'
import { LOOKUP_LIMIT_MAX, LOOKUP_QUERY_MAX } from './lookup'

// The server's half of the look-up contract, in full zod as search-params.ts: the app loads
// lookup.ts (zod/mini) with its first screen, and full zod there costs ~17 KB gzipped.

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
