import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config'
import { ConfigError } from '../config'
import { type Importer, storeImporter } from '../imports/store-importer'
import { PgSearchStore } from '../pg-search/pg-search-store'
import { type AdRecords, DamagedStoreError, WriterBusyError } from '../records/ad-records'
import { isPostgresRecords } from '../records/postgres/pg-records'
import { openPostgresStore, openSqliteStore } from '../schema/store-schema'
import type { AdService } from '../service/ad-service'
import { IndexedStore } from '../service/indexed-store'
import { localService } from '../service/local-service'
import type { SearchStore } from '../service/search-store'
import { sharedSecret } from '../service/shared-secret'
import { StaleTags } from '../service/stale-tags'
import { upstreamService } from '../service/upstream-service'
import { apiKeyRecords } from '../workspace/api-keys'
import { type Team, teamOf } from '../workspace/team'
import { lackOfRoom, lackOfRoomBehind, type NoRoom, NoRoomError, noRoomHeadline } from './disk-room'
import { seedIfEmpty, unfinishedSeed } from './seed-store'
import { makeWelcomeToken, moveKeyFile } from './store-keys'

export const sqliteFile = (dataDir: string) => join(dataDir, 'ads.sqlite')
export const snapshotFile = (dataDir: string) => join(dataDir, 'index.snapshot')

/**
 * The store of record the configuration asks for, to write to: PostgreSQL with `ADS_DATABASE_URL`,
 * else the SQLite file in the data directory. `command` names what writes to it, for the messages
 * when it cannot: upstream mode leaves no local store to use, or the disk is full.
 */
export async function openRecords(
  config: Config,
  command?: string,
  options: { cacheMb?: number } = {},
): Promise<AdRecords> {
  refuseInUpstreamMode(config, command)
  if (config.databaseUrl) {
    // Searching inside PostgreSQL, each search running holds a connection; one more is left for the
    // rest (sign-ins, keys, limits), which would otherwise wait behind the searches.
    const poolSize = config.search === 'postgres' ? config.searchBounds.running + 1 : undefined
    return openPostgresStore({ url: config.databaseUrl, ...(poolSize && { poolSize }) })
  }
  const { dataDir } = config
  const file = sqliteFile(dataDir)
  // Checked first: on a full disk SQLite says only "disk I/O error" (or waits for a lock first).
  const before = lackOfRoom(dataDir)
  if (before) throw noRoomFor(dataDir, before, command)
  try {
    return await openSqliteStore({ file, ...options })
  } catch (error) {
    const room = lackOfRoomBehind(error, dataDir)
    if (room) throw noRoomFor(dataDir, room, command)
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new WriterBusyError(
        `Another process has held ${file} for longer than this one waits (a server serving read-only ` +
          'keeps it until it stops); try again when it is done',
      )
    }
    throw error
  }
}

function noRoomFor(dataDir: string, room: NoRoom, command = 'this command'): NoRoomError {
  const until = room.readOnly ? 'once it can be written' : 'once there is room'
  return new NoRoomError(
    room,
    `${noRoomHeadline(dataDir, room)}: ${command} writes there; run it again ${until}.`,
  )
}

export interface OpenService {
  service: AdService
  /** What cursors and sessions are signed with: the configuration's, or the one every node shares. */
  secret: string
  /** The people, keys and shared limits every node of this store checks. */
  team: Team
  /** A welcome link's token, made by this start (`welcomes`) as the team has nobody in it yet. */
  welcomeToken?: string
  /** The local store, when there is one (not in upstream mode). */
  store?: SearchStore
  /** Imports ads into the local store (`POST /imports`); absent in upstream mode and on a read-only store. */
  importer?: Importer
  close(): Promise<void>
}

/**
 * What answers /api/v1 for `serve` and `mcp`: the upstream, or the local records (seeded when empty)
 * with their index, loaded from its snapshot or built, and following the change feed. When the data
 * directory cannot be written (full disk, read-only mount), an existing store is served read-only.
 * A process that does not `tend` the store (a second server process) neither seeds it nor saves
 * the index's snapshot; it only loads it.
 */
