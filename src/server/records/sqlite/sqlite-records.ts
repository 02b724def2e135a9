import { closeSync, openSync } from 'node:fs'
import Database from 'better-sqlite3'
import {
  type AdRecords,
  adOfRow,
  type Catalogue,
  type ChangeRun,
  DamagedStoreError,
  EMPTY_CATALOGUE,
  firstSeenOf,
  type RecordedAd,
  type StoredAd,
  storedForm,
  type WriteResult,
  WriterBusyError,
} from '../ad-records'
import { CREATIVE_TAGS, type CreativeTagger } from '../creative-tagging'
import type { MigrationSteps } from '../migration-steps'
import { kyselyOver, migrate, requireCurrentSchema, tune } from './migrations'
import { openReadOnlyDatabase } from './read-only-database'
import { sqliteStatements } from './statements'

export interface SqliteRecordsOptions {
  /** Path of the database file, or ':memory:'. */
  file: string
  /** Page cache: large for bulk writers (seeding), small for a server that reads through its index. */
  cacheMb?: number
  /** How long a write waits for another process's write to finish. */
  busyTimeoutMs?: number
  /**
   * Read without writing anything, for a full disk or a read-only mount: no migrations (a file of an
   * older schema is refused), no settings; writes fail. See read-only-database.ts for how.
   */
  readOnly?: boolean
  now?: () => number
  /** The rules ads are tagged by as they are written: this release's, but in tests of re-tagging. */
  tagger?: CreativeTagger
  /** The store's whole schema, which it is migrated to: the ads' steps and the workspace's (server/schema/). */
  migrations: MigrationSteps
}

/** Replaced versions stay phrase-searchable this long, for traversals that began before the change. */
const PHRASE_HISTORY_MS = 60 * 60 * 1000

/**
 * The embedded store of record: ads as JSON under their change position in one SQLite file (WAL),
 * replacements in `retired`, an FTS5 index for phrases. Several processes may open the same file;
 * SQLite's write lock puts their writes in one order, which is the change feed's order.
 */
