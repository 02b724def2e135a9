import { describe, expect, it } from 'vitest'
import { makeAd } from '../../../testing/ad-fixture'
import { testPostgresRecords } from '../../../testing/test-postgres'

/**
 * What the planner knows of `search_current`: its rows as analysed, and whether it was vacuumed
 * (which sets the visibility map; whether every page is all-visible depends on other transactions
 * open in the database, so that is not asserted).
 */
async function plannerView(records: Awaited<ReturnType<typeof testPostgresRecords>>) {
  const { rows } = await records.pool.query<{ tuples: number; vacuumed: boolean; analysed: boolean }>(
    `SELECT c.reltuples::int AS tuples, s.last_vacuum IS NOT NULL AS vacuumed, s.last_analyze IS NOT NULL AS analysed
     FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.oid = 'search_current'::regclass`,
  )
  return rows[0]!
}

describe('Filling the search tables', () => {
  it('leaves them vacuumed and analysed, so that the first searches read indexes alone', async () => {
    const records = await testPostgresRecords()
    await records.write(
      Array.from({ length: 300 }, (_, i) => makeAd({ id: `meta_${i}`, headline: `ad ${i}` })),
    )
    const log: string[] = []
    await records.startSearchTables({ historyMs: 60_000, log: (line) => log.push(line) })
    expect(await plannerView(records)).toEqual({ tuples: 300, vacuumed: true, analysed: true })
    expect(log.some((line) => line.includes('vacuumed and analysed'))).toBe(true)
  })

  it('settles them only when it filled them: a later open costs no vacuum', async () => {
    const records = await testPostgresRecords()
    await records.write([makeAd({ id: 'meta_1' })])
    await records.startSearchTables({ historyMs: 60_000, log: () => {} })
    const log: string[] = []
    await records.startSearchTables({ historyMs: 60_000, log: (line) => log.push(line) })
    expect(log).toEqual([])
  })
})
