import { type Context, Hono } from 'hono'
import type { Ad } from '../../contract/ad'
import { EXPORT_MAX } from '../../contract/exports'
import type { SearchParams } from '../../contract/search-params'
import { parseSearchQuery } from '../../contract/search-request'
import { type ApiEnv, allow } from '../http/caller'
import { noQuery } from '../http/checked-input'
import { ProblemError, parameterProblem } from '../http/problem'
import { requestOrigin } from '../http/request-origin'
import { type ApiDeps, callOf } from './api-deps'
import { csvHeader, csvRow } from './export-csv'
import { exportFileOf, exportHeaders, fileParameter, slugOf, streamLines } from './export-response'
import { publicAd } from './public-ad'

/**
 * Ads asked of the service at a time: the local index answers pages of any size, a remote service
 * the API's own largest page.
 */
const LOCAL_PAGE = 1000
const UPSTREAM_PAGE = 50

/**
 * `GET /exports/ads.ndjson` and `GET /exports/ads.csv`, with the search parameters of `GET /ads`:
 * every match of the search (up to EXPORT_MAX), streamed page by page as it is read, so that memory
 * stays flat whatever the size. `X-Export-Total` says how many will come, for a progress bar. The
 * NDJSON lines are the API's Ad objects, which `npm run import` takes back unchanged.
 *
 * `GET /exports/advertisers/{id}.csv|.ndjson` is the same export of the search `advertiser_id={id}`
 * (every ad of the advertiser, newest first), in a file named after the advertiser.
 */
export function exportRoutes({ service, config }: ApiDeps) {
  const pageSize = config.upstream ? UPSTREAM_PAGE : LOCAL_PAGE
  const searchOf = (query: URLSearchParams): SearchParams => {
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

  async function* lines(c: Context<ApiEnv>, params: SearchParams, format: 'csv' | 'ndjson') {
    if (format === 'csv') yield csvHeader()
    for await (const ad of matches(c, params)) yield format === 'csv' ? csvRow(ad) : `${JSON.stringify(ad)}\n`
  }

  /** The first page is asked before the answer starts: a bad search is still a problem, not a stream. */
  const firstOf = async (c: Context<ApiEnv>, params: SearchParams) =>
    (await service.search({ params: { ...params, limit: 1 }, endpoint: 'ads' }, callOf(c))).data

  const exported = async (c: Context<ApiEnv>, format: 'ndjson' | 'csv') => {
    const params = searchOf(new URL(c.req.url).searchParams)
    const first = await firstOf(c, params)
    exportHeaders(c, { name: 'ads', format, total: first.total })
    return streamLines(c, lines(c, params, format))
  }

  const advertiserExport = async (c: Context<ApiEnv>) => {
    const file = exportFileOf(fileParameter(c), ['csv', 'ndjson'] as const)
    if (!file) throw new ProblemError(404, 'not_found', 'An advertiser exports as .csv or .ndjson')
    const noAds = () =>
      new ProblemError(404, 'not_found', `No ads of an advertiser with id '${file.id.slice(0, 80)}'`)
    // The id as the path gives it, not read as a search parameter: a blank one would be no filter at
    // all (the whole index), and one with blanks around it another advertiser's.
    if (file.id.trim() === '' || file.id.length > 200) throw noAds()
    const params: SearchParams = { ...searchOf(new URLSearchParams()), advertiser_id: file.id }
    const first = await firstOf(c, params)
    const advertiser = first.ads[0]?.advertiser
    if (!advertiser) throw noAds()
    const name = `ads-${slugOf(advertiser.name, 'advertiser')}`
    exportHeaders(c, { name, format: file.format, total: first.total })
    return streamLines(c, lines(c, params, file.format))
  }

  return (
    new Hono<ApiEnv>()
      .get('/exports/ads.ndjson', allow('viewer'), (c) => exported(c, 'ndjson'))
      .get('/exports/ads.csv', allow('viewer'), (c) => exported(c, 'csv'))
      // One route to Hono, which takes a parameter up to the next slash: the handler reads the format.
      .on(
        'GET',
        ['/exports/advertisers/:id.csv', '/exports/advertisers/:id.ndjson'],
        noQuery,
        allow('viewer'),
        advertiserExport,
      )
  )
}
