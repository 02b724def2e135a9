import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { adsQueryOptions } from '../../lib/ads-query'
import { SearchScreen } from '../search/search-screen'
import { useAdSearch } from '../search/use-search'
import { AdvertiserHeading } from './advertiser-heading'
import { advertiserQueryOptions } from './advertiser-query'

const route = getRouteApi('/advertisers/$advertiserId')

/**
 * One advertiser: its dashboard over the page's date range (the Started filter), then all its ads
 * with the same keywords, filters and sort as the main search.
 */
export function AdvertiserScreen() {
  const { advertiserId } = route.useParams()
  const { search } = useAdSearch()
  const range = { from: search.from, to: search.to }
  const dashboard = useQuery(advertiserQueryOptions(advertiserId, range))
  // Should the dashboard fail, the name still comes from the list below: the grid's own query
  // (the same key), so asking it costs no request.
  const firstAd = useInfiniteQuery({
    ...adsQueryOptions({ ...search, advertiser: advertiserId }, 'all'),
    enabled: dashboard.isError,
  }).data?.pages[0]?.data[0]
  const name = dashboard.data?.data.name ?? firstAd?.advertiser.name
  return (
    <SearchScreen
      scope="all"
      lockedAdvertiser={advertiserId}
      heading={
        <AdvertiserHeading advertiserId={advertiserId} name={name} dashboard={dashboard} range={range} />
      }
    />
  )
}
