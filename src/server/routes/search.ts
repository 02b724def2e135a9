import { type Context, Hono } from 'hono'
import type { AdList } from '../../contract/ad'
import { effectiveSort, type SearchParams } from '../../contract/search-params'
import { type Parsed, parseSearchBody, parseSearchQuery } from '../../contract/search-request'
import type { ApiEnv } from '../http/auth'
import { openCursor, type SearchEndpoint, sealCursor, searchHash } from '../http/cursor'
import { readJsonBody } from '../http/json-body'
import { invalidCursor, parameterProblem } from '../http/problem'
import { requestOrigin } from '../http/request-origin'
import { InvalidPositionError } from '../store/ad-store'
import type { ApiDeps } from './api-deps'
import { publicAd } from './public-ad'

/** Spec 4.2 and 4.3: one search, three ways in. */
export function searchRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .post('/ads/query', async (c) => searchPage(c, deps, parseSearchBody(await readJsonBody(c)), 'query'))
    .get('/ads', (c) => {
      const parsed = parseSearchQuery(new URL(c.req.url).searchParams, { platforms: true })
      return searchPage(c, deps, parsed, 'ads')
    })
    .get('/tiktok/ads', (c) => {
      const parsed = parseSearchQuery(new URL(c.req.url).searchParams, { platforms: false })
      const locked: Parsed<SearchParams> = parsed.ok
        ? { ok: true, value: { ...parsed.value, platforms: ['tiktok'] } }
        : parsed
      return searchPage(c, deps, locked, 'tiktok')
    })
}

/** Parsed parameters to a page of ads, with the cursor checked on the way in and signed on the way out. */
async function searchPage(
  c: Context<ApiEnv>,
  deps: ApiDeps,
  parsed: Parsed<SearchParams>,
  endpoint: SearchEndpoint,
) {
  if (!parsed.ok) throw parameterProblem(parsed.issues)
  const { sort: _asked, limit, cursor, ...filters } = parsed.value
  const sort = effectiveSort(parsed.value)
  // A cursor only continues the traversal it came from: same filters, sort and endpoint.
  const hash = searchHash(filters, sort, endpoint)
  const after = cursor === undefined ? undefined : openCursor(deps.config.secret, cursor, hash)
  const page = await deps.store
    .search({ filters, sort, limit, ...(after && { after }) })
    .catch((error: unknown) => {
      throw error instanceof InvalidPositionError ? invalidCursor() : error
    })
  const origin = requestOrigin(c, deps.config.publicUrl)
  const body: AdList = {
    data: page.ads.map((ad) => publicAd(ad, origin)),
    pagination: {
      total: page.total,
      next_cursor: page.next ? sealCursor(deps.config.secret, page.next, hash) : null,
    },
  }
  return c.json(body)
}
