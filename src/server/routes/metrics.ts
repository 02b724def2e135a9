import { Hono } from 'hono'
import type { AppConfig } from '../config'
import { type ApiEnv, requireAccess } from '../http/auth'
import type { Metrics } from '../http/metrics'
import type { ApiKeyRecords } from '../workspace/api-keys'

export interface MetricsRoutesOptions {
  config: AppConfig
  metrics: Metrics
  keys?: Pick<ApiKeyRecords, 'check'>
}

/**
 * `GET /metrics` in Prometheus' text format, behind the same access check as /api/v1: request counts,
 * latencies and index figures tell an outsider how the service is used.
 */
export function metricsRoutes({ config, metrics, keys }: MetricsRoutesOptions) {
  return new Hono<ApiEnv>().use(requireAccess(config, keys)).get('/', async (c) =>
    c.body(await metrics.scrape(), 200, {
      'Content-Type': metrics.contentType,
      'Cache-Control': 'no-store',
    }),
  )
}
