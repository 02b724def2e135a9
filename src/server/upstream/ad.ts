import { Hono } from 'hono'
import { z } from 'zod'
import type { OneAd } from '../../contract/ad'
import type { ApiEnv } from '../http/auth'
import { wrongMethod } from '../http/problem'
import { checkedAdId } from '../routes/ad'
import { firstIssue } from './tolerant'
import { shapeOf, type UpstreamDeps } from './upstream-deps'
import { unusableAnswer } from './upstream-failures'

/** `{ data: Ad }`, or the ad itself (the spec does not show this endpoint's answer). */
const OneUpstreamAd = z.union([
  z.object({ data: z.looseObject({ id: z.unknown() }) }).transform((body) => body.data),
  z.looseObject({ id: z.unknown() }),
])

/** `GET /ads/{id}`, forwarded; the upstream's 404 comes back as ours. */
export function upstreamAdRoutes(deps: UpstreamDeps) {
  return new Hono<ApiEnv>()
    .get('/ads/query', () => {
      throw wrongMethod('GET', ['POST'])
    })
    .get('/ads/:id', async (c) => {
      const id = checkedAdId(c.req.param('id'), new URL(c.req.url).searchParams)
      const path = `/ads/${encodeURIComponent(id)}`
      const answer = await deps.client.json({
        method: 'GET',
        path,
        idempotent: true,
        signal: c.req.raw.signal,
      })
      const raw = shapeOf(deps, OneUpstreamAd, answer, 'an ad ({ data: Ad })')
      const ad = deps.ad.safeParse(raw)
      if (!ad.success) {
        // One ad cannot be left out of its own page: the client learns that it exists but cannot be shown.
        const failure = unusableAnswer(
          deps.client.host,
          `an ad this server cannot pass on (${firstIssue(ad.error)})`,
        )
        deps.log(`[ads] upstream GET ${path}: ${failure.reason}`)
        throw failure.problem
      }
      const body: OneAd = { data: ad.data }
      return c.json(body)
    })
}
