import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type ProxyOptions } from 'vite'

/**
 * In development the browser gets its HTML from Vite and reaches the API through this proxy, with its
 * own session cookie (signing in works as on the server's port; scripts/dev.mjs allows Vite's host).
 */
function apiProxy(): Record<string, ProxyOptions> {
  const target = process.env.ADS_API_ORIGIN ?? 'http://127.0.0.1:3000'
  return { '/api': { target }, '/media': { target } }
}

/**
 * What the first screen needs of boards: the card's Save and its queries, and the board route's
 * search schema (route files' search and loaders are in the route tree). The rest of
 * features/boards (a board's page, the shared board's page), like features/account, is its pages'.
 */
const CARD_BOARD_PARTS =
  /[\\/]features[\\/]boards[\\/](save-control|saved-marks|board-queries|board-search)\./
/** Of saved searches and follows, the first screen needs only the cards' "New" mark and two buttons. */
const CARD_WATCHING_PARTS = /[\\/]features[\\/]watching[\\/](new-marks|watch-buttons)\./
const PAGE_ONLY =
  /[\\/](features[\\/](account|ad-detail|boards|watching|charts)[\\/]|contract[\\/](watching)\.|node_modules[\\/](d3-|internmap))/
const isSharedByScreens = (id: string) =>
  !PAGE_ONLY.test(id) || CARD_BOARD_PARTS.test(id) || CARD_WATCHING_PARTS.test(id)

export default defineConfig({
  plugins: [
    // The router plugin must run before React's so it can split route files before they are transformed.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
  ],
  server: { proxy: apiProxy() },
  preview: { proxy: apiProxy() },
  build: {
    outDir: 'dist',
    // The server reads it to name each route's own code in the HTML (src/server/routes/route-preloads.ts).
    manifest: true,
    // The code the screens share goes in one chunk rather than a dozen small ones, which compress
    // worse and cost a request each. The account and board pages' own code stays out of it, as the
    // search screen never needs it (only the Save button and its queries).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'shared', test: isSharedByScreens, minShareCount: 2, minSize: 30_000 }],
        },
      },
    },
  },
})
