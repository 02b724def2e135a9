import { Hono } from 'hono'
import { z } from 'zod'
import type { LookupResult } from '../../contract/lookup'
import type { ApiEnv } from '../http/auth'
import { lookupQuery } from '../routes/lookup'
import { fieldOf, figure, keepValid, ListBody, orEmpty, text } from './tolerant'
import { reportDropped, shapeOf, type UpstreamDeps } from './upstream-deps'

const UpstreamAdvertiser = z.object({
  id: z.string().min(1),
  name: text,
  ads_count: figure,
  domains: orEmpty(z.array(z.string()), [] as string[]),
})

/** `GET /lookup`, forwarded: the spec shows neither its parameters nor its answer, so both forms are read. */
export function upstreamLookupRoutes(deps: UpstreamDeps) {
  return new Hono<ApiEnv>().get('/lookup', async (c) => {
    const { q, limit } = lookupQuery(new URL(c.req.url).searchParams)
    const path = `/lookup?q=${encodeURIComponent(q)}&limit=${limit}`
    const answer = await deps.client.json({ method: 'GET', path, idempotent: true, signal: c.req.raw.signal })
    const items = shapeOf(deps, ListBody, answer, 'a list of advertisers')
    const { kept, dropped } = keepValid(items, UpstreamAdvertiser, fieldOf('id'))
    reportDropped(c, deps, dropped, items.length, 'advertisers')
    const body: LookupResult = { data: kept.slice(0, limit) }
    return c.json(body)
  })
}
