import { Link, useLocation } from '@tanstack/react-router'
import { errorMessage } from '../../lib/api-client'
import { useMe } from '../../lib/me-query'
import { signInHref } from '../../lib/sign-in-redirect'
import { useSignOut } from './session-mutations'

const navLink =
  'focus-ring rounded-md px-2 py-1.5 text-sm font-medium sm:px-3 text-muted hover:bg-sunken hover:text-ink'
const activeNavLink = { className: 'bg-sunken text-ink' }

/**
 * The header's account part: who is signed in, their settings, the people (admins), and signing
 * out; or, in public mode, a way to sign in. Nothing while the server has not said who is asking.
 */
export function AccountNav() {
  const me = useMe()
  const href = useLocation({ select: (location) => location.href })
  const signOut = useSignOut()

  if (!me) return null
  if (!me.person) {
    return (
      <nav aria-label="Account" className="flex items-center">
        {/* A new document: the router keeps only the search's own parameters in the URL. */}
        <a href={signInHref(href)} className={navLink}>
          Sign in
        </a>
      </nav>
    )
  }
  return (
    <nav aria-label="Account" className="flex min-w-0 items-center gap-1">
      <span className="min-w-0 truncate px-1 text-sm text-muted max-sm:max-w-24 sm:max-w-48">
        <span className="sr-only">Signed in as </span>
        {me.person.name}
      </span>
      <Link to="/settings" activeProps={activeNavLink} className={navLink}>
        Settings
      </Link>
      {me.person.role === 'admin' && (
        <Link to="/people" activeProps={activeNavLink} className={navLink}>
          People
        </Link>
      )}
      <button
        type="button"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
        title={signOut.isError ? `Not signed out: ${errorMessage(signOut.error)}` : undefined}
        className={navLink}
      >
        {signOut.isError ? 'Sign out failed: retry' : 'Sign out'}
      </button>
    </nav>
  )
}
