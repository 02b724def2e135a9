import { Hono } from 'hono'
import { z } from 'zod'
import type { FacetList } from '../../contract/facets'
import type { ApiEnv } from '../http/auth'
import { facetQuery } from '../routes/facets'
import { searchQuery } from './forwarded-search'
import { fieldOf, figure, keepValid, ListBody } from './tolerant'
import { reportDropped, shapeOf, type UpstreamDeps } from './upstream-deps'

/** A value with its label and count; a bare value, or one without a count, is read as well. */
const UpstreamFacetValue = z.union([
  z.string().transform((value) => ({ value, label: value, count: 0 })),
  z
    .object({
      value: z.union([z.string(), z.number()]).transform(String),
      label: z.string().nullish(),
      count: figure,
    })
    .transform(({ value, label, count }) => ({ value, label: label || value, count })),
])

/** `GET /facets/{facet}`, forwarded. Its answer is "not shown" in the spec: a bare array, `{ data }` or `{ facet, data }`. */
export function upstreamFacetRoutes(deps: UpstreamDeps) {
  return new Hono<ApiEnv>().get('/facets/:facet', async (c) => {
    const { facet, request } = facetQuery(c.req.param('facet'), new URL(c.req.url).searchParams)
    const extra: Record<string, string> = request.search ? { search: request.search } : {}
    const path = `/facets/${facet}${searchQuery(request.filters ?? {}, extra)}`
    const answer = await deps.client.json({ method: 'GET', path, idempotent: true, signal: c.req.raw.signal })
    const items = shapeOf(deps, ListBody, answer, 'a list of facet values')
    const { kept, dropped } = keepValid(items, UpstreamFacetValue, fieldOf('value'))
    reportDropped(c, deps, dropped, items.length, 'facet values')
    const body: FacetList = { facet, data: kept }
    return c.json(body)
  })
}
