import { Hono } from 'hono'
import type { Logger } from 'pino'
import type { AppConfig } from './config'
import { createMetrics, type Metrics } from './http/metrics'
import { onError } from './http/on-error'
import { noEndpoint, problemResponse } from './http/problem'
import { requestLog, silentLogger } from './http/request-log'
import { requestSource } from './http/request-origin'
import { securityHeaders } from './http/security-headers'
import { closeConnectionsWhenStopping } from './http/stopping'
import { apiRoutes } from './routes/api'
import { apiDocsRoutes } from './routes/api-docs'
import { healthRoutes } from './routes/health'
import { mcpRoutes } from './routes/mcp'
import { mediaImageRoutes } from './routes/media-images'
import { metricsRoutes } from './routes/metrics'
import { webAppRoutes } from './routes/web-app'
import type { AdService } from './service/ad-service'
import type { ApiKeyRecords } from './workspace/api-keys'

export interface AppOptions {
  /** What answers /api/v1: the local indexed store, or the upstream (`localService`, `upstreamService`). */
  service: AdService
  config: AppConfig
  /** Milliseconds since the epoch; tests pass their own to drive rate limits. */
  clock?: () => number
  /** Where a line per request goes (`requestLogger()`: standard output); tests capture it. Default: nowhere. */
  logger?: Logger
  /** Default: this app's own, without Node's process metrics. */
  metrics?: Metrics
  /** True once the process has begun to stop: /readyz then turns load balancers away. */
  isStopping?: () => boolean
  /** The keys kept in the store, accepted besides the configuration's (ADS_API_KEYS). */
  keys?: Pick<ApiKeyRecords, 'check'>
}

/**
 * The whole server as one Hono app: the API under /api/v1 (over the local index, or forwarded to
 * the upstream), generated images, and the built web app.
 */
export function createApp({
  service,
  config,
  clock = Date.now,
  logger = silentLogger(),
  metrics = createMetrics(service),
  isStopping = () => false,
  keys,
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
  // The OpenAPI document and its reference page come first: they need no key.
  app.route('/api', apiDocsRoutes())
  app.route('/api/v1', apiRoutes({ service, config, clock, keys }))
  app.all('/api/*', (c) => problemResponse(c, noEndpoint(c.req.path)))
  app.route('/', healthRoutes({ service, isStopping }))
  app.route('/metrics', metricsRoutes({ config, metrics, keys }))
  app.route('/mcp', mcpRoutes({ config, keys, app: (request) => app.request(request) }))
  app.route('/', mediaImageRoutes())
  app.route('/', webAppRoutes({ config, app: (request) => app.request(request) }))
  app.notFound((c) => problemResponse(c, noEndpoint(c.req.path)))
  app.onError(onError)
  return app
}
