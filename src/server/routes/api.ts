import { Hono } from 'hono'
import { methodNotAllowed } from 'hono/method-not-allowed'
import { type ApiEnv, requireAccess } from '../http/auth'
import { noEndpoint, problemResponse, wrongMethod } from '../http/problem'
import { rateLimit } from '../http/rate-limit'
import { upstreamDeps } from '../upstream/upstream-deps'
import { upstreamRoutes } from '../upstream/upstream-routes'
import { adRoutes } from './ad'
import type { ApiDeps, ApiOptions } from './api-deps'
import { facetRoutes } from './facets'
import { lookupRoutes } from './lookup'
import { searchRoutes } from './search'

/**
 * Everything under /api/v1: access and rate limit first, then the endpoints, then a 404 for the rest.
 * Access is checked here in upstream mode too; only then is a request forwarded, with the server's key.
 */
export function apiRoutes({ store, config, clock }: ApiOptions) {
  const api = new Hono<ApiEnv>()
  // Outermost, so that a known path asked with the wrong method answers 405 with Allow, not 404.
  api.use(
    methodNotAllowed({
      app: api,
      onMethodNotAllowed: (c, methods) => problemResponse(c, wrongMethod(c.req.method, methods)),
    }),
  )
  api.use(requireAccess(config))
  if (config.rateLimit) api.use(rateLimit(config.rateLimit, clock))
  const endpoints = config.upstream
    ? upstreamRoutes(upstreamDeps(config.upstream, clock))
    : localRoutes({ store: storeOf(store), config, clock })
  return api.route('/', endpoints).all('*', (c) => problemResponse(c, noEndpoint(c.req.path)))
}

function localRoutes(deps: ApiDeps) {
  return new Hono<ApiEnv>()
    .route('/', searchRoutes(deps))
    .route('/', adRoutes(deps))
    .route('/', lookupRoutes(deps))
    .route('/', facetRoutes(deps))
}

function storeOf(store: ApiOptions['store']) {
  if (!store) throw new Error('createApp needs a store, unless config.upstream is set')
  return store
}
