import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, Link, Outlet, useLocation } from '@tanstack/react-router'

/** What every route's loader receives; main.tsx creates it, so leaf modules never import a client. */
export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

const linkFocus =
  'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'

function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3 sm:px-6">
          <Link
            to="/"
            className={`flex items-center gap-2 text-lg font-semibold tracking-tight ${linkFocus}`}
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            Ad Search
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <Outlet />
      </main>
    </div>
  )
}

function NotFoundPage() {
  const { pathname } = useLocation()
  return (
    <div className="max-w-prose">
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        There is no page at <code className="break-all font-mono text-sm">{pathname}</code>.
      </p>
      <p className="mt-6">
        <Link
          to="/"
          className={`font-medium text-indigo-700 underline underline-offset-4 dark:text-indigo-300 ${linkFocus}`}
        >
          Go to the home page
        </Link>
      </p>
    </div>
  )
}
