import type { AppConfig } from '../config'
import type { AdStore } from '../store/ad-store'

/** What every /api/v1 route module over the local index is built from. */
export interface ApiDeps {
  store: AdStore
  config: AppConfig
  clock: () => number
}

/** What /api/v1 is built from: the local index, or none when `config.upstream` answers instead. */
export type ApiOptions = Omit<ApiDeps, 'store'> & { store?: AdStore | undefined }
