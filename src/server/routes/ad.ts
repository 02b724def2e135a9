import { Hono } from 'hono'
import type { OneAd } from '../../contract/ad'
import type { ApiEnv } from '../http/auth'
import { ProblemError, parameterProblem, wrongMethod } from '../http/problem'
import { requestOrigin } from '../http/request-origin'
import type { ApiDeps } from './api-deps'
import { publicAd } from './public-ad'
import { singleParameters } from './single-parameters'

/** `GET /ads/{id}`: one ad, for shareable detail links. */
export function adRoutes({ store, config }: ApiDeps) {
  return (
    new Hono<ApiEnv>()
      // Without this, `GET /ads/query` would look up an ad called "query" and answer 404.
      .get('/ads/query', () => {
        throw wrongMethod('GET', ['POST'])
      })
      .get('/ads/:id', async (c) => {
        const id = c.req.param('id')
        const { issues } = singleParameters(new URL(c.req.url).searchParams, [])
        if (issues.length > 0) throw parameterProblem(issues)
        const ad = id.length <= 200 ? await store.getAd(id) : null
        if (!ad) {
          const detail = `There is no ad with id '${id.slice(0, 80)}'`
          throw new ProblemError(404, 'not_found', detail, [{ parameter: 'id', detail }])
        }
        const body: OneAd = { data: publicAd(ad, requestOrigin(c, config.publicUrl)) }
        return c.json(body)
      })
  )
}
