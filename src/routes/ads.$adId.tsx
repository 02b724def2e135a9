import { createFileRoute } from '@tanstack/react-router'
import { AdDetailPage } from '../features/ad-detail/ad-detail-page'
import { adQueryOptions } from '../lib/ad-query'

export const Route = createFileRoute('/ads/$adId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(adQueryOptions(params.adId))
  },
  component: AdDetailPage,
})
