import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import type { AppConfig } from '../config'
import type { AppFetch } from '../http/app-fetch'
import { ProblemError, problemResponse, wrongMethod } from '../http/problem'
import { compressedAssets, preferredEncoding } from './compressed-assets'
import { withAdvertiserFigures } from './embedded-advertiser'
import { withMe } from './embedded-me'
import { withFirstPage } from './first-page'
import { readManifest, routePreloads } from './route-preloads'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const BUILD_FIRST = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Ad Search</title></head>
<body><h1>Ad Search</h1><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p>
<p>The API is running at <code>/api/v1</code>.</p></body></html>`

/** Paths that name a file: a miss there is a 404, never the app's HTML under a script's name. */
const FILE_PATH =
  /^\/(assets|media)\/|\.(js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|mp4|webm|woff2?)$/i

/**
 * The built single-page app: hashed assets cached for a year (text ones compressed), the sample clips
 * with range requests (video seeking), and the app's HTML for every other GET so that client-side
 * routes reload.
 */
export interface WebAppOptions {
  config: AppConfig
  /** The whole app: the HTML carries the first page of results, asked of /api/v1 like any client. */
  app: AppFetch
}

export function webAppRoutes({ config, app }: WebAppOptions) {
  const web = new Hono()
  const appShell = async (c: Context) => {
    // A shared board is for whoever has its link, not for search engines.
    if (c.req.path.startsWith('/shared/')) c.header('X-Robots-Tag', 'noindex, nofollow')
    const [built, manifest] = await Promise.all(
      ['index.html', '.vite/manifest.json'].map((file) =>
        readFile(join(config.distDir, file), 'utf8').catch(() => null),
      ),
    )
    if (!built) return c.html(BUILD_FIRST, 200, { 'Cache-Control': 'no-store' })
    const build = readManifest(manifest ?? null)
    const preloads = build ? routePreloads(build, c.req.path) : ''
    const asked = { url: c.req.url, cookie: c.req.header('Cookie'), app }
    // Asked of the API at once, as the browser would ask: who is signed in, the first page, and on
    // an advertiser's page its figures.
    const [me, figures, html] = await Promise.all([
      withMe('</head>', asked),
      withAdvertiserFigures('</head>', asked),
      withFirstPage(built, asked),
    ])
    return compressedHtml(
      c,
      html.replace('</head>', () => preloads + figures.replace('</head>', () => me)),
    )
  }
  web.get('/', appShell)
  web.get('/index.html', appShell)
  if (existsSync(config.clipsDir)) {
    const clips = serveStatic({
      root: config.clipsDir,
      rewriteRequestPath: (path) => path.slice('/media/clips'.length),
    })
    web.use(
      '/media/clips/*',
      withHeaders(clips, () => ({
        'Cache-Control': 'public, max-age=86400',
        'Accept-Ranges': 'bytes',
        // Like the generated images, clips are linked by absolute URL from API answers on other origins.
        'Cross-Origin-Resource-Policy': 'cross-origin',
      })),
    )
  }
  if (existsSync(config.distDir)) {
    const caching = (c: Context) => ({
      'Cache-Control': c.req.path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300',
    })
    // Scripts and styles go out compressed (a third of their size or less); the rest as they are.
    web.use('*', withHeaders(compressedAssets(config.distDir), caching))
    web.use('*', withHeaders(serveStatic({ root: config.distDir }), caching))
  }
  web.get('*', (c) =>
    FILE_PATH.test(c.req.path)
      ? problemResponse(c, new ProblemError(404, 'not_found', 'There is no such file'))
      : appShell(c),
  )
  web.all('*', (c) => problemResponse(c, wrongMethod(c.req.method, ['GET', 'HEAD'])))
  return web
}

/**
 * The HTML, compressed when the browser accepts it: with the first page of results in it, it is
 * tens of kilobytes that compress to a fifth. Fast settings: it is made for every page load.
 */
async function compressedHtml(c: Context, html: string): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' }
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'))
  if (!encoding || c.req.method !== 'GET') return c.html(html, 200, headers)
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(html, { level: 6 })
  return c.body(new Uint8Array(body), 200, {
    ...headers,
    'Content-Type': 'text/html; charset=UTF-8',
    'Content-Encoding': encoding,
  })
}

/**
 * Adds headers to what a static handler found. Its own onFound hook runs after the response is
 * made, too late to add headers; a miss falls through to the next handler untouched.
 */
function withHeaders(
  serve: MiddlewareHandler,
  headers: (c: Context) => Record<string, string>,
): MiddlewareHandler {
  return async (c, next) => {
    const found = await serve(c, async () => {})
    if (!(found instanceof Response)) return next()
    for (const [name, value] of Object.entries(headers(c))) found.headers.set(name, value)
    return found
  }
}
