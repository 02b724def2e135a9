import { Hono } from 'hono'
import { methodNotAllowed } from 'hono/method-not-allowed'
import type { AppConfig } from '../config'
import { type ApiEnv, identify } from '../http/caller'
import { noEndpoint, problemResponse, wrongMethod } from '../http/problem'
import { rateLimit, upstreamBudget } from '../http/rate-limit'
import type { Importer } from '../imports/store-importer'
import type { AdService } from '../service/ad-service'
import type { Team } from '../workspace/team'
import { adRoutes } from './ad'
import { boardExportRoutes } from './board-export'
import { boardRoutes, sharedBoardRoutes } from './boards'
import { exportRoutes } from './exports'
import { facetRoutes } from './facets'
import { importRoutes } from './imports'
import { lookupRoutes } from './lookup'
import { patternRoutes } from './patterns'
import { searchRoutes } from './search'
import { joinRoutes, teamRoutes } from './team'
import { versionRoutes } from './versions'
import { watchingRoutes } from './watching'

export interface ApiOptions {
  service: AdService
  config: AppConfig
  team: Team
  importer?: Importer | undefined
}

/**
 * Everything under /api/v1: taking up a welcome or invitation link and reading a shared board (open
 * to all), then who is
 * calling and their rate limit, then the endpoints, then a 404 for the rest. The same routes serve
 * the local index and upstream mode: access is always checked here, and only then does the service
 * answer, here or upstream with the server's own key.
 */
export function apiRoutes({ service, config, team, importer }: ApiOptions) {
  const api = new Hono<ApiEnv>()
  // Outermost, so that a known path asked with the wrong method answers 405 with Allow, not 404.
  api.use(
    methodNotAllowed({
      app: api,
      onMethodNotAllowed: (c, methods) => problemResponse(c, wrongMethod(c.req.method, methods)),
    }),
  )
  api.route('/join', joinRoutes({ team }))
  api.route('/shared/boards', sharedBoardRoutes({ config, team }))
  api.use(identify(config, team))
  api.use(rateLimit(team.limits, config.rateLimit, config.keyRateLimit))
  api.route('/', teamRoutes({ config, team }))
  api.route('/', boardRoutes({ service, config, team }))
  api.route('/', watchingRoutes({ service, config, team }))
  api.route('/', boardExportRoutes({ config, team }))
  api.route('/', importRoutes({ importer, config }))
  // Only what reaches the upstream is counted against its budget.
  if (config.upstream && config.access === 'public')
    api.use(upstreamBudget(team.limits, config.upstreamBudget ?? 60))
  const deps = { service, config }
  return api
    .route('/', searchRoutes(deps))
    .route('/', adRoutes(deps))
    .route('/', lookupRoutes(deps))
    .route('/', facetRoutes(deps))
    .route('/', patternRoutes(deps))
    .route('/', versionRoutes(deps))
    .route('/', exportRoutes(deps))
    .all('*', (c) => problemResponse(c, noEndpoint(c.req.path)))
}
