import { type Context, Hono } from 'hono'
import type { AdList } from '../../contract/ad'
import type { SearchParams } from '../../contract/search-params'
import { type Parsed, parseSearchBody, parseSearchQuery } from '../../contract/search-request'
import type { ApiEnv } from '../http/caller'
import { readJsonBody } from '../http/json-body'
import { parameterProblem } from '../http/problem'
import { requestOrigin } from '../http/request-origin'
import type { SearchEndpoint } from '../service/ad-service'
import { type ApiDeps, callOf, dataOf } from './api-deps'
import { publicAd } from './public-ad'

/** Spec 4.2 and 4.3: one search, three ways in. */
export function searchRoutes(deps: ApiDeps) {
  const query = (c: Context) => new URL(c.req.url).searchParams
  return new Hono<ApiEnv>()
    .post('/ads/query', async (c) => searchPage(c, deps, parseSearchBody(await readJsonBody(c)), 'query'))
    .get('/ads', (c) => searchPage(c, deps, parseSearchQuery(query(c), { platforms: true }), 'ads'))
    .get('/tiktok/ads', (c) => {
      const parsed = parseSearchQuery(query(c), { platforms: false })
      const locked: Parsed<SearchParams> = parsed.ok
        ? { ok: true, value: { ...parsed.value, platforms: ['tiktok'] } }
        : parsed
      return searchPage(c, deps, locked, 'tiktok')
    })
}

/** Checked parameters to a page of ads, whoever answers the search. */
async function searchPage(
  c: Context<ApiEnv>,
  { service, config }: ApiDeps,
  parsed: Parsed<SearchParams>,
  endpoint: SearchEndpoint,
) {
  if (!parsed.ok) throw parameterProblem(parsed.issues)
  const page = dataOf(c, await service.search({ params: parsed.value, endpoint }, callOf(c)))
  if (page.plan) {
    // The plan the search took, and why, for whoever asks why a search is slow (pg-search/README.md).
    c.header('Server-Timing', serverTiming('plan', `${page.plan.name}: ${page.plan.reason}`))
    c.set('searchPlan', page.plan.name)
  }
  const origin = requestOrigin(c, config.publicUrl)
  const body: AdList = {
    data: page.ads.map((ad) => publicAd(ad, origin)),
    pagination: { total: page.total, next_cursor: page.nextCursor },
  }
  return c.json(body)
}

/** A Server-Timing entry with a description: a quoted string, its quotes and backslashes escaped. */
const serverTiming = (name: string, description: string) =>
  `${name};desc="${description.replace(/["\\]/g, (c) => `\\${c}`)}"`
