import { createFileRoute } from '@tanstack/react-router'
import { advertiserQueryOptions } from '../features/advertiser/advertiser-query'
import { AdvertiserScreen } from '../features/advertiser/advertiser-screen'
import { adsQueryOptions } from '../lib/ads-query'

export const Route = createFileRoute('/advertisers/$advertiserId')({
  loaderDeps: ({ search }) => ({ search }),
  // The dashboard's figures, its charts' code and the first page of ads all start while the
  // screen's code loads, rather than one after another.
  loader: ({ context, params, deps }) => {
    const { advertiserId } = params
    const { search } = deps
    void context.queryClient.prefetchQuery(
      advertiserQueryOptions(advertiserId, { from: search.from, to: search.to }),
    )
    void context.queryClient.prefetchInfiniteQuery(
      adsQueryOptions({ ...search, advertiser: advertiserId }, 'all'),
    )
    // Imported, not named: the charts' modules stay out of the first route's bundle.
    void import('../features/charts/advertiser/dashboard-charts').catch(() => {})
  },
  component: AdvertiserScreen,
})
