import { Hono } from 'hono'
import type { VersionsAnswer } from '../../contract/versions'
import type { ApiEnv } from '../http/caller'
import { ProblemError, parameterProblem } from '../http/problem'
import { requestOrigin } from '../http/request-origin'
import { adVersions } from '../service/ad-versions'
import { type ApiDeps, callOf } from './api-deps'
import { publicAd } from './public-ad'
import { singleParameters } from './single-parameters'

/** Extension `GET /ads/{id}/versions`: the ad's copies (contract/versions.ts), newest first. */
export function versionRoutes({ service, config }: ApiDeps) {
  return new Hono<ApiEnv>().get('/ads/:id/versions', async (c) => {
    const id = c.req.param('id')
    const { issues } = singleParameters(new URL(c.req.url).searchParams, [])
    if (issues.length > 0) throw parameterProblem(issues)
    const ad = id.length > 200 ? null : await service.getAd(id, callOf(c))
    if (!ad) {
      const detail = `There is no ad with id '${id.slice(0, 80)}'`
      throw new ProblemError(404, 'not_found', detail, [{ parameter: 'id', detail }])
    }
    const origin = requestOrigin(c, config.publicUrl)
    const copies = await adVersions(service, ad, callOf(c))
    const body: VersionsAnswer = { data: copies.map((copy) => publicAd(copy, origin)) }
    return c.json(body)
  })
}
