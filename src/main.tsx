import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { applyTheme } from './components/theme-toggle'
import { readSearchString, writeSearchString } from './features/search/search-state'
import { createQueryClient } from './lib/query-client'
import { routeTree } from './routeTree.gen'
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

applyTheme()
const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const root = createRoot(container)
// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread until the whole screen is built.
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
})