export async function openSqliteRecords(options: SqliteRecordsOptions): Promise<AdRecords> {
  const { file } = options
  const now = options.now ?? Date.now
  const timeout = options.busyTimeoutMs ?? 30_000
  let db: Database.Database | undefined
  let sql: ReturnType<typeof sqliteStatements>
  let storeId: string
  try {
    if (!options.readOnly) createPrivately(file)
    db = options.readOnly ? openReadOnlyDatabase(file, timeout) : new Database(file, { timeout })
    tune(db, options.cacheMb ?? 16, options.readOnly)
    if (options.readOnly) await requireCurrentSchema(db, file, options.migrations)
    else await migrate(db, options.migrations)
    // Reads the schema and a first page of data: a file cut short fails here, not in a later read.
    sql = sqliteStatements(db)
    storeId = sql.setting.get('store_id')!.value
  } catch (error) {
    // Closed, or a caller that tries again (read-only, say) finds the file still locked.
    db?.close()
    throw damagedOr(error, file)
  }

  const tagger = options.tagger ?? CREATIVE_TAGS

  function writeAds(ads: readonly StoredAd[]): WriteResult {
    const result = { inserted: 0, updated: 0, unchanged: 0 }
    const at = now()
    for (const given of ads) {
      const { ad, json, givenSeenMs, tagsVersion } = storedForm(given, tagger)
      // Most writes are new ads (seeding, imports): try the insert first and look up only on conflict.
      const inserted = sql.insertNew.run(ad.id, json, firstSeenOf(givenSeenMs, at), tagsVersion)
      let position: number
      if (inserted.changes === 1) {
        position = Number(inserted.lastInsertRowid)
        result.inserted++
      } else {
        const existing = sql.byId.get(ad.id)!
        if (existing.json === json) {
          // Tagged again by newer rules that found the same: no new version, only the rules' version.
          if (existing.tags_version < tagsVersion) sql.saveTagsVersion.run(tagsVersion, existing.doc)
          result.unchanged++
          continue
        }
        sql.remove.run(existing.doc)
        // A new version of a known ad: it was first seen when its first version was.
        position = Number(sql.insert.run(ad.id, json, existing.first_seen_ms, tagsVersion).lastInsertRowid)
        sql.retire.run(position, existing.doc, ad.id, at)
        result.updated++
      }
      sql.insertText.run(position, ad.headline, ad.body, ad.transcript, ad.advertiser.name)
    }
    forgetOldPhrases(at - PHRASE_HISTORY_MS)
    return { ...result, head: head() }
  }
  const write = db.transaction(writeAds)
  // Read and written in one transaction: no other writer comes between.
  const retag = db.transaction((limit: number) =>
    writeAds(sql.staleTags.all(tagger.version, limit).map((row) => adOfRow(row.json, row.first_seen_ms))),
  )

  /** Replaced versions leave the phrase index an hour after their replacement, a bounded few per write. */
  function forgetOldPhrases(before: number): void {
    const from = Number(sql.setting.get('phrases_forgotten_to')?.value ?? 0)
    let to = from
    for (const row of sql.retiredAfter.all(from, 5_000)) {
      if (row.retired_ms >= before) break
      sql.removeText.run(row.position)
      to = row.at
    }
    if (to > from) sql.saveSetting.run('phrases_forgotten_to', String(to))
  }

  const head = () => sql.head.get()?.seq ?? 0

  /** A write's result, or what went wrong said so that a person can act on it. */
  function writing(work: () => WriteResult): WriteResult {
    try {
      return work()
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') {
        throw new WriterBusyError(
          `Another process has been writing to ${file} for longer than this one waits; try again when it is done`,
        )
      }
      throw damagedOr(error, file)
    }
  }

  const readChanges = db.transaction((after: number, limit: number): ChangeRun => {
    const rows = sql.addedAfter.all(after, limit)
    const upTo = rows.length === limit ? rows[rows.length - 1]!.doc : head()
    return {
      added: rows.map(recorded),
      retired: sql.retiredBetween.all(after, upTo),
      upTo,
    }
  })

  return {
    storeId,
    location: file,
    connection: { db: kyselyOver(db), type: 'sqlite' },
    head: async () => head(),

    async *scan(upTo: number, batchSize: number): AsyncIterable<RecordedAd[]> {
      let after = 0
      for (;;) {
        const rows = sql.scan.all(after, upTo, batchSize)
        if (rows.length === 0) return
        after = rows[rows.length - 1]!.doc
        yield rows.map(recorded)
      }
    },

    changes: async (after, limit) => readChanges.deferred(after, limit),

    async adsAt(positions) {
      return positions.map((position) => {
        const row = sql.byDoc.get(position) ?? sql.currentOfRetired.get(position)
        return row ? adOfRow(row.json, row.first_seen_ms) : undefined
      })
    },

    async adById(id) {
      const row = sql.byId.get(id)
      return row ? adOfRow(row.json, row.first_seen_ms) : undefined
    },

    async phrase(words) {
      // Words reach FTS5 already split by our tokenizer, so quoting them as one phrase is safe.
      return sql.phrase.all(`"${words.join(' ')}"`)
    },

    write: async (ads) => writing(() => write.immediate(ads)),
    tagsVersion: tagger.version,
    staleTags: async () => sql.countStaleTags.get(tagger.version)!.n,
    retag: async (limit) => writing(() => retag.immediate(limit)),

    async catalogue(): Promise<Catalogue> {
      const row = sql.catalogue.get()
      return row ? (JSON.parse(row.json) as Catalogue) : EMPTY_CATALOGUE
    },

    async replaceCatalogue(catalogue) {
      sql.saveCatalogue.run(JSON.stringify(catalogue))
    },

    count: async () => sql.count.get()!.n,
    setting: async (key) => sql.setting.get(key)?.value,
    async saveSetting(key, value) {
      if (value === undefined) sql.removeSetting.run(key)
      else sql.saveSetting.run(key, value)
    },
    async settingOnce(key, value) {
      sql.saveSettingOnce.run(key, value)
      return sql.setting.get(key)!.value
    },
    close: async () => {
      db.close()
    },
  }
}

const recorded = (row: { doc: number; json: string; first_seen_ms: number }): RecordedAd => ({
  position: row.doc,
  ad: adOfRow(row.json, row.first_seen_ms),
})

/** SQLite's words for a file that is not (or no longer) a database, as a message a person can act on. */
function damagedOr(error: unknown, file: string): unknown {
  const code = (error as { code?: string }).code
  if (code !== 'SQLITE_NOTADB' && code !== 'SQLITE_CORRUPT') return error
  return new DamagedStoreError(
    `The database ${file} is damaged (${(error as Error).message}). Move it aside and start again: ` +
      'the server then seeds a new one (or import your ads again); the search index is rebuilt from it.',
  )
}

/**
 * A new store's file is made empty (which SQLite takes as a new database) and readable by this user
 * alone; SQLite gives its -wal and -shm files the mode of the database file.
 */
function createPrivately(file: string): void {
  if (file === ':memory:' || file === '') return
  try {
    closeSync(openSync(file, 'wx', 0o600))
  } catch {
    // There already (its mode is the data directory's business), or not to be made: SQLite says why.
  }
}
