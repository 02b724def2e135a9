import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { adsArb, filtersArb, NOW } from '../../testing/search-conformance'
import { testPostgresRecords } from '../../testing/test-postgres'
import type { StoredAd } from '../records/ad-records'
import { openSqliteStore } from '../schema/store-schema'
import { IndexedStore } from '../service/indexed-store'
import { PgSearchStore } from './pg-search-store'
import { CHUNK_BITS } from './tables/search-bits'

/**
 * Timelines counted from the bitmaps and the days kept by position (timeline-sql.ts), held to the
 * in-memory index's as the writers keep both: the search tables are kept from the first write on,
 * some ads are replaced by a later write, and positions cross from one chunk to the next.
 */
async function bothEnginesWritten(first: StoredAd[], later: StoredAd[]) {
  const now = () => NOW
  const memoryRecords = await openSqliteStore({ file: ':memory:', now })
  const databaseRecords = await testPostgresRecords({ now })
  await databaseRecords.pool.query('UPDATE feed SET head = $1', [CHUNK_BITS - 6])
  // Words in two ads or more get bitmaps: most searches are then counted from them.
  const database = await PgSearchStore.open({ records: databaseRecords, now, commonWordAds: 2 })
  for (const ads of [first, later]) {
    await memoryRecords.write(ads)
    await databaseRecords.write(ads)
  }
  const memory = await IndexedStore.open({ records: memoryRecords, now })
  return {
    memory,
    database,
    async close() {
      await memory.close()
      await memoryRecords.close()
      await databaseRecords.close()
    },
  }
}

describe('The timeline inside PostgreSQL', { timeout: 120_000 }, () => {
  it('counts the same ads on the same days as the in-memory index, as ads are written and replaced', async () => {
    await fc.assert(
      fc.asyncProperty(
        adsArb,
        fc.integer({ min: 0, max: 10 }),
        filtersArb,
        fc.constantFrom('day', 'week', 'month', undefined),
        async (ads, replaced, filters, interval) => {
          // The later write replaces the first ads (same ids, started a year later) and adds none.
          const later = ads.slice(0, replaced).map((ad) => ({
            ...ad,
            started_at: new Date(Date.parse(ad.started_at) - 365 * 86_400_000).toISOString(),
          }))
          const engines = await bothEnginesWritten(ads, later)
          try {
            const asked = { filters, ...(interval && { interval }) }
            const inMemory = await engines.memory.timeline(asked).catch((error: Error) => error.name)
            expect(await engines.database.timeline(asked).catch((error: Error) => error.name)).toEqual(
              inMemory,
            )
          } finally {
            await engines.close()
          }
        },
      ),
      { numRuns: 40 },
    )
  })
})
