import { Kysely, Migrator, sql } from 'kysely'
import pg from 'pg'
import { type SearchTablesOptions, startSearchTables } from '../../pg-search/tables/search-tables'
import {
  type AdRecords,
  adOfRow,
  type Catalogue,
  type ChangeRun,
  EMPTY_CATALOGUE,
  type RecordedAd,
  type WriteResult,
  WriterBusyError,
} from '../ad-records'
import { CREATIVE_TAGS, type CreativeTagger } from '../creative-tagging'
import type { MigrationSteps } from '../migration-steps'
import { compactPositions } from './compact-positions'
import { OwnSchemaDialect } from './own-schema-dialect'
import { settleSearchTables } from './search-settle'
import { phraseQuery } from './word-vectors'
import { prepareAds, writeBatch } from './write-batch'

export interface PostgresRecordsOptions {
  /** `postgres://user:password@host:port/database` */
  url: string
  /** A schema of its own (created when missing) instead of the user's default: tests, several stores in one database. */
  schema?: string
  /** How long a write waits for another writer to finish. */
  busyTimeoutMs?: number
  /** Connections at most (4 by default): the search inside PostgreSQL takes one per search it runs at once, and one more. */
  poolSize?: number
  now?: () => number
  /** The rules ads are tagged by as they are written: this release's, but in tests of re-tagging. */
  tagger?: CreativeTagger
  /** The store's whole schema, which it is migrated to: the ads' steps and the workspace's (server/schema/). */
  migrations: MigrationSteps
}

/** The PostgreSQL records, with what the search inside the database reads them through. */
export interface PostgresRecords extends AdRecords {
  /** The store's connections, for searches that take one snapshot over several statements. */
  readonly pool: pg.Pool
  /**
   * Makes every writer keep the search tables from now on, filling them first if no node has yet;
   * replaced versions stay searchable `historyMs` for traversals that began before.
   */
  startSearchTables(options: SearchTablesOptions): Promise<void>
  compactPositions(limit: number): Promise<WriteResult>
}

export const isPostgresRecords = (records: AdRecords): records is PostgresRecords =>
  'startSearchTables' in records

type Row = { doc: number; json: string; first_seen_ms: string | number }

/** int8 as a number: change positions stay far below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

/**
 * PostgreSQL as the store of record, for several server processes and machines: the same records as
 * SQLite's (ads as JSON under change positions, replacements, a catalogue, settings), written in
 * batches by COPY, with a change feed that readers can also be woken by (LISTEN).
 */
