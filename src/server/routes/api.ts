import { Hono } from 'hono'
import { methodNotAllowed } from 'hono/method-not-allowed'
import type { AppConfig } from '../config'
import { type ApiEnv, requireAccess } from '../http/auth'
import { noEndpoint, problemResponse, wrongMethod } from '../http/problem'
import { rateLimit } from '../http/rate-limit'
import type { AdService } from '../service/ad-service'
import type { ApiKeyRecords } from '../workspace/api-keys'
import { adRoutes } from './ad'
import { facetRoutes } from './facets'
import { lookupRoutes } from './lookup'
import { searchRoutes } from './search'

export interface ApiOptions {
  service: AdService
  config: AppConfig
  clock: () => number
  keys?: Pick<ApiKeyRecords, 'check'>
}

/**
 * Everything under /api/v1: access and rate limit first, then the endpoints, then a 404 for the rest.
 * The same routes serve the local index and upstream mode: access is always checked here, and only
 * then does the service answer, here or upstream with the server's own key.
 */
export function apiRoutes({ service, config, clock, keys }: ApiOptions) {
  const api = new Hono<ApiEnv>()
  // Outermost, so that a known path asked with the wrong method answers 405 with Allow, not 404.
  api.use(
    methodNotAllowed({
      app: api,
      onMethodNotAllowed: (c, methods) => problemResponse(c, wrongMethod(c.req.method, methods)),
    }),
  )
  api.use(requireAccess(config, keys))
  if (config.rateLimit) api.use(rateLimit(config.rateLimit, clock))
  const deps = { service, config }
  return api
    .route('/', searchRoutes(deps))
    .route('/', adRoutes(deps))
    .route('/', lookupRoutes(deps))
    .route('/', facetRoutes(deps))
    .all('*', (c) => problemResponse(c, noEndpoint(c.req.path)))
}
