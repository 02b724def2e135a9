import { Hono } from 'hono'
import type { AppConfig } from '../config'
import { type ApiEnv, requireAccess } from '../http/auth'
import type { Metrics } from '../http/metrics'

export interface MetricsRoutesOptions {
  config: AppConfig
  metrics: Metrics
}

/**
 * `GET /metrics` in Prometheus' text format, behind the same access check as /api/v1: request counts,
 * latencies and index figures tell an outsider how the service is used.
 */
export function metricsRoutes({ config, metrics }: MetricsRoutesOptions) {
  return new Hono<ApiEnv>().use(requireAccess(config)).get('/', async (c) =>
    c.body(await metrics.scrape(), 200, {
      'Content-Type': metrics.contentType,
      'Cache-Control': 'no-store',
    }),
  )
}
