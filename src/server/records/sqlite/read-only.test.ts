import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { makeAd } from '../../../testing/ad-fixture'
import { openSqliteRecords } from './sqlite-records'

const fileWithAds = async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'ads-read-only-')), 'ads.sqlite')
  const records = openSqliteRecords({ file })
  await records.write([makeAd({ id: 'meta_1' }), makeAd({ id: 'meta_2' })])
  await records.close()
  return file
}

describe('SQLite records opened read-only', () => {
  it('read what the file holds and refuse every write', async () => {
    const file = await fileWithAds()
    const records = openSqliteRecords({ file, readOnly: true })
    try {
      expect(await records.count()).toBe(2)
      expect((await records.adById('meta_2'))?.id).toBe('meta_2')
      await expect(records.write([makeAd({ id: 'meta_3' })])).rejects.toThrow(/readonly/)
      await expect(records.saveSetting('first_seed', '{}')).rejects.toThrow(/readonly/)
    } finally {
      await records.close()
    }
    const writable = openSqliteRecords({ file })
    expect(await writable.count()).toBe(2)
    await writable.close()
  })

  it('refuse a file whose schema is older than this version, which only a writer may upgrade', async () => {
    const file = await fileWithAds()
    const db = new Database(file)
    db.pragma('user_version = 1')
    db.close()
    expect(() => openSqliteRecords({ file, readOnly: true })).toThrow(
      `The database ${file} has schema 1 and this version of Ad Search needs 2`,
    )
    // Nothing was written: the file is still at schema 1.
    const reader = new Database(file, { readonly: true })
    expect(reader.pragma('user_version', { simple: true })).toBe(1)
    reader.close()
  })
})
