import type { Context } from 'hono'
import type { AppConfig } from '../config'
import type { AdService, Answer, Call } from '../service/ad-service'

/** What every /api/v1 route module is built from: the service (local or upstream) and the configuration. */
export interface ApiDeps {
  service: AdService
  config: AppConfig
}

/** The client's request as a service call: when the client goes away, so does the work for it. */
export const callOf = (c: Context): Call => ({ signal: c.req.raw.signal })

/** The answer's data; records an upstream sent that broke the contract are counted in `Upstream-Dropped`. */
export function dataOf<T>(c: Context, answer: Answer<T>): T {
  if (answer.dropped) c.header('Upstream-Dropped', String(answer.dropped))
  return answer.data
}
