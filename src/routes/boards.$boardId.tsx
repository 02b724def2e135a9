import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { boardAdsQueryOptions, boardQueryOptions } from '../features/boards/board-queries'
import { signInHref } from '../lib/sign-in-redirect'

export const Route = createFileRoute('/boards/$boardId')({
  // A page for people: an anonymous visitor (public mode) signs in first.
  beforeLoad: ({ context, location, preload }) => {
    if (context.me && !context.me.person && !preload) {
      throw redirect({ href: signInHref(location.href), reloadDocument: true, replace: true })
    }
  },
  loader: ({ context, params }) => {
    if (!context.me?.person) return
    void context.queryClient.prefetchQuery(boardQueryOptions(params.boardId))
    void context.queryClient.prefetchInfiniteQuery(boardAdsQueryOptions(params.boardId))
  },
  component: lazyRouteComponent(() => import('../features/boards/boards-pages'), 'BoardScreen'),
})
