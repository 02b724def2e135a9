import { queryOptions } from '@tanstack/react-query'
import { AdvertiserAnswer } from '../../contract/stats'
import { callApi } from '../../lib/api-client'
import { advertiserPath } from '../../search/advertiser-figures'
import type { AdSearch } from '../../search/search-state'

/** The dashboard's date range: the page's Started filter (`from`, `to`), so it and the grid agree. */
export type DashboardRange = Pick<AdSearch, 'from' | 'to'>

/**
 * An advertiser's dashboard figures over the ads started in the range. While a new range loads the
 * last figures stay up, but only the same advertiser's: another one's name and charts under this
 * advertiser's heading would be wrong, where a placeholder is merely slow.
 */
export function advertiserQueryOptions(id: string, range: DashboardRange) {
  const { from, to } = range
  return queryOptions({
    queryKey: ['advertiser', id, { from, to }] as const,
    queryFn: ({ signal }) =>
      callApi({ path: advertiserPath({ id, ...range }), schema: AdvertiserAnswer, signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
  })
}

/** The query's key, for seeding it with the figures the page's HTML brought. */
export const advertiserQueryKey = (id: string, { from, to }: DashboardRange) =>
  advertiserQueryOptions(id, { from, to }).queryKey
