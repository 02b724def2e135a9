import { Hono } from 'hono'
import { LOOKUP_LIMIT_MAX, LOOKUP_QUERY_MAX, type LookupResult } from '../../contract/lookup'
import type { ParameterIssue } from '../../contract/search-request'
import type { ApiEnv } from '../http/caller'
import { parameterProblem } from '../http/problem'
import { type ApiDeps, callOf, dataOf } from './api-deps'
import { singleParameters } from './single-parameters'

const LIMIT_DEFAULT = 10

/** `GET /lookup?q=&limit=`: advertisers for the advertiser filter, by name prefix or landing domain. */
export function lookupRoutes({ service }: ApiDeps) {
  return new Hono<ApiEnv>().get('/lookup', async (c) => {
    const { q, limit } = lookupQuery(new URL(c.req.url).searchParams)
    const body: LookupResult = { data: dataOf(c, await service.lookup(q, limit, callOf(c))) }
    return c.json(body)
  })
}

/** `q` and `limit` of a look-up. */
function lookupQuery(query: URLSearchParams): { q: string; limit: number } {
  const { values, issues } = singleParameters(query, ['q', 'limit'])
  const named = (parameter: string) => issues.some((issue) => issue.parameter === parameter)
  const q = values.q?.trim() ?? ''
  if (!named('q') && (q.length < 1 || q.length > LOOKUP_QUERY_MAX)) {
    issues.push(invalid('q', `required: 1 to ${LOOKUP_QUERY_MAX} characters of an advertiser name or domain`))
  }
  const limit = values.limit === undefined ? LIMIT_DEFAULT : wholeNumber(values.limit)
  if (!named('limit') && (limit === null || limit < 1 || limit > LOOKUP_LIMIT_MAX)) {
    issues.push(invalid('limit', `expected a whole number from 1 to ${LOOKUP_LIMIT_MAX}`))
  }
  if (issues.length > 0 || limit === null) throw parameterProblem(issues)
  return { q, limit }
}

const invalid = (parameter: string, detail: string): ParameterIssue => ({ parameter, detail, unknown: false })
const wholeNumber = (text: string) => (/^\d{1,6}$/.test(text) ? Number(text) : null)
