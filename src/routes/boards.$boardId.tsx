import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { boardAdsQueryOptions, boardQueryOptions } from '../features/boards/board-queries'
import { BoardSearch, boardAdsQueryOf } from '../features/boards/board-search'
import { signInHref } from '../lib/sign-in-redirect'

export const Route = createFileRoute('/boards/$boardId')({
  // `?find=…&tag=…&order=…`, beside the ad search every screen carries; the schema leaves defaults out.
  validateSearch: BoardSearch,
  // A page for people: an anonymous visitor (public mode) signs in first.
  beforeLoad: ({ context, location, preload }) => {
    if (context.me && !context.me.person && !preload) {
      throw redirect({ href: signInHref(location.href), reloadDocument: true, replace: true })
    }
  },
  loaderDeps: ({ search }) => boardAdsQueryOf(search),
  loader: ({ context, params, deps }) => {
    if (!context.me?.person) return
    void context.queryClient.prefetchQuery(boardQueryOptions(params.boardId))
    void context.queryClient.prefetchInfiniteQuery(boardAdsQueryOptions(params.boardId, deps))
  },
  component: lazyRouteComponent(() => import('../features/boards/boards-pages'), 'BoardScreen'),
})
