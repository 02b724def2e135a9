import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Link, Outlet, redirect, useLocation } from '@tanstack/react-router'
import { ThemeToggle } from '../components/theme-toggle'
import { PhoneMenu } from '../components/ui/phone-menu'
import type { Me } from '../contract/me'
import { AccountNav } from '../features/account/account-nav'
import { SaveSlotProvider } from '../features/ad-card/save-slot'
import { SaveControl } from '../features/boards/save-control'
import { isSignInNeeded } from '../lib/api-client'
import { meQueryOptions } from '../lib/me-query'
import { isPublicPath, signInHref } from '../lib/sign-in-redirect'
import { useMediaQuery } from '../lib/use-media-query'
import { validateAdSearch, withoutPageParameters } from '../search/search-state'

/** What every route's loader receives; main.tsx creates it, so leaf modules never import a client. */
export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every screen shares the one search, so a filter set on the grid survives opening an advertiser.
  validateSearch: validateAdSearch,
  // Who is asking, before any page but the public ones (sign in, links): nobody, in private mode, is
  // sent to sign in and brought back afterwards. `me` is undefined where the server did not say.
  beforeLoad: async ({ context, location, preload }): Promise<{ me: Me | undefined }> => {
    if (isPublicPath(location.pathname)) return { me: undefined }
    try {
      return { me: await context.queryClient.ensureQueryData(meQueryOptions()) }
    } catch (error) {
      if (isSignInNeeded(error) && !preload) {
        // A new document, as the router would write only the search's own parameters into the URL.
        throw redirect({ href: signInHref(location.href), reloadDocument: true, replace: true })
      }
      // Not known (the server did not answer): the page opens, and its own requests say what is wrong.
      return { me: undefined }
    }
  },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

const linkFocus = 'focus-ring rounded-sm'

const navLink =
  'focus-ring rounded-md px-2 py-1.5 text-sm font-medium sm:px-3 text-muted hover:bg-sunken hover:text-ink'
const activeNavLink = { className: 'bg-sunken text-ink' }

function RootLayout() {
  // The pages reached before signing in get the logo and the theme only.
  const publicPage = isPublicPath(useLocation({ select: (location) => location.pathname }))
  const wide = useMediaQuery(HEADER_IN_ONE_ROW)
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line">
        <div className="mx-auto flex max-w-[120rem] items-center gap-x-3 px-3 py-2 sm:px-4 md:gap-x-6">
          <Link
            to="/"
            search={{}}
            className={`flex shrink-0 items-center gap-2 text-lg font-semibold tracking-tight ${linkFocus}`}
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Ad Search
          </Link>
          {wide ? (
            <>
              {!publicPage && <ViewsNav />}
              <div className="ml-auto flex min-w-0 items-center gap-3">
                {!publicPage && <AccountNav />}
                <ThemeToggle />
              </div>
            </>
          ) : (
            <div className="ml-auto">
              <PhoneMenu>
                {!publicPage && <ViewsNav />}
                {!publicPage && <AccountNav />}
                <ThemeToggle />
              </PhoneMenu>
            </div>
          )}
        </div>
      </header>
      <main className="mx-auto w-full max-w-[120rem] flex-1 px-3 py-3 sm:px-4">
        {/* Cards and the detail view save to boards, which build on them: the one place both meet. */}
        <SaveSlotProvider control={SaveControl}>
          <Outlet />
        </SaveSlotProvider>
      </main>
    </div>
  )
}

/** From Tailwind's `md` on the header's links fit beside the logo; narrower, they fold into a menu. */
const HEADER_IN_ONE_ROW = '(min-width: 48rem)'

function ViewsNav() {
  return (
    <nav aria-label="Views" className="flex items-center gap-1 max-md:flex-col max-md:items-stretch">
      <Link
        to="/"
        search={(prev) => withoutPageParameters(prev)}
        activeOptions={{ exact: true, includeSearch: false }}
        activeProps={activeNavLink}
        className={navLink}
      >
        All ads
      </Link>
      <Link
        to="/tiktok"
        search={({ platforms: _platforms, ...prev }) => withoutPageParameters(prev)}
        activeProps={activeNavLink}
        className={navLink}
      >
        TikTok
      </Link>
      <Link
        to="/boards"
        search={({ ad: _ad, ...prev }) => withoutPageParameters(prev)}
        activeProps={activeNavLink}
        className={navLink}
      >
        Boards
      </Link>
      <Link to="/saved" activeProps={activeNavLink} className={navLink}>
        Saved
      </Link>
      <Link to="/following" activeProps={activeNavLink} className={navLink}>
        Following
      </Link>
    </nav>
  )
}

function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <div className="max-w-prose">
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-4 text-muted">
        There is no page at <code className="break-all font-mono text-sm">{pathname}</code>.
      </p>
      <p className="mt-6">
        <Link to="/" className={`font-medium text-accent-ink underline underline-offset-4 ${linkFocus}`}>
          Go to the home page
        </Link>
      </p>
    </div>
  )
}
