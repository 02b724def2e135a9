import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type ProxyOptions } from 'vite'

/**
 * In development the browser gets its HTML from Vite, not from our server, so it never receives the
 * session cookie. scripts/dev.mjs therefore hands the API server and this proxy one per-run key, and
 * the proxy adds it as a bearer token: the browser still never sees a key.
 */
function apiProxy(): Record<string, ProxyOptions> {
  const target = process.env.ADS_API_ORIGIN ?? 'http://127.0.0.1:3000'
  const key = process.env.ADS_DEV_API_KEY
  return {
    '/api': { target, headers: key ? { authorization: `Bearer ${key}` } : {} },
    '/media': { target },
  }
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
  build: { outDir: 'dist' },
})
