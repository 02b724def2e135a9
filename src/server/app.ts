import { Hono } from 'hono'
import type { Logger } from 'pino'
import type { AppConfig } from './config'
import { identify } from './http/caller'
import { createMetrics, type Metrics } from './http/metrics'
import { refuseNulParameters } from './http/nul-parameters'
import { errorHandler } from './http/on-error'
import { noEndpoint, problemResponse } from './http/problem'
import { requestLog, silentLogger } from './http/request-log'
import { requestSource } from './http/request-origin'
import { securityHeaders } from './http/security-headers'
import { closeConnectionsWhenStopping } from './http/stopping'
import type { Importer } from './imports/store-importer'
import { apiRoutes } from './routes/api'
import { apiDocsRoutes } from './routes/api-docs'
import { authRoutes } from './routes/auth'
import { healthRoutes } from './routes/health'
import { mcpRoutes } from './routes/mcp'
import { mediaImageRoutes } from './routes/media-images'
import { metricsRoutes } from './routes/metrics'
import { savedMediaRoutes } from './routes/saved-media'
import { sharedMediaGate } from './routes/shared-media'
import { webAppRoutes } from './routes/web-app'
import type { AdService } from './service/ad-service'
import type { Team } from './workspace/team'

export interface AppOptions {
  /** What answers /api/v1: the local indexed store, or the upstream (`localService`, `upstreamService`). */
  service: AdService
  config: AppConfig
  /** Where a line per request goes (`requestLogger()`: standard output); tests capture it. Default: nowhere. */
  logger?: Logger
  /** Default: this app's own, without Node's process metrics. */
  metrics?: Metrics
  /** True once the process has begun to stop: /readyz then turns load balancers away. */
  isStopping?: () => boolean
  /** The people, sessions, keys and shared limits, kept in the store (workspace/team.ts). */
  team: Team
  /** Takes ads in over `POST /api/v1/imports`; absent where there is no local index to write. */
  importer?: Importer
}

/**
 * The whole server as one Hono app: the API under /api/v1 (over the local index, or forwarded to
 * the upstream), generated images, and the built web app.
 */
export function createApp({
  service,
  config,
  logger = silentLogger(),
  metrics = createMetrics(service),
  isStopping = () => false,
  team,
  importer,
}: AppOptions) {
  const app = new Hono()
  app.use(requestLog(logger, metrics.requestDone))
  app.use(requestSource(config))
  app.use(closeConnectionsWhenStopping(isStopping))
  app.use(securityHeaders())
  app.use('/api/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  // A NUL (%00) in a path or query parameter is a 400 naming it, whichever route would read it.
  for (const path of ['/api/*', '/mcp/*', '/media/*']) app.use(path, refuseNulParameters)
  // The OpenAPI document and its reference page come first: they need no key.
  app.route('/api', apiDocsRoutes())
  app.route('/api/auth', authRoutes({ config, team }))
  app.route('/api/v1', apiRoutes({ service, config, team, importer }))
  app.all('/api/*', (c) => problemResponse(c, noEndpoint(c.req.path)))
  app.route('/', healthRoutes({ service, isStopping }))
  app.route('/metrics', metricsRoutes({ config, metrics, team }))
  app.route('/mcp', mcpRoutes({ config, team, app: (request) => app.request(request) }))
  // Saved ads' media come first: shared boards show them to people without an account, and their
  // names are hashes of their content (routes/saved-media.ts).
  const savedMedia = config.savedMedia && team.boards.mediaStore(config.savedMedia.dir)
  app.route('/', savedMediaRoutes({ store: savedMedia }))
  // Media is the team's too: in private mode only people signed in and keys see it.
  // A board's share link opens the generated media its own ads show (routes/shared-media.ts).
  app.use('/media/*', sharedMediaGate(team, config, identify(config, team)))
  app.route('/', mediaImageRoutes({ access: config.access ?? 'private' }))
  app.route('/', webAppRoutes({ config, app: (request) => app.request(request) }))
  app.notFound((c) => problemResponse(c, noEndpoint(c.req.path)))
  app.onError(errorHandler())
  return app
}
