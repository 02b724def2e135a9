import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { boardsQueryOptions } from '../features/boards/board-queries'
import { signInHref } from '../lib/sign-in-redirect'

export const Route = createFileRoute('/boards/')({
  // A page for people: an anonymous visitor (public mode) signs in first.
  beforeLoad: ({ context, location, preload }) => {
    if (context.me && !context.me.person && !preload) {
      throw redirect({ href: signInHref(location.href), reloadDocument: true, replace: true })
    }
  },
  loader: ({ context }) => {
    if (context.me?.person) void context.queryClient.prefetchQuery(boardsQueryOptions())
  },
  component: lazyRouteComponent(() => import('../features/boards/boards-pages'), 'BoardsScreen'),
})
