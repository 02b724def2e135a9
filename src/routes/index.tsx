import { createFileRoute } from '@tanstack/react-router'
import { adCountQueryOptions } from '../features/home/ad-count-query'
import { HomePage } from '../features/home/home-page'

export const Route = createFileRoute('/')({
  // Start the count while the page's code loads, without holding the page back for it.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(adCountQueryOptions())
  },
  component: HomePage,
})
