import { Hono } from 'hono'
import type { AppConfig } from './config'
import { onError } from './http/on-error'
import { noEndpoint, problemResponse } from './http/problem'
import { securityHeaders } from './http/security-headers'
import { apiRoutes } from './routes/api'
import { apiDocsRoutes } from './routes/api-docs'
import { mcpRoutes } from './routes/mcp'
import { mediaImageRoutes } from './routes/media-images'
import { webAppRoutes } from './routes/web-app'
import type { AdService } from './service/ad-service'

export interface AppOptions {
  /** What answers /api/v1: the local indexed store, or the upstream (`localService`, `upstreamService`). */
  service: AdService
  config: AppConfig
  /** Milliseconds since the epoch; tests pass their own to drive rate limits. */
  clock?: () => number
}

/**
 * The whole server as one Hono app: the API under /api/v1 (over the local index, or forwarded to
 * the upstream), generated images, and the built web app.
 */
export function createApp({ service, config, clock = Date.now }: AppOptions) {
  const app = new Hono()
  app.use(securityHeaders())
  app.use('/api/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  // The OpenAPI document and its reference page come first: they need no key.
  app.route('/api', apiDocsRoutes())
  app.route('/api/v1', apiRoutes({ service, config, clock }))
  app.all('/api/*', (c) => problemResponse(c, noEndpoint(c.req.path)))
  app.route('/mcp', mcpRoutes({ config, app: (request) => app.request(request) }))
  app.route('/', mediaImageRoutes())
  app.route('/', webAppRoutes({ config, app: (request) => app.request(request) }))
  app.notFound((c) => problemResponse(c, noEndpoint(c.req.path)))
  app.onError(onError)
  return app
}
