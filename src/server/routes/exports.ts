import { type Context, Hono } from 'hono'
import { stream } from 'hono/streaming'
import type { Ad } from '../../contract/ad'
import type { SearchParams } from '../../contract/search-params'
import { parseSearchQuery } from '../../contract/search-request'
import { type ApiEnv, allow } from '../http/caller'
import { parameterProblem } from '../http/problem'
import { requestOrigin } from '../http/request-origin'
import { type ApiDeps, callOf } from './api-deps'
import { csvHeader, csvRow } from './export-csv'
import { publicAd } from './public-ad'

/** The most ads one export holds: a search of more is cut here, and the answer says so. */
export const EXPORT_MAX = 100_000
/**
 * Ads asked of the service at a time: the local index answers pages of any size, a remote service
 * the API's own largest page.
 */
const LOCAL_PAGE = 1000
const UPSTREAM_PAGE = 50
/** Lines written to the client at a time: fewer, larger writes. */
const WRITE_LINES = 200

/**
 * `GET /exports/ads.ndjson` and `GET /exports/ads.csv`, with the search parameters of `GET /ads`:
 * every match of the search (up to EXPORT_MAX), streamed page by page as it is read, so that memory
 * stays flat whatever the size. `X-Export-Total` says how many will come, for a progress bar. The
 * NDJSON lines are the API's Ad objects, which `npm run import` takes back unchanged.
 */
export function exportRoutes({ service, config }: ApiDeps) {
  const pageSize = config.upstream ? UPSTREAM_PAGE : LOCAL_PAGE
  const searchOf = (c: Context): SearchParams => {
    const query = new URL(c.req.url).searchParams
    for (const paged of ['cursor', 'limit']) {
      if (query.has(paged)) {
        throw parameterProblem([
          { parameter: paged, detail: 'an export holds every match: no pages', unknown: true },
        ])
      }
    }
    const parsed = parseSearchQuery(query, { platforms: true })
    if (!parsed.ok) throw parameterProblem(parsed.issues)
    return parsed.value
  }

  /** Every match, page after page; stops when the client goes away. */
  async function* matches(c: Context<ApiEnv>, params: SearchParams): AsyncGenerator<Ad> {
    const origin = requestOrigin(c, config.publicUrl)
    let cursor: string | undefined
    let sent = 0
    do {
      const page = await service.search(
        { params: { ...params, limit: pageSize, ...(cursor && { cursor }) }, endpoint: 'ads' },
        callOf(c),
      )
      for (const ad of page.data.ads) {
        if (sent++ >= EXPORT_MAX) return
        yield publicAd(ad, origin)
      }
      cursor = page.data.nextCursor ?? undefined
    } while (cursor && !c.req.raw.signal.aborted)
  }

  const exported = async (c: Context<ApiEnv>, format: 'ndjson' | 'csv') => {
    const params = searchOf(c)
    // The first page is asked before the answer starts: a bad search is still a problem, not a stream.
    const first = await service.search({ params: { ...params, limit: 1 }, endpoint: 'ads' }, callOf(c))
    const total = Math.min(first.data.total, EXPORT_MAX)
    const day = new Date().toISOString().slice(0, 10)
    c.header('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson')
    c.header('Content-Disposition', `attachment; filename="ads-${day}.${format}"`)
    c.header('X-Export-Total', String(total))
    c.header('X-Export-Cap', String(EXPORT_MAX))
    c.header('Cache-Control', 'no-store')
    return stream(c, async (out) => {
      if (format === 'csv') await out.write(csvHeader())
      let lines: string[] = []
      for await (const ad of matches(c, params)) {
        lines.push(format === 'csv' ? csvRow(ad) : `${JSON.stringify(ad)}\n`)
        // Written in runs: fewer, larger writes, and the reading waits for a slow client.
        if (lines.length >= WRITE_LINES) {
          await out.write(lines.join(''))
          lines = []
        }
      }
      if (lines.length > 0) await out.write(lines.join(''))
    })
  }

  return new Hono<ApiEnv>()
    .get('/exports/ads.ndjson', allow('viewer'), (c) => exported(c, 'ndjson'))
    .get('/exports/ads.csv', allow('viewer'), (c) => exported(c, 'csv'))
}
