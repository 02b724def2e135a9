import type { AppConfig } from '../config'
import type { AdStore } from '../store/ad-store'

/** What every /api/v1 route module is built from. */
export interface ApiDeps {
  store: AdStore
  config: AppConfig
  clock: () => number
}
