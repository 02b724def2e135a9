import type Database from 'better-sqlite3'

/**
 * The SQLite schema, one numbered step at a time (`PRAGMA user_version` says how far a file got).
 * A step never changes once released; a later one alters what it made. Steps use IF NOT EXISTS where
 * files from before this numbering already hold their tables.
 */
const MIGRATIONS: ((db: Database.Database) => void)[] = [
  // 1. The ads as JSON under their change position (`doc`: AUTOINCREMENT never reuses one, so
  //    positions grow in commit order), a contentless FTS5 index for phrase queries, the catalogue.
  (db) =>
    db.exec(`
      CREATE TABLE IF NOT EXISTS ads (
        doc INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        json TEXT NOT NULL
      );
      CREATE VIRTUAL TABLE IF NOT EXISTS ads_text USING fts5(
        headline, body, transcript, advertiser,
        content = '', contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 2'
      );
      CREATE TABLE IF NOT EXISTS catalogue (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        json TEXT NOT NULL
      );
    `),
  // 2. The change feed's replacements (version `position` replaced by the one written at `at`), and
  //    small settings: the store's own id, how far seeding got.
  (db) =>
    db.exec(`
      CREATE TABLE retired (
        at INTEGER PRIMARY KEY,
        position INTEGER NOT NULL,
        id TEXT NOT NULL,
        retired_ms INTEGER NOT NULL
      );
      CREATE INDEX retired_by_position ON retired (position);
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      INSERT INTO settings (key, value) VALUES ('store_id', lower(hex(randomblob(16))));
      -- Fewer, larger FTS5 merges while ads stream in: a third faster seeding, phrase queries unaffected.
      INSERT INTO ads_text (ads_text, rank) VALUES ('automerge', 8);
      INSERT INTO ads_text (ads_text, rank) VALUES ('hashsize', 33554432);
    `),
]

export function migrate(db: Database.Database): void {
  const at = schemaOf(db)
  for (let step = at; step < MIGRATIONS.length; step++) {
    db.transaction(() => {
      MIGRATIONS[step]!(db)
      db.pragma(`user_version = ${step + 1}`)
    }).immediate()
  }
}

/** Read-only, a file can be read only if it is exactly at this version's schema: migrating writes. */
export function requireCurrentSchema(db: Database.Database, file: string): void {
  const at = schemaOf(db)
  if (at < MIGRATIONS.length) {
    throw new Error(
      `The database ${file} has schema ${at} and this version of Ad Search needs ${MIGRATIONS.length}: ` +
        'it is upgraded on a start that can write to it, which this one cannot. Make room (or make it writable) and start again.',
    )
  }
}

function schemaOf(db: Database.Database): number {
  const at = db.pragma('user_version', { simple: true }) as number
  if (at > MIGRATIONS.length) {
    throw new Error(`the database is from a newer version of Ad Search (schema ${at}); upgrade to open it`)
  }
  return at
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
