import { getRouteApi } from '@tanstack/react-router'
import { SearchScreen } from '../search/search-screen'
import { AdvertiserHeading } from './advertiser-heading'

const route = getRouteApi('/advertisers/$advertiserId')

/** All ads of one advertiser, with the same keywords, filters and sort as the main search. */
export function AdvertiserScreen() {
  const { advertiserId } = route.useParams()
  return (
    <SearchScreen
      scope="all"
      lockedAdvertiser={advertiserId}
      heading={<AdvertiserHeading advertiserId={advertiserId} />}
    />
  )
}
