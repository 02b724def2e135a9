import { useQuery, useQueryClient } from '@tanstack/react-query'
import { adQueryOptions } from '../../lib/ad-query'
import { findCachedAd } from './find-cached-ad'

/** One ad: at once when a loaded list page has it, otherwise (or when that copy is stale) from the API. */
export function useAd(adId: string) {
  const queryClient = useQueryClient()
  return useQuery({
    ...adQueryOptions(adId),
    initialData: () => {
      const cached = findCachedAd(queryClient, adId)
      return cached && { data: cached.ad }
    },
    initialDataUpdatedAt: () => findCachedAd(queryClient, adId)?.updatedAt,
  })
}
