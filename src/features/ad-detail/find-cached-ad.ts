import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { Ad, AdList } from '../../contract/ad'

/**
 * An ad the grid already holds, from any loaded page of any ['ads', …] list, and when that page
 * arrived, so the detail opens with no wait and Query still refreshes it once it is stale.
 */
export function findCachedAd(
  queryClient: QueryClient,
  adId: string,
): { ad: Ad; updatedAt: number } | undefined {
  const lists = queryClient.getQueriesData<InfiniteData<AdList>>({ queryKey: ['ads'] })
  for (const [queryKey, data] of lists) {
    for (const page of data?.pages ?? []) {
      const ad = page.data.find((candidate) => candidate.id === adId)
      if (ad) return { ad, updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0 }
    }
  }
  return undefined
}
