import { queryOptions } from '@tanstack/react-query'
import { SimilarAnswer } from '../../contract/stats'
import { callApi } from '../../lib/api-client'

/** Four rows of the widest list below the ad: enough to browse on, few enough to read. */
export const SIMILAR_SHOWN = 12
/** As many as the API gives: copies of one text are listed once (sameTextGroups), so more are asked for than shown. */
export const SIMILAR_ASKED = 50

/**
 * The ads like one ad, most alike first. Keyed apart from ['ads', …] lists: the grid's page logic
 * does not apply to them, though the detail view still opens their ads without a wait (findCachedAd).
 */
export function similarAdsQueryOptions(adId: string, excludeSameAdvertiser: boolean) {
  const query = new URLSearchParams({
    limit: String(SIMILAR_ASKED),
    exclude_same_advertiser: String(excludeSameAdvertiser),
  })
  return queryOptions({
    queryKey: ['similar', adId, { excludeSameAdvertiser }] as const,
    queryFn: ({ signal }) =>
      callApi({ path: `/ads/${encodeURIComponent(adId)}/similar?${query}`, schema: SimilarAnswer, signal }),
  })
}
