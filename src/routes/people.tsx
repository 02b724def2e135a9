import { createFileRoute, redirect } from '@tanstack/react-router'
import { PeopleScreen } from '../features/account/people-screen'
import { invitationsQueryOptions, peopleQueryOptions } from '../features/account/team-queries'
import { signInHref } from '../lib/sign-in-redirect'

export const Route = createFileRoute('/people')({
  // A page for people: an anonymous visitor (public mode) signs in first.
  beforeLoad: ({ context, location, preload }) => {
    if (context.me && !context.me.person && !preload) {
      throw redirect({ href: signInHref(location.href), reloadDocument: true, replace: true })
    }
  },
  loader: ({ context }) => {
    if (context.me?.person?.role !== 'admin') return
    void context.queryClient.prefetchQuery(peopleQueryOptions())
    void context.queryClient.prefetchQuery(invitationsQueryOptions())
  },
  component: PeopleScreen,
})
