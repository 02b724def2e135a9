import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'

export const Route = createFileRoute('/shared/boards/$token')({
  // For whoever has the link, signed in or not (the root lets /shared/ through). The queries come
  // with the page's own code, not the first screen's, and start while the screen's code loads.
  loader: ({ context, params }) => {
    void import('../features/boards/shared-board-queries')
      .then(({ sharedAdsQueryOptions, sharedBoardQueryOptions }) => {
        void context.queryClient.prefetchQuery(sharedBoardQueryOptions(params.token))
        void context.queryClient.prefetchInfiniteQuery(sharedAdsQueryOptions(params.token))
      })
      .catch(() => {})
  },
  component: lazyRouteComponent(() => import('../features/boards/shared-board-screen'), 'SharedBoardScreen'),
})
