import { createFileRoute, redirect } from '@tanstack/react-router'
import { SettingsScreen } from '../features/account/settings-screen'
import { keysQueryOptions } from '../features/account/team-queries'
import { signInHref } from '../lib/sign-in-redirect'

export const Route = createFileRoute('/settings')({
  // A page for people: an anonymous visitor (public mode) signs in first.
  beforeLoad: ({ context, location, preload }) => {
    if (context.me && !context.me.person && !preload) {
      throw redirect({ href: signInHref(location.href), reloadDocument: true, replace: true })
    }
  },
  loader: ({ context }) => {
    if (context.me?.person) void context.queryClient.prefetchQuery(keysQueryOptions())
  },
  component: SettingsScreen,
})
