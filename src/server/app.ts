import { Hono } from 'hono'
import type { AppConfig } from './config'
import { onError } from './http/on-error'
import { noEndpoint, problemResponse } from './http/problem'
import { securityHeaders } from './http/security-headers'
import { apiRoutes } from './routes/api'
import { mediaImageRoutes } from './routes/media-images'
import { webAppRoutes } from './routes/web-app'
import type { AdStore } from './store/ad-store'

export interface AppOptions {
  store: AdStore
  config: AppConfig
  /** Milliseconds since the epoch; tests pass their own to drive rate limits. */
  clock?: () => number
}

/** The whole server as one Hono app: the API under /api/v1, generated images, and the built web app. */
export function createApp({ store, config, clock = Date.now }: AppOptions) {
  const app = new Hono()
  app.use(securityHeaders())
  app.use('/api/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.route('/api/v1', apiRoutes({ store, config, clock }))
  app.all('/api/*', (c) => problemResponse(c, noEndpoint(c.req.path)))
  app.route('/', mediaImageRoutes())
  app.route('/', webAppRoutes(config))
  app.notFound((c) => problemResponse(c, noEndpoint(c.req.path)))
  app.onError(onError)
  return app
}