export async function openPostgresRecords(options: PostgresRecordsOptions): Promise<PostgresRecords> {
  const { url, schema } = options
  const now = options.now ?? Date.now
  const location = withoutPassword(url)
  const pool = new pg.Pool({
    connectionString: url,
    types,
    max: options.poolSize ?? 4,
    ...(schema && { options: `-c search_path=${schema}` }),
  })
  // An idle client's error (the server restarted) is answered by the next query; it must not crash us.
  pool.on('error', () => {})
  // Nor one that a request holds between statements: the pool stops listening while it is lent out,
  // and an error nobody hears ends the process. Its next statement fails, and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => {}))
  const db = new Kysely<unknown>({ dialect: new OwnSchemaDialect({ pool }) })
  try {
    if (schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db)
    await migrate(db, options.migrations)
  } catch (error) {
    await db.destroy()
    throw new Error(`Cannot open the PostgreSQL store at ${location}: ${(error as Error).message}`)
  }
  const rows = async <T>(query: ReturnType<typeof sql<T>>, on: Kysely<unknown> = db) =>
    (await query.execute(on)).rows
  const head = async () => (await rows(sql<{ head: number }>`SELECT head FROM feed`))[0]!.head
  const storeId = (await rows(sql<{ value: string }>`SELECT value FROM settings WHERE key = 'store_id'`))[0]!
    .value
  // Named after the schema the store is in (an option, or the connection's search path), so that
  // stores sharing a database do not wake each other's readers.
  const inSchema = (await rows(sql<{ schema: string }>`SELECT current_schema() AS schema`))[0]!.schema
  const channel = `ad_changes_${inSchema}`
  const listeners = new Set<pg.Client>()
  /** This process's last write: the next one starts after it, so batches keep their order. */
  let writing: Promise<unknown> = Promise.resolve()
  const tagger = options.tagger ?? CREATIVE_TAGS
  const lockTimeoutMs = options.busyTimeoutMs ?? 30_000

  /** Runs a write after this process's previous one, in a transaction of its own, and wakes the readers. */
  async function inTurn(
    work: (client: pg.PoolClient) => Promise<WriteResult>,
    before: Promise<unknown> = Promise.resolve(),
  ): Promise<WriteResult> {
    const turn = Promise.all([before, writing]).then(() =>
      inTransaction(pool, lockTimeoutMs, async (client) => {
        const result = await work(client)
        await client.query('SELECT pg_notify($1, $2)', [channel, String(result.head)])
        return result
      }),
    )
    writing = turn.catch(() => {})
    try {
      return await turn
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') {
        throw new WriterBusyError(
          `Another process has been writing to ${location} for longer than this one waits; try again when it is done`,
        )
      }
      throw error
    }
  }

  return {
    storeId,
    location,
    pool,
    async startSearchTables(tables) {
      const filled = await inTransaction(pool, options.busyTimeoutMs ?? 30_000, (client) =>
        startSearchTables(client, tables),
      )
      if (filled) await settleSearchTables(pool, tables.log)
    },
    connection: { db, type: 'postgres' },
    head,

    async *scan(upTo, batchSize) {
      let after = 0
      for (;;) {
        const batch = await rows(
          sql<Row>`SELECT doc, json, first_seen_ms FROM ads WHERE doc > ${after} AND doc <= ${upTo} ORDER BY doc LIMIT ${batchSize}`,
        )
        if (batch.length === 0) return
        after = batch[batch.length - 1]!.doc
        yield batch.map(recorded)
      }
    },

    changes: (after, limit) =>
      // One snapshot: the head and the rows below it agree.
      db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx): Promise<ChangeRun> => {
          const last = (await rows(sql<{ head: number }>`SELECT head FROM feed`, trx))[0]!.head
          const added = await rows(
            sql<Row>`SELECT doc, json, first_seen_ms FROM ads WHERE doc > ${after} AND doc <= ${last} ORDER BY doc LIMIT ${limit}`,
            trx,
          )
          const upTo = added.length === limit ? added[added.length - 1]!.doc : last
          const retired = await rows(
            sql<{
              position: number
              at: number
            }>`SELECT position, at FROM retired WHERE at > ${after} AND at <= ${upTo} ORDER BY at`,
            trx,
          )
          return { added: added.map(recorded), retired, upTo }
        }),

    async adsAt(positions) {
      const found = new Map<number, Row>()
      for (const row of await rows(
        sql<Row>`SELECT doc, json, first_seen_ms FROM ads WHERE doc = ANY(${positions})`,
      ))
        found.set(row.doc, row)
      const missing = positions.filter((position) => !found.has(position))
      if (missing.length > 0) {
        // Versions replaced since: the ad's current version stands in for them.
        const current = await rows(
          sql<Row>`SELECT r.position AS doc, a.json, a.first_seen_ms FROM retired r JOIN ads a ON a.id = r.id WHERE r.position = ANY(${missing})`,
        )
        for (const row of current) found.set(row.doc, row)
      }
      return positions.map((position) => {
        const row = found.get(position)
        return row === undefined ? undefined : adOfRow(row.json, row.first_seen_ms)
      })
    },

    async adById(id) {
      const [row] = await rows(sql<Row>`SELECT doc, json, first_seen_ms FROM ads WHERE id = ${id}`)
      return row ? adOfRow(row.json, row.first_seen_ms) : undefined
    },

    async phrase(words) {
      const found = await rows(
        sql<{
          position: number
        }>`SELECT position FROM ad_words WHERE words @@ ${phraseQuery(words)}::tsquery ORDER BY position`,
      )
      return found.map((row) => row.position)
    },

    async write(ads) {
      // Worked out now, while this process's previous write may still be in the database: a caller
      // that prepares its next batch meanwhile keeps both busy. The writes themselves go in turn.
      const prepared = prepareAds(ads, tagger)
      return inTurn(async (client) => writeBatch(client, await prepared, now()), prepared)
    },

    tagsVersion: tagger.version,

    staleTags: async () =>
      (
        await rows(
          sql<{ n: number }>`SELECT count(*)::int AS n FROM ads WHERE tags_version < ${tagger.version}`,
        )
      )[0]!.n,

    retag: (limit) =>
      inTurn(async (client) => {
        // The writers' turn first, then the ads: none can be replaced between the read and the write.
        await client.query('SELECT head FROM feed FOR UPDATE')
        const stale = await client.query<Row>(
          'SELECT doc, json, first_seen_ms FROM ads WHERE tags_version < $1 ORDER BY tags_version LIMIT $2',
          [tagger.version, limit],
        )
        const prepared = await prepareAds(
          stale.rows.map(recorded).map(({ ad }) => ad),
          tagger,
        )
        return writeBatch(client, prepared, now())
      }),

    compactPositions: (limit) => inTurn((client) => compactPositions(client, limit, now())),

    async catalogue(): Promise<Catalogue> {
      const [row] = await rows(sql<{ json: string }>`SELECT json FROM catalogue WHERE id = 1`)
      return row ? (JSON.parse(row.json) as Catalogue) : EMPTY_CATALOGUE
    },

    async replaceCatalogue(catalogue) {
      await sql`INSERT INTO catalogue (id, json) VALUES (1, ${JSON.stringify(catalogue)})
                ON CONFLICT (id) DO UPDATE SET json = excluded.json`.execute(db)
    },

    count: async () => (await rows(sql<{ n: number }>`SELECT count(*)::int AS n FROM ads`))[0]!.n,

    setting: async (key) =>
      (await rows(sql<{ value: string }>`SELECT value FROM settings WHERE key = ${key}`))[0]?.value,

    async saveSetting(key, value) {
      if (value === undefined) await sql`DELETE FROM settings WHERE key = ${key}`.execute(db)
      else
        await sql`INSERT INTO settings (key, value) VALUES (${key}, ${value})
                  ON CONFLICT (key) DO UPDATE SET value = excluded.value`.execute(db)
    },

    async settingOnce(key, value) {
      await sql`INSERT INTO settings (key, value) VALUES (${key}, ${value}) ON CONFLICT (key) DO NOTHING`.execute(
        db,
      )
      return (await rows(sql<{ value: string }>`SELECT value FROM settings WHERE key = ${key}`))[0]!.value
    },

    async watch(onChange) {
      // A connection of its own: a listening client must not go back to the pool.
      const client = new pg.Client({ connectionString: url, types })
      client.on('error', () => {})
      client.on('notification', () => onChange())
      await client.connect()
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`)
      listeners.add(client)
      return async () => {
        listeners.delete(client)
        await client.end().catch(() => {})
      }
    },

    async close() {
      for (const client of listeners) await client.end().catch(() => {})
      listeners.clear()
      await db.destroy()
    },
  }
}

/** Runs `work` in a transaction on a client of its own (COPY needs the driver's client itself). */
async function inTransaction<T>(
  pool: pg.Pool,
  lockTimeoutMs: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(`SET LOCAL lock_timeout = ${Math.round(lockTimeoutMs)}`)
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

async function migrate(db: Kysely<unknown>, migrations: MigrationSteps): Promise<void> {
  // Named, or the migrator would take another schema's migration tables (other stores, other apps) for ours.
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]!.schema,
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}

const recorded = (row: Row): RecordedAd => ({ position: row.doc, ad: adOfRow(row.json, row.first_seen_ms) })

/** The address without its password, for messages. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url)
    parsed.password = ''
    return parsed.toString()
  } catch {
    return 'the configured PostgreSQL database'
  }
}
