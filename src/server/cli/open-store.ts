import { join } from 'node:path'
import type { Config } from '../config'
import { ConfigError } from '../config'
import type { AdRecords } from '../records/ad-records'
import { openSqliteRecords } from '../records/sqlite/sqlite-records'
import type { AdService } from '../service/ad-service'
import { IndexedStore } from '../service/indexed-store'
import { localService } from '../service/local-service'
import { upstreamService } from '../service/upstream-service'
import { seedIfEmpty } from './seed-store'

export const sqliteFile = (dataDir: string) => join(dataDir, 'ads.sqlite')
export const snapshotFile = (dataDir: string) => join(dataDir, 'index.snapshot')

/**
 * The store of record the configuration asks for. Only the embedded SQLite store exists so far.
 * `command` names what writes to it, for the message when upstream mode leaves no local store to use.
 */
export function openRecords(config: Config, command?: string, options: { cacheMb?: number } = {}): AdRecords {
  if (config.databaseUrl) {
    throw new ConfigError('ADS_DATABASE_URL is set, but this version has only the SQLite store; unset it')
  }
  refuseInUpstreamMode(config, command)
  return openSqliteRecords({ file: sqliteFile(config.dataDir), ...options })
}

export interface OpenService {
  service: AdService
  /** The local store, when there is one (not in upstream mode). */
  store?: IndexedStore
  close(): Promise<void>
}

/**
 * What answers /api/v1 for `serve` and `mcp`: the upstream, or the local records (seeded when empty)
 * with their index, loaded from its snapshot or built, and following the change feed.
 */
export async function openService(config: Config, log: (line: string) => void): Promise<OpenService> {
  if (config.upstream) return { service: upstreamService(config.upstream, Date.now), close: async () => {} }
  const records = openRecords(config, 'serve')
  try {
    await seedIfEmpty(records, config.seedCount, log)
    const store = await IndexedStore.open({
      records,
      snapshotFile: snapshotFile(config.dataDir),
      historyMs: config.historyMs,
      log,
    })
    store.follow()
    return {
      service: localService(store, config.secret),
      store,
      close: async () => {
        await store.close()
        await records.close()
      },
    }
  } catch (error) {
    await records.close()
    throw error
  }
}

/**
 * `seed` and `import` write to the local store, which a server in upstream mode does not read: doing
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
