import { Hono } from 'hono'
import { methodNotAllowed } from 'hono/method-not-allowed'
import { type ApiEnv, requireAccess } from '../http/auth'
import { noEndpoint, problemResponse, wrongMethod } from '../http/problem'
import { rateLimit } from '../http/rate-limit'
import { adRoutes } from './ad'
import type { ApiDeps } from './api-deps'
import { facetRoutes } from './facets'
import { lookupRoutes } from './lookup'
import { searchRoutes } from './search'

/** Everything under /api/v1: access and rate limit first, then the endpoints, then a 404 for the rest. */
export function apiRoutes(deps: ApiDeps) {
  const api = new Hono<ApiEnv>()
  // Outermost, so that a known path asked with the wrong method answers 405 with Allow, not 404.
  api.use(
    methodNotAllowed({
      app: api,
      onMethodNotAllowed: (c, methods) => problemResponse(c, wrongMethod(c.req.method, methods)),
    }),
  )
  api.use(requireAccess(deps.config))
  if (deps.config.rateLimit) api.use(rateLimit(deps.config.rateLimit, deps.clock))
  return api
    .route('/', searchRoutes(deps))
    .route('/', adRoutes(deps))
    .route('/', lookupRoutes(deps))
    .route('/', facetRoutes(deps))
    .all('*', (c) => problemResponse(c, noEndpoint(c.req.path)))
}
