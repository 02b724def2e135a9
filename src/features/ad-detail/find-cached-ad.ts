import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { Ad, AdList } from '../../contract/ad'
import type { SimilarAnswer } from '../../contract/stats'

/**
 * An ad the app already holds, from any loaded page of any ['ads', …] list or any ['similar', …]
 * list of the detail view, and when that arrived, so the detail opens with no wait and Query still
 * refreshes it once it is stale.
 */
export function findCachedAd(
  queryClient: QueryClient,
  adId: string,
): { ad: Ad; updatedAt: number } | undefined {
  const updatedAt = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0
  const lists = queryClient.getQueriesData<InfiniteData<AdList>>({ queryKey: ['ads'] })
  for (const [queryKey, data] of lists) {
    for (const page of data?.pages ?? []) {
      const ad = page.data.find((candidate) => candidate.id === adId)
      if (ad) return { ad, updatedAt: updatedAt(queryKey) }
    }
  }
  for (const [queryKey, data] of queryClient.getQueriesData<SimilarAnswer>({ queryKey: ['similar'] })) {
    const ad = data?.data.find((item) => item.ad.id === adId)?.ad
    if (ad) return { ad, updatedAt: updatedAt(queryKey) }
  }
  return undefined
}
