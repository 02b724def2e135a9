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

/** What the card needs of boards: the rest of features/boards, like features/account, is its pages'. */
const CARD_BOARD_PARTS = /[\\/]features[\\/]boards[\\/](save-control|saved-marks|board-queries)\./
const PAGE_ONLY = /[\\/]features[\\/](account|boards)[\\/]/
const isSharedByScreens = (id: string) => !PAGE_ONLY.test(id) || CARD_BOARD_PARTS.test(id)

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
