import { createFileRoute } from '@tanstack/react-router'
import { SignInScreen } from '../features/account/sign-in-screen'

export interface SignInSearch {
  /** Where to go once signed in; checked to be a path of this site before it is followed. */
  redirect?: string
}

export const Route = createFileRoute('/sign-in')({
  validateSearch: (raw: Record<string, unknown>): SignInSearch =>
    typeof raw.redirect === 'string' ? { redirect: raw.redirect } : {},
  component: SignInScreen,
})
