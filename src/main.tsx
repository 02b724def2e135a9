import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { applyTheme } from './components/theme-toggle'
import { seedAdvertiserFigures } from './features/advertiser/seed-advertiser-figures'
import { seedFirstPage } from './features/search/seed-first-page'
import { createQueryClient } from './lib/query-client'
import { seedMe } from './lib/seed-me'
import { yieldToBrowser } from './lib/yield-to-browser'
import { routeTree } from './routeTree.gen'
import { readSearchString, writeSearchString } from './search/search-state'
import './styles.css'

function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query owns the cache: the router always calls loaders and lets Query decide what is still fresh.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Flat, readable parameters (`?formats=image,video`) instead of the default JSON in the URL.
    parseSearch: readSearchString,
    stringifySearch: writeSearchString,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

// Start-up runs as short tasks rather than one long one, so the page answers input and paints in
// between (see yieldToBrowser): evaluating the code, checking each answer the HTML carries against
// the contract (an advertiser's page carries two large ones), creating the router and matching the
// route each take a task of their own.
applyTheme()
const queryClient = createQueryClient()
await yieldToBrowser()
seedFirstPage(queryClient)
await yieldToBrowser()
seedAdvertiserFigures(queryClient)
await yieldToBrowser()
seedMe(queryClient)
await yieldToBrowser()
const router = createAppRouter(queryClient)
await yieldToBrowser()
// The route is matched and its loader run before the first render, so React builds the whole first
// screen in one render that yields to the browser every few milliseconds (a transition). Rendering
// first would paint an empty frame, then build the screen in one long synchronous update from the
// router's store. A failed loader shows its route's error screen, so it must not stop the render.
await router.load().catch(() => undefined)
await yieldToBrowser()

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
const root = createRoot(container)
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
})
