import { type Context, Hono } from 'hono'
import type { AdList } from '../../contract/ad'
import type { SearchParams } from '../../contract/search-params'
import { type Parsed, parseSearchBody, parseSearchQuery } from '../../contract/search-request'
import type { ApiEnv } from '../http/auth'
import { readJsonBody } from '../http/json-body'
import { parameterProblem } from '../http/problem'
import { searchBody, searchQuery } from './forwarded-search'
import { fieldOf, keepValid } from './tolerant'
import type { UpstreamRequest } from './upstream-client'
import { reportDropped, shapeOf, type UpstreamDeps } from './upstream-deps'
import { UpstreamPage } from './upstream-page'

/**
 * Spec 4.2 and 4.3, forwarded: the parameters are checked here as the local endpoints check them, then
 * sent normalised to the same endpoint upstream (its cursors may be bound to it), cursors untouched.
 */
export function upstreamSearchRoutes(deps: UpstreamDeps) {
  const query = (c: Context) => new URL(c.req.url).searchParams
  return new Hono<ApiEnv>()
    .post('/ads/query', async (c) => {
      const params = checked(parseSearchBody(await readJsonBody(c)))
      // A POST, but a search only reads: safe to send again after a failure.
      return forwardPage(c, deps, {
        method: 'POST',
        path: '/ads/query',
        body: searchBody(params),
        idempotent: true,
      })
    })
    .get('/ads', (c) => {
      const params = checked(parseSearchQuery(query(c), { platforms: true }))
      return forwardPage(c, deps, { method: 'GET', path: `/ads${searchQuery(params)}`, idempotent: true })
    })
    .get('/tiktok/ads', (c) => {
      const params = checked(parseSearchQuery(query(c), { platforms: false }))
      return forwardPage(c, deps, {
        method: 'GET',
        path: `/tiktok/ads${searchQuery(params)}`,
        idempotent: true,
      })
    })
}

function checked(parsed: Parsed<SearchParams>): SearchParams {
  if (!parsed.ok) throw parameterProblem(parsed.issues)
  return parsed.value
}

async function forwardPage(c: Context<ApiEnv>, deps: UpstreamDeps, request: UpstreamRequest) {
  const answer = await deps.client.json({ ...request, signal: c.req.raw.signal })
  const page = shapeOf(deps, UpstreamPage, answer, 'a page of ads ({ data, pagination })')
  const { kept, dropped } = keepValid(page.data, deps.ad, fieldOf('id'))
  reportDropped(c, deps, dropped, page.data.length, 'ads')
  const body: AdList = { data: kept, pagination: page.pagination }
  return c.json(body)
}
