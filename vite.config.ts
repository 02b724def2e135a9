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
    // worse and cost a request each; the account pages' own code stays out of it, as the search
    // screen never needs it.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              test: /^(?!.*[\\/]features[\\/]account[\\/])/,
              minShareCount: 2,
              minSize: 30_000,
            },
          ],
        },
      },
    },
  },
})
