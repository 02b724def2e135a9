import { Hono } from 'hono'
import type { SearchFilters } from '../../contract/filters'
import { type ParameterIssue, parseSearchQuery } from '../../contract/search-request'
import {
  type AdvertiserAnswer,
  type SimilarAnswer,
  TIMELINE_INTERVALS,
  type TimelineAnswer,
  type TimelineInterval,
} from '../../contract/stats'
import type { ApiEnv } from '../http/caller'
import { ProblemError, parameterProblem } from '../http/problem'
import { requestOrigin } from '../http/request-origin'
import type { AdvertiserRequest, SimilarRequest } from '../service/ad-service'
import { type ApiDeps, callOf, dataOf } from './api-deps'
import { publicAd } from './public-ad'
import { singleParameters } from './single-parameters'

/** Paging parameters shape a page of ads, not the set counted: a timeline refuses them. */
const PAGING = ['limit', 'cursor']
const DATE_RANGE = ['started_after', 'started_before'] as const
const SIMILAR_DEFAULT = 12
const SIMILAR_MAX = 50

/**
 * The pattern endpoints (extensions of the spec, docs/decisions/0012): the timeline over a search,
 * an advertiser's dashboard, and the ads similar to one.
 */
export function patternRoutes({ service, config }: ApiDeps) {
  return new Hono<ApiEnv>()
    .get('/stats/timeline', async (c) => {
      const request = timelineQuery(new URL(c.req.url).searchParams)
      const body: TimelineAnswer = { data: dataOf(c, await service.timeline(request, callOf(c))) }
      return c.json(body)
    })
    .get('/advertisers/:id', async (c) => {
      const id = c.req.param('id')
      const range = dateRange(new URL(c.req.url).searchParams)
      const answer = id.length > 200 ? null : await service.advertiser(id, range, callOf(c))
      if (!answer) throw notFound('advertiser', id)
      const origin = requestOrigin(c, config.publicUrl)
      const profile = dataOf(c, answer)
      const body: AdvertiserAnswer = {
        data: { ...profile, winners: profile.winners.map((ad) => publicAd(ad, origin)) },
      }
      return c.json(body)
    })
    .get('/ads/:id/similar', async (c) => {
      const id = c.req.param('id')
      const request = similarQuery(new URL(c.req.url).searchParams)
      const answer = id.length > 200 ? null : await service.similar(id, request, callOf(c))
      if (!answer) throw notFound('ad', id)
      const origin = requestOrigin(c, config.publicUrl)
      const body: SimilarAnswer = {
        data: dataOf(c, answer).map(({ similarity, ad }) => ({ similarity, ad: publicAd(ad, origin) })),
      }
      return c.json(body)
    })
}

/** The search parameters (sort is taken and does not matter) and an optional interval. */
function timelineQuery(query: URLSearchParams): { filters: SearchFilters; interval?: TimelineInterval } {
  const rest = new URLSearchParams([...query].filter(([key]) => key !== 'interval'))
  const { values, issues } = singleParameters(
    new URLSearchParams([...query].filter(([key]) => key === 'interval')),
    ['interval'],
  )
  const interval = values.interval
  if (interval !== undefined && !isInterval(interval)) {
    const detail = `expected one of ${TIMELINE_INTERVALS.join(', ')}; leave it out to have it chosen from the range`
    issues.push({ parameter: 'interval', detail, unknown: false })
  }
  for (const key of PAGING) {
    if (!rest.has(key)) continue
    issues.push({
      parameter: key,
      detail: `'${key}' pages through ads; a timeline counts them all`,
      unknown: true,
    })
    rest.delete(key)
  }
  const parsed = parseSearchQuery(rest, { platforms: true })
  if (!parsed.ok) issues.push(...parsed.issues)
  if (issues.length > 0 || !parsed.ok) throw parameterProblem(issues)
  const { sort: _sort, limit: _limit, cursor: _cursor, ...filters } = parsed.value
  return { filters, ...(interval && isInterval(interval) && { interval }) }
}

/** A dashboard's date range: `started_after` and `started_before`, checked as a search checks them. */
function dateRange(query: URLSearchParams): AdvertiserRequest {
  const issues: ParameterIssue[] = []
  const range = new URLSearchParams()
  for (const key of new Set(query.keys())) {
    if ((DATE_RANGE as readonly string[]).includes(key)) {
      for (const value of query.getAll(key)) range.append(key, value)
    } else {
      const detail = `unknown parameter '${key}'; an advertiser takes ${DATE_RANGE.join(' and ')}`
      issues.push({ parameter: key, detail, unknown: true })
    }
  }
  const parsed = parseSearchQuery(range, { platforms: true })
  if (!parsed.ok) issues.push(...parsed.issues)
  if (issues.length > 0 || !parsed.ok) throw parameterProblem(issues)
  const { started_after, started_before } = parsed.value
  return { ...(started_after && { started_after }), ...(started_before && { started_before }) }
}

function similarQuery(query: URLSearchParams): SimilarRequest {
  const { values, issues } = singleParameters(query, ['limit', 'exclude_same_advertiser'])
  let limit = SIMILAR_DEFAULT
  if (values.limit !== undefined) {
    limit = Number(values.limit)
    if (!/^\d+$/.test(values.limit) || limit < 1 || limit > SIMILAR_MAX) {
      issues.push({ parameter: 'limit', detail: `a whole number from 1 to ${SIMILAR_MAX}`, unknown: false })
    }
  }
  const exclude = values.exclude_same_advertiser
  if (exclude !== undefined && exclude !== 'true' && exclude !== 'false') {
    issues.push({ parameter: 'exclude_same_advertiser', detail: 'true or false', unknown: false })
  }
  if (issues.length > 0) throw parameterProblem(issues)
  // Other advertisers by default: the ad's own copies are its versions (GET /ads/{id}/versions), not inspiration.
  return { limit, excludeSameAdvertiser: exclude !== 'false' }
}

function notFound(what: 'ad' | 'advertiser', id: string): ProblemError {
  const detail =
    what === 'ad'
      ? `There is no ad with id '${id.slice(0, 80)}'`
      : `No current ads of an advertiser with id '${id.slice(0, 80)}'`
  return new ProblemError(404, 'not_found', detail, [{ parameter: 'id', detail }])
}

const isInterval = (value: string): value is TimelineInterval =>
  (TIMELINE_INTERVALS as readonly string[]).includes(value)
