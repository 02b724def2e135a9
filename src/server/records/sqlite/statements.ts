import type Database from 'better-sqlite3'

type Row = { doc: number; json: string; first_seen_ms: number }
type VersionedRow = Row & { tags_version: number }

/** Every statement the SQLite records run, prepared once per connection. */
export function sqliteStatements(db: Database.Database) {
  return {
    head: db.prepare<[], { seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'ads'"),
    byDoc: db.prepare<[number], Row>('SELECT doc, json, first_seen_ms FROM ads WHERE doc = ?'),
    byId: db.prepare<[string], VersionedRow>(
      'SELECT doc, json, first_seen_ms, tags_version FROM ads WHERE id = ?',
    ),
    /** Ads tagged by rules older than a version, the oldest rules first. */
    staleTags: db.prepare<[number, number], Row>(
      'SELECT doc, json, first_seen_ms FROM ads WHERE tags_version < ? ORDER BY tags_version LIMIT ?',
    ),
    countStaleTags: db.prepare<[number], { n: number }>(
      'SELECT count(*) AS n FROM ads WHERE tags_version < ?',
    ),
    saveTagsVersion: db.prepare<[number, number]>('UPDATE ads SET tags_version = ? WHERE doc = ?'),
    /** The current version of the ad whose version at this position was replaced. */
    currentOfRetired: db.prepare<[number], Row>(
      'SELECT ads.doc, ads.json, ads.first_seen_ms FROM retired JOIN ads ON ads.id = retired.id WHERE retired.position = ?',
    ),
    scan: db.prepare<[number, number, number], Row>(
      'SELECT doc, json, first_seen_ms FROM ads WHERE doc > ? AND doc <= ? ORDER BY doc LIMIT ?',
    ),
    addedAfter: db.prepare<[number, number], Row>(
      'SELECT doc, json, first_seen_ms FROM ads WHERE doc > ? ORDER BY doc LIMIT ?',
    ),
    retiredBetween: db.prepare<[number, number], { position: number; at: number }>(
      'SELECT position, at FROM retired WHERE at > ? AND at <= ? ORDER BY at',
    ),
    retiredAfter: db.prepare<[number, number], { at: number; position: number; retired_ms: number }>(
      'SELECT at, position, retired_ms FROM retired WHERE at > ? ORDER BY at LIMIT ?',
    ),
    count: db.prepare<[], { n: number }>('SELECT count(*) AS n FROM ads'),
    insert: db.prepare<[string, string, number, number]>(
      'INSERT INTO ads (id, json, first_seen_ms, tags_version) VALUES (?, ?, ?, ?)',
    ),
    insertNew: db.prepare<[string, string, number, number]>(
      'INSERT INTO ads (id, json, first_seen_ms, tags_version) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
    ),
    remove: db.prepare<[number]>('DELETE FROM ads WHERE doc = ?'),
    retire: db.prepare<[number, number, string, number]>(
      'INSERT INTO retired (at, position, id, retired_ms) VALUES (?, ?, ?, ?)',
    ),
    insertText: db.prepare<[number, string, string, string, string]>(
      'INSERT INTO ads_text (rowid, headline, body, transcript, advertiser) VALUES (?, ?, ?, ?, ?)',
    ),
    removeText: db.prepare<[number]>('DELETE FROM ads_text WHERE rowid = ?'),
    phrase: db
      .prepare<[string], number>('SELECT rowid FROM ads_text WHERE ads_text MATCH ? ORDER BY rowid')
      .pluck(),
    catalogue: db.prepare<[], { json: string }>('SELECT json FROM catalogue WHERE id = 1'),
    saveCatalogue: db.prepare<[string]>('INSERT OR REPLACE INTO catalogue (id, json) VALUES (1, ?)'),
    setting: db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?'),
    saveSetting: db.prepare<[string, string]>('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)'),
    saveSettingOnce: db.prepare<[string, string]>(
      'INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)',
    ),
    removeSetting: db.prepare<[string]>('DELETE FROM settings WHERE key = ?'),
  }
}
