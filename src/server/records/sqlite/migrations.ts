import type Database from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect } from 'kysely'
import { type MigrationSteps, statements } from '../migration-steps'

/**
 * The ads' steps of the SQLite schema, applied by the same migrator as PostgreSQL's, with the
 * workspace's between them (server/schema/ puts the two together; the numbers in the names give the
 * order). A step never changes once released; a later one alters what it made. The first two create
 * nothing that is already there: files from before the migrator (numbered by `PRAGMA user_version`)
 * hold their tables.
 */
export const SQLITE_AD_STEPS: MigrationSteps = {
  // The ads as JSON under their change position (`doc`: AUTOINCREMENT never reuses one, so positions
  // grow in commit order), a contentless FTS5 index for phrase queries, the catalogue.
  '0001_ads_and_catalogue': statements(
    `CREATE TABLE IF NOT EXISTS ads (
       doc INTEGER PRIMARY KEY AUTOINCREMENT,
       id TEXT NOT NULL UNIQUE,
       json TEXT NOT NULL
     )`,
    `CREATE VIRTUAL TABLE IF NOT EXISTS ads_text USING fts5(
       headline, body, transcript, advertiser,
       content = '', contentless_delete = 1,
       tokenize = 'unicode61 remove_diacritics 2'
     )`,
    `CREATE TABLE IF NOT EXISTS catalogue (
       id INTEGER PRIMARY KEY CHECK (id = 1),
       json TEXT NOT NULL
     )`,
  ),
  // The change feed's replacements (version `position` replaced by the one written at `at`), and small
  // settings: the store's own id, how far seeding got.
  '0002_change_feed': statements(
    `CREATE TABLE IF NOT EXISTS retired (
       at INTEGER PRIMARY KEY,
       position INTEGER NOT NULL,
       id TEXT NOT NULL,
       retired_ms INTEGER NOT NULL
     )`,
    'CREATE INDEX IF NOT EXISTS retired_by_position ON retired (position)',
    'CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
    "INSERT OR IGNORE INTO settings (key, value) VALUES ('store_id', lower(hex(randomblob(16))))",
    // Fewer, larger FTS5 merges while ads stream in: a third faster seeding, phrase queries unaffected.
    "INSERT INTO ads_text (ads_text, rank) VALUES ('automerge', 8)",
    "INSERT INTO ads_text (ads_text, rank) VALUES ('hashsize', 33554432)",
  ),
  // When each ad was first seen, kept beside its JSON so that new versions keep it (0: before this step).
  '0010_first_seen': statements('ALTER TABLE ads ADD COLUMN first_seen_ms INTEGER NOT NULL DEFAULT 0'),
  // The version of the rules that tagged each ad's creative (0: stored before ads were tagged), so
  // that ads tagged by older rules are found, through the index, and tagged again.
  '0014_tags_version': statements(
    'ALTER TABLE ads ADD COLUMN tags_version INTEGER NOT NULL DEFAULT 0',
    'CREATE INDEX ads_by_tags_version ON ads (tags_version)',
  ),
}

/** How many steps a file from before the migrator had taken, by name. */
const NUMBERED_BEFORE = ['0001_ads_and_catalogue', '0002_change_feed']

/** Kysely over the records' own connection; dropped, never destroyed, which would close it. */
export const kyselyOver = (db: Database.Database) =>
  new Kysely<unknown>({ dialect: new SqliteDialect({ database: db }) })

const migratorOf = (db: Database.Database, migrations: MigrationSteps) =>
  new Migrator({ db: kyselyOver(db), provider: { getMigrations: async () => migrations } })

/** Takes the steps of `migrations` the file has not taken yet. */
export async function migrate(db: Database.Database, migrations: MigrationSteps): Promise<void> {
  const { error } = await migratorOf(db, migrations).migrateToLatest()
  if (error) throw error
}

/** Read-only, a file can be read only if every step has been applied: migrating writes. */
export async function requireCurrentSchema(
  db: Database.Database,
  file: string,
  migrations: MigrationSteps,
): Promise<void> {
  const steps = await migratorOf(db, migrations).getMigrations()
  const numbered = db.pragma('user_version', { simple: true }) as number
  const pending = steps.filter(
    (step) => step.executedAt === undefined && !NUMBERED_BEFORE.slice(0, numbered).includes(step.name),
  )
  if (pending.length > 0) {
    throw new Error(
      `The database ${file} lacks ${pending.length} of this version's ${steps.length} schema steps: it is ` +
        'upgraded on a start that can write to it, which this one cannot. Make room (or make it writable) and start again.',
    )
  }
}

/**
 * Connection settings: WAL so readers never wait for the writer, and a write waits its turn. Read-only,
 * the file stays in the mode it has: switching it to WAL would be a write.
 */
export function tune(db: Database.Database, cacheMb: number, readOnly = false): void {
  if (!readOnly) db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma(`cache_size = -${cacheMb * 1024}`)
}
