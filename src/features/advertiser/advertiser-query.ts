import { queryOptions } from '@tanstack/react-query'
import { AdvertiserAnswer } from '../../contract/stats'
import { callApi } from '../../lib/api-client'
import type { AdSearch } from '../../search/search-state'

/** The dashboard's date range: the page's Started filter (`from`, `to`), so it and the grid agree. */
export type DashboardRange = Pick<AdSearch, 'from' | 'to'>

/** `/advertisers/meta_1?started_after=2026-01-01`: only the ends of the range that are set. */
export function advertiserPath(id: string, { from, to }: DashboardRange): string {
  const query = new URLSearchParams()
  if (from) query.set('started_after', from)
  if (to) query.set('started_before', to)
  const text = query.toString()
  return `/advertisers/${encodeURIComponent(id)}${text ? `?${text}` : ''}`
}

/**
 * An advertiser's dashboard figures over the ads started in the range. While a new range loads the
 * last figures stay up, but only the same advertiser's: another one's name and charts under this
 * advertiser's heading would be wrong, where a placeholder is merely slow.
 */
export function advertiserQueryOptions(id: string, range: DashboardRange) {
  const { from, to } = range
  return queryOptions({
    queryKey: ['advertiser', id, { from, to }] as const,
    queryFn: ({ signal }) => callApi({ path: advertiserPath(id, range), schema: AdvertiserAnswer, signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
  })
}