export async function openService(
  config: Config,
  log: (line: string) => void,
  { tends = true, welcomes = false }: { tends?: boolean; welcomes?: boolean } = {},
): Promise<OpenService> {
  if (config.upstream) {
    // The upstream answers searches; the data directory's store keeps this server's own keys.
    const records = await openKeyStore(config)
    try {
      if (tends) await moveKeyFile(config.dataDir, apiKeyRecords(records.connection.db), log)
      const team = teamOf(records, config)
      const welcomeToken = tends && welcomes ? await makeWelcomeToken(team) : undefined
      return {
        service: upstreamService(config.upstream, Date.now),
        secret: config.secret,
        team,
        ...(welcomeToken && { welcomeToken }),
        close: () => records.close(),
      }
    } catch (error) {
      await records.close()
      throw error
    }
  }
  let room: NoRoom
  try {
    const records = await openRecords(config, 'serve')
    // Of several server processes, one seeds an empty store and saves the index's snapshots.
    const prepare = tends
      ? async () => {
          await moveKeyFile(config.dataDir, apiKeyRecords(records.connection.db), log)
          await seedIfEmpty(records, config.seedCount, log)
        }
      : async () => {}
    const opened = await serveRecords(records, config, log, { prepare, readOnly: !tends, imports: true })
    // Last, once all else has gone well: a link made and then lost to a failed start is never shown.
    const welcomeToken = tends && welcomes ? await makeWelcomeToken(opened.team) : undefined
    return { ...opened, ...(welcomeToken && { welcomeToken }) }
  } catch (error) {
    // The disk may also fill up while seeding or saving the index's first snapshot.
    const found = error instanceof NoRoomError ? error.room : lackOfRoomBehind(error, config.dataDir)
    if (!found) throw error
    room = found
  }
  return openReadOnly(config, room, log)
}

/** A full disk or a read-only mount: the store as it is, nothing written (no seed, no index snapshot). */
async function openReadOnly(config: Config, room: NoRoom, log: (line: string) => void): Promise<OpenService> {
  const headline = noRoomHeadline(config.dataDir, room)
  const file = sqliteFile(config.dataDir)
  if (!existsSync(file)) {
    throw new NoRoomError(room, `${headline}, and there is no store to serve yet: make room and start again.`)
  }
  let records: AdRecords
  try {
    records = await openSqliteStore({ file, readOnly: true })
  } catch (error) {
    if (error instanceof DamagedStoreError) throw error
    throw new NoRoomError(
      room,
      `${headline}, and ${file} cannot be read without writing: ${(error as Error).message}`,
    )
  }
  const until = room.readOnly ? 'until it can be written' : 'until there is room'
  log(`${headline}: serving read-only; imports and seeding are refused ${until}.`)
  const prepare = () => noteUnfinishedSeed(records, log)
  return serveRecords(records, config, log, { prepare, readOnly: true, imports: false })
}

/** Read-only, an interrupted first seed stays as it is; it is served, and said to be partial. */
async function noteUnfinishedSeed(records: AdRecords, log: (line: string) => void): Promise<void> {
  const seed = await unfinishedSeed(records)
  if (!seed) return
  const stored = (await records.count()).toLocaleString('en')
  log(
    `The first seed is unfinished (${stored} of ${seed.count.toLocaleString('en')} ads): a start with room finishes it.`,
  )
}

/**
 * Where searches run: inside PostgreSQL (ADS_SEARCH=postgres), or in the index this node holds,
 * loaded from its snapshot or built from the records.
 */
async function openSearch(
  records: AdRecords,
  config: Config,
  log: (line: string) => void,
  readOnly: boolean,
): Promise<SearchStore> {
  if (config.search === 'postgres' && isPostgresRecords(records)) {
    const { timeoutMs, ...slots } = config.searchBounds
    return PgSearchStore.open({ records, historyMs: config.historyMs, log, timeoutMs, slots })
  }
  return IndexedStore.open({
    records,
    snapshotFile: snapshotFile(config.dataDir),
    historyMs: config.historyMs,
    log,
    readOnly,
  })
}

/**
 * The records' index, loaded or built, following the change feed, behind the service; `prepare` runs
 * first. The records are closed when any of it fails.
 */
async function serveRecords(
  records: AdRecords,
  config: Config,
  log: (line: string) => void,
  { prepare, readOnly, imports }: { prepare: () => Promise<void>; readOnly: boolean; imports: boolean },
): Promise<OpenService> {
  try {
    await prepare()
    const secret =
      config.databaseUrl && config.secretFrom !== 'ADS_SECRET' ? await sharedSecret(records) : config.secret
    const store = await openSearch(records, config, log, readOnly)
    store.follow()
    // The process that writes tags stored ads again when the creative rules are newer than theirs.
    const retagging = readOnly ? undefined : new StaleTags(records, { log })
    retagging?.start()
    return {
      service: localService(store, secret, { ...(retagging && { retagging }) }),
      secret,
      team: teamOf(records, { ...config, secret }),
      store,
      ...(imports ? { importer: storeImporter(records, store, config.savedMedia) } : {}),
      close: async () => {
        await retagging?.stop()
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

/**
 * The store that keeps the team (people, sessions, API keys), for `keys`, `users` and upstream mode:
 * the configured one, or in upstream mode the data directory's SQLite file (which then holds the
 * team and no ads).
 */
export async function openKeyStore(config: Config): Promise<AdRecords> {
  if (!config.upstream) return openRecords(config, 'keys')
  return openSqliteStore({ file: sqliteFile(config.dataDir) })
}
