import { Hono } from 'hono'
import { ProblemError, problemResponse } from '../http/problem'
import type { AdService } from '../service/ad-service'

export interface HealthOptions {
  service: AdService
  /** True once the process has begun to stop (SIGTERM): it finishes what it has and takes nothing new. */
  isStopping: () => boolean
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * Probes for whatever runs the process, without a key (they reveal nothing private): `/healthz` says
 * the process lives (restart it when not), `/readyz` whether it answers searches correctly now (send
 * it traffic only then).
 */
export function healthRoutes({ service, isStopping }: HealthOptions) {
  return new Hono()
    .get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE))
    .get('/readyz', async (c) => {
      const readiness = isStopping()
        ? { ready: false, reason: 'the server is stopping' }
        : await service.readiness()
      // Ads being tagged again by newer rules: searches answer meanwhile, so the node is ready, and says how far.
      const retagging = readiness.retagging && {
        retagging: { rules_version: readiness.retagging.rulesVersion, ads_left: readiness.retagging.left },
      }
      if (readiness.ready) return c.json({ status: 'ready', ...retagging }, 200, NO_STORE)
      const problem = new ProblemError(503, 'not_ready', `Not ready: ${readiness.reason}`, [], NO_STORE)
      return problemResponse(c, problem)
    })
}
