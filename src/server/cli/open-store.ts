import { join } from 'node:path'
import { type Config, ConfigError } from '../config'
import type { AdStore } from '../store/ad-store'
import { openSqliteStore } from '../store/sqlite/sqlite-store'

export const sqliteFile = (dataDir: string) => join(dataDir, 'ads.sqlite')

/** The store the configuration asks for. Only the embedded SQLite store exists so far. */
export function openStore(config: Config): AdStore {
  if (config.databaseUrl) {
    throw new ConfigError('ADS_DATABASE_URL is set, but this version has only the SQLite store; unset it')
  }
  if (config.upstream) {
    throw new ConfigError('ADS_UPSTREAM_URL is set, but upstream mode is not available yet; unset it')
  }
  return openSqliteStore({ file: sqliteFile(config.dataDir) })
}
