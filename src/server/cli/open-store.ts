import { join } from 'node:path'
import { type Config, ConfigError } from '../config'
import type { AdStore } from '../store/ad-store'
import { openSqliteStore } from '../store/sqlite/sqlite-store'

export const sqliteFile = (dataDir: string) => join(dataDir, 'ads.sqlite')

/**
 * The store the configuration asks for. Only the embedded SQLite store exists so far. `command` names
 * what writes to it, for the message when upstream mode leaves no local index to use.
 */
export function openStore(config: Config, command?: string): AdStore {
  if (config.databaseUrl) {
    throw new ConfigError('ADS_DATABASE_URL is set, but this version has only the SQLite store; unset it')
  }
  refuseInUpstreamMode(config, command)
  return openSqliteStore({ file: sqliteFile(config.dataDir) })
}

/**
 * `seed` and `import` write to the local index, which a server in upstream mode does not read: doing
 * it anyway would look like it worked while the app kept showing the upstream's ads.
 */
export function refuseInUpstreamMode(config: Config, command?: string): void {
  if (!config.upstream) return
  const host = new URL(config.upstream.url).host
  const what = command ? `${command} writes to the local index` : 'This needs the local index'
  throw new ConfigError(
    `${what}, but ADS_UPSTREAM_URL is set and the server answers from ${host}; unset ADS_UPSTREAM_URL to use the local index`,
  )
}
