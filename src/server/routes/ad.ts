import { Hono } from 'hono'
import type { OneAd } from '../../contract/ad'
import type { ApiEnv } from '../http/caller'
import { ProblemError, parameterProblem, wrongMethod } from '../http/problem'
import { requestOrigin } from '../http/request-origin'
import { type ApiDeps, callOf } from './api-deps'
import { publicAd } from './public-ad'
import { singleParameters } from './single-parameters'

/** `GET /ads/{id}`: one ad, for shareable detail links. */
export function adRoutes({ service, config }: ApiDeps) {
  return (
    new Hono<ApiEnv>()
      // Without this, `GET /ads/query` would look up an ad called "query" and answer 404.
      .get('/ads/query', () => {
        throw wrongMethod('GET', ['POST'])
      })
      .get('/ads/:id', async (c) => {
        const id = checkedAdId(c.req.param('id'), new URL(c.req.url).searchParams)
        const ad = await service.getAd(id, callOf(c))
        if (!ad) throw noSuchAd(id)
        const body: OneAd = { data: publicAd(ad, requestOrigin(c, config.publicUrl)) }
        return c.json(body)
      })
  )
}

/** The id of `GET /ads/{id}`. */
function checkedAdId(id: string, query: URLSearchParams): string {
  const { issues } = singleParameters(query, [])
  if (issues.length > 0) throw parameterProblem(issues)
  // No id is that long: answered here, without a look-up.
  if (id.length > 200) throw noSuchAd(id)
  return id
}

function noSuchAd(id: string): ProblemError {
  const detail = `There is no ad with id '${id.slice(0, 80)}'`
  return new ProblemError(404, 'not_found', detail, [{ parameter: 'id', detail }])
}
