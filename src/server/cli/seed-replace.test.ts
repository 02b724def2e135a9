import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { testPostgresRecords } from '../../testing/test-postgres'
import type { AdRecords } from '../records/ad-records'
import { openSqliteStore } from '../schema/store-schema'
import { sqliteFile } from './open-store'
import { emptyStore, seedRecords } from './seed-store'

const TSX = join('node_modules', '.bin', 'tsx')
const CLI = join('src', 'server', 'cli.ts')
const quiet = () => {}
const NOW = Date.parse('2026-11-01T00:00:00Z')

/** The ids of every current ad, read through the feed as a server would. */
async function idsIn(records: AdRecords): Promise<Set<string>> {
  const ids = new Set<string>()
  for await (const batch of records.scan(await records.head(), 1_000)) {
    for (const { ad } of batch) ids.add(ad.id)
  }
  return ids
}

async function inFile<T>(dataDir: string, work: (records: AdRecords) => Promise<T>): Promise<T> {
  const records = await openSqliteStore({ file: sqliteFile(dataDir) })
  try {
    return await work(records)
  } finally {
    await records.close()
  }
}

describe('seed --replace', { timeout: 120_000 }, () => {
  it('on PostgreSQL, leaves only the new seed: old ads and their search rows are gone', async () => {
    const records = await testPostgresRecords()
    await seedRecords(records, { count: 30, seed: 1, log: quiet, now: NOW })
    await records.startSearchTables({ historyMs: 600_000, log: quiet })
    const before = await idsIn(records)
    const oldStoreId = records.storeId

    await emptyStore(records)
    await seedRecords(records, { count: 10, seed: 2, log: quiet, now: NOW })

    expect(await records.count()).toBe(10)
    const after = await idsIn(records)
    expect(after.size).toBe(10)
    expect([...after].filter((id) => before.has(id))).toEqual([])
    const { db } = records.connection
    const searchRows = async () =>
      Number((await sql<{ n: string }>`SELECT count(*) AS n FROM search_current`.execute(db)).rows[0]!.n)
    expect(await searchRows()).toBe(0)
    const storeId = (
      await sql<{ value: string }>`SELECT value FROM settings WHERE key = 'store_id'`.execute(db)
    ).rows[0]!.value
    expect(storeId).not.toBe(oldStoreId)
    // The next node that searches in the database fills the tables from the new ads alone.
    await records.startSearchTables({ historyMs: 600_000, log: quiet })
    expect(await searchRows()).toBe(10)
  })

  it('on SQLite, starts from a new file: only the new seed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ads-seed-replace-'))
    const seed = (...args: string[]) =>
      promisify(execFile)(TSX, [CLI, 'seed', ...args], { env: { ...process.env, ADS_DATA_DIR: dataDir } })
    await seed('--count', '30', '--seed', '1')
    const before = await inFile(dataDir, idsIn)
    const { stdout } = await seed('--count', '10', '--seed', '2', '--replace')
    expect(stdout).toContain('the store holds 10 ads')
    const after = await inFile(dataDir, idsIn)
    expect(after.size).toBe(10)
    expect([...after].filter((id) => before.has(id))).toEqual([])
  })
})
