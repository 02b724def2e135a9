import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { makeAd } from '../../../testing/ad-fixture'
import { openSqliteStore } from '../../schema/store-schema'

const fileWithAds = async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'ads-read-only-')), 'ads.sqlite')
  const records = await openSqliteStore({ file })
  await records.write([makeAd({ id: 'meta_1' }), makeAd({ id: 'meta_2' })])
  await records.close()
  return file
}

describe('SQLite records opened read-only', () => {
  it('read what the file holds and refuse every write', async () => {
    const file = await fileWithAds()
    const records = await openSqliteStore({ file, readOnly: true })
    try {
      expect(await records.count()).toBe(2)
      expect((await records.adById('meta_2'))?.id).toBe('meta_2')
      await expect(records.write([makeAd({ id: 'meta_3' })])).rejects.toThrow(/readonly/)
      await expect(records.saveSetting('first_seed', '{}')).rejects.toThrow(/readonly/)
    } finally {
      await records.close()
    }
    const writable = await openSqliteStore({ file })
    expect(await writable.count()).toBe(2)
    await writable.close()
  })

  it('refuse a file of an older schema, which only a writer may upgrade, and read it once upgraded', async () => {
    // A file from before the migrator, numbered by user_version, that took the first step only: it
    // lacks the change feed, the API keys, the accounts, the invitations, the limits, the boards, their share links, saved media, first-seen times, saved searches and follows, and board copies without NUL characters.
    const file = join(mkdtempSync(join(tmpdir(), 'ads-read-only-')), 'ads.sqlite')
    const old = new Database(file)
    old.exec(`CREATE TABLE ads (doc INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, json TEXT NOT NULL);
              CREATE TABLE catalogue (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL)`)
    old.pragma('user_version = 1')
    old.close()
    const refusal: Error = await openSqliteStore({ file, readOnly: true }).then(
      () => new Error('opened'),
      (error: Error) => error,
    )
    // Version 1 holds the first step: it lacks all the others.
    const [, lacks, steps] =
      /lacks (\d+) of this version's (\d+) schema steps: it is upgraded on a start that can write to it/.exec(
        refusal.message,
      ) ?? []
    expect(Number(lacks)).toBe(Number(steps) - 1)
    // Nothing was written: no migrator's tables, no new ones.
    const reader = new Database(file, { readonly: true })
    const tables = reader
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all()
    expect(tables).toEqual(['ads', 'catalogue', 'sqlite_sequence'])
    reader.close()

    const writer = await openSqliteStore({ file })
    await writer.write([makeAd({ id: 'meta_1' })])
    await writer.close()
    const upgraded = await openSqliteStore({ file, readOnly: true })
    expect(await upgraded.count()).toBe(1)
    await upgraded.close()
  })
})
