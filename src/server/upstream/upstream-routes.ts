import { Hono } from 'hono'
import type { ApiEnv } from '../http/auth'
import { upstreamAdRoutes } from './ad'
import { upstreamFacetRoutes } from './facets'
import { upstreamLookupRoutes } from './lookup'
import { upstreamSearchRoutes } from './search'
import type { UpstreamDeps } from './upstream-deps'

/** The /api/v1 endpoints in upstream mode: the same paths as the local ones, answered by the upstream. */
export function upstreamRoutes(deps: UpstreamDeps) {
  return new Hono<ApiEnv>()
    .route('/', upstreamSearchRoutes(deps))
    .route('/', upstreamAdRoutes(deps))
    .route('/', upstreamLookupRoutes(deps))
    .route('/', upstreamFacetRoutes(deps))
}
