import { Hono } from 'hono'
import type { AppConfig } from '../config'
import { type ApiEnv, allow, identify } from '../http/caller'
import type { Metrics } from '../http/metrics'
import type { Team } from '../workspace/team'

export interface MetricsRoutesOptions {
  config: AppConfig
  metrics: Metrics
  team: Team
}

/**
 * `GET /metrics` in Prometheus' text format, behind the same access check as /api/v1 (and never for anonymous visitors): request counts,
 * latencies and index figures tell an outsider how the service is used.
 */
export function metricsRoutes({ config, metrics, team }: MetricsRoutesOptions) {
  return new Hono<ApiEnv>()
    .use(identify(config, team))
    .use(allow('viewer'))
    .get('/', async (c) =>
      c.body(await metrics.scrape(), 200, {
        'Content-Type': metrics.contentType,
        'Cache-Control': 'no-store',
      }),
    )
}
