import { createFileRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { signInHref } from '../lib/sign-in-redirect'

export const Route = createFileRoute('/following')({
  // A page for people: an anonymous visitor (public mode) signs in first.
  beforeLoad: ({ context, location, preload }) => {
    if (context.me && !context.me.person && !preload) {
      throw redirect({ href: signInHref(location.href), reloadDocument: true, replace: true })
    }
  },
  component: lazyRouteComponent(() => import('../features/watching/watching-pages'), 'FollowingScreen'),
})
