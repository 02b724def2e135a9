import { AdList } from '../../contract/ad'
import { cardMedia } from '../../search/card-media'
import { type EmbeddedFirstPage, FIRST_PAGE_ID, firstPageRequest } from '../../search/first-page'
import { listRequest, PAGE_SIZE } from '../../search/search-request'
import type { AppFetch } from '../http/app-fetch'

/**
 * How long the HTML may wait for the first page. A local search answers in a few milliseconds; a
 * slow upstream should not hold the page back, and the app asks for the page itself when it is
 * missing.
 */
const FIRST_PAGE_BUDGET_MS = 300

/**
 * The first cards whose pictures load with the page rather than after the app's code: a phone's
 * first row, where the largest thing the first screen paints is (more would slow the code's own
 * download on a slow connection).
 */
const PRELOADED_PICTURES = 2

interface FirstPageOptions {
  /** The page's address. */
  url: string
  /**
   * The browser's cookies: the page is asked for as the browser would ask, with its session, its
   * access and its limits. Without a session in private mode there is no first page to give.
   */
  cookie: string | undefined
  app: AppFetch
}

/**
 * The app's HTML with the first page of the list its address opens on (docs/architecture.md "App
 * decisions", docs/decisions/0004):
 * a JSON data block the app puts into its cache, and preloads of the first cards' pictures, the
 * largest things the first screen paints. The HTML comes back unchanged when the address opens on
 * no list, or the API does not answer well and in time.
 */
export async function withFirstPage(html: string, { url, cookie, app }: FirstPageOptions): Promise<string> {
  const target = new URL(url)
  const request = firstPageRequest(target.pathname, target.search)
  if (!request || !html.includes('</head>')) return html
  const list = listRequest(request.scope, { ...request.body, limit: PAGE_SIZE })
  const apiRequest = new Request(new URL(`/api/v1${list.path}`, target), {
    method: list.method,
    headers: {
      Accept: 'application/json',
      ...(cookie && { Cookie: cookie }),
      ...(list.body && { 'Content-Type': 'application/json' }),
    },
    ...(list.body && { body: JSON.stringify(list.body) }),
  })
  const page = await withinBudget(answerOf(app, apiRequest))
  if (!page) return html

  const embedded: EmbeddedFirstPage = { request, page }
  // An advertiser's dashboard fills the first screen above its grid: the grid's pictures can wait.
  const gridOnTop = !target.pathname.startsWith('/advertisers/')
  const preload = page.data
    .slice(0, gridOnTop ? PRELOADED_PICTURES : 0)
    .map((ad) => cardMedia(ad.media).still)
    .filter((still) => still !== null)
    .map((still) => `<link rel="preload" as="image" href="${escapeAttribute(still)}" fetchpriority="high">`)
    .join('')
  // Inside a script element only `<` can end the data early (`</script>`, `<!--`); JSON reads \u003c as `<`.
  const data = `<script type="application/json" id="${FIRST_PAGE_ID}">${JSON.stringify(embedded).replaceAll('<', '\\u003c')}</script>`
  // A function, not a string: `$&` or `$'` in an ad's text are not replacement patterns.
  return html.replace('</head>', () => `${preload}${data}</head>`)
}

/** The API's answer when it is a page of ads by the contract; null for anything else. */
async function answerOf(app: AppFetch, request: Request): Promise<AdList | null> {
  try {
    const response = await app(request)
    if (!response.ok) return null
    const page = AdList.safeParse(await response.json())
    return page.success ? page.data : null
  } catch {
    return null
  }
}

export async function withinBudget<T>(work: Promise<T | null>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), FIRST_PAGE_BUDGET_MS)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}
