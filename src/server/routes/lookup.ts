import { Hono } from 'hono'
import { LOOKUP_LIMIT_DEFAULT, type LookupResult } from '../../contract/lookup'
import { LookupParams } from '../../contract/lookup-params'
import { issuesOf } from '../../contract/search-request'
import type { ApiEnv } from '../http/caller'
import { parameterProblem } from '../http/problem'
import { type ApiDeps, callOf, dataOf } from './api-deps'
import { singleParameters } from './single-parameters'

/** `GET /lookup?q=&limit=`: advertisers for the advertiser filter, by name prefix or landing domain. */
export function lookupRoutes({ service }: ApiDeps) {
  return new Hono<ApiEnv>().get('/lookup', async (c) => {
    const { q, limit } = lookupQuery(new URL(c.req.url).searchParams)
    const body: LookupResult = { data: dataOf(c, await service.lookup(q, limit, callOf(c))) }
    return c.json(body)
  })
}

/** `q` and `limit` of a look-up: one value each, then the contract's schema. */
function lookupQuery(query: URLSearchParams): { q: string; limit: number } {
  const { values, issues } = singleParameters(query, ['q', 'limit'])
  // Query strings carry only text: a number-like limit becomes one, anything else is left to fail.
  const limit =
    values.limit !== undefined && /^-?\d+(\.\d+)?$/.test(values.limit) ? Number(values.limit) : values.limit
  const checked = LookupParams.safeParse({ ...values, ...(limit !== undefined && { limit }) })
  const named = new Set(issues.map(({ parameter }) => parameter))
  // A parameter given twice is reported once, as that, not also as missing.
  if (!checked.success)
    issues.push(...issuesOf(checked.error).filter(({ parameter }) => !named.has(parameter)))
  if (issues.length > 0 || !checked.success) throw parameterProblem(issues)
  return { q: checked.data.q, limit: checked.data.limit ?? LOOKUP_LIMIT_DEFAULT }
}
