import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Sort } from '../../contract/enums'
import { noFilters, type SearchFilters } from '../../contract/filters'
import { makeAd } from '../../testing/ad-fixture'
import { adsArb, filtersArb, NOW, WORDS } from '../../testing/search-conformance'
import { testPostgresRecords } from '../../testing/test-postgres'
import type { StoredAd } from '../records/ad-records'
import { openSqliteStore } from '../schema/store-schema'
import { IndexedStore } from '../service/indexed-store'
import type { SearchStore } from '../service/search-store'
import { PgSearchStore } from './pg-search-store'
import { PLAN_NAMES } from './plans/choose-plan'
import { CHUNK_BITS } from './tables/search-bits'
import { TUNING, type Tuning } from './tuning'

/** The plans the database made pages by, over every test here: each must have run at least once. */
const plansRun = new Set<string>()

/** Every page of a traversal: the ids in the order given, and the totals reported. */
async function traversal(store: SearchStore, filters: SearchFilters, sort: Sort, limit: number) {
  const ids: string[] = []
  const totals: number[] = []
  let after: Awaited<ReturnType<SearchStore['search']>>['next'] | undefined
  do {
    const page = await store.search({ filters, sort, limit, ...(after && { after }) })
    if (page.plan) plansRun.add(page.plan.name)
    ids.push(...page.ads.map((ad) => ad.id))
    totals.push(page.total)
    after = page.next
  } while (after)
  return { ids, totals }
}

async function bothEngines(
  ads: StoredAd[],
  {
    lookUpTo = 3,
    lookupEntries = undefined as number | undefined,
    commonWordAds = 2,
    sortUpTo = undefined as number | undefined,
    tuning = {} as Partial<Tuning>,
  } = {},
) {
  const now = () => NOW
  const memoryRecords = await openSqliteStore({ file: ':memory:', now })
  const databaseRecords = await testPostgresRecords({ now })
  // Positions that cross from one bitmap chunk into the next (search-bits.ts), as a large store's do,
  // none in the first, as after a re-tag wrote every ad again: bit arrays start at the first chunk in use.
  await databaseRecords.pool.query('UPDATE feed SET head = $1', [2 * CHUNK_BITS - 6])
  await memoryRecords.write(ads)
  await databaseRecords.write(ads)
  const memory = await IndexedStore.open({ records: memoryRecords, now })
  // Words in two ads or more get bitmaps, so that both ways of matching a word are held to the index,
  // and ranking by relevance walks some classes of matches and reads the smallest whole.
  const database = await PgSearchStore.open({
    records: databaseRecords,
    now,
    commonWordAds,
    lookUpTo,
    lookupEntries,
    sortUpTo,
    tuning,
  })
  // Statistics of the lengths, as a large store has them: ranking looks up or walks a class by them.
  await databaseRecords.pool.query('ANALYZE search_current')
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

// The conformance suite holds each engine to the reference; this holds them to each other where the
// reference leaves room: the order of relevance, and ties, must not depend on where the search runs.
describe('Searching inside PostgreSQL and in memory', { timeout: 120_000 }, () => {
  it('gives the same ads in the same order with the same totals, relevance included', async () => {
    await fc.assert(
      fc.asyncProperty(
        adsArb,
        filtersArb,
        fc.constantFrom<Sort>('most_relevant', 'newest', 'oldest', 'longest_running'),
        fc.integer({ min: 1, max: 7 }),
        // Pages by date sort few matches from the bitmaps, and walk a date index for more (few-matches.ts).
        fc.constantFrom(0, 4, undefined),
        async (ads, filters, sort, limit, sortUpTo) => {
          const engines = await bothEngines(ads, { sortUpTo })
          try {
            const inMemory = await traversal(engines.memory, filters, sort, limit)
            expect(await traversal(engines.database, filters, sort, limit)).toEqual(inMemory)
            for (const facet of ['countries', 'platforms', 'hooks', 'offers', 'cta-types'] as const) {
              expect(await engines.database.facet(facet, { filters })).toEqual(
                await engines.memory.facet(facet, { filters }),
              )
            }
            expect(await engines.database.timeline({ filters })).toEqual(
              await engines.memory.timeline({ filters }),
            )
          } finally {
            await engines.close()
          }
        },
      ),
      { numRuns: 80 },
    )
  })

  it('ranks alike by relevance when the common words are walked by length (relevance-walks.ts)', async () => {
    // One to three words, the last often a prefix, under list filters or none: the searches ranked
    // by classes of matches walked or looked up, rather than by scoring every match.
    const keywords = fc
      .array(fc.constantFrom(...WORDS, 'sho', 'caf', 'run', 'runn', 'gl'), { minLength: 1, maxLength: 3 })
      .map((words) => words.join(' '))
    const filters = fc
      .record(
        {
          countries: fc.subarray(['US', 'FR']),
          formats: fc.subarray(['video', 'image'] as SearchFilters['formats']),
          active: fc.boolean(),
        },
        { requiredKeys: [] },
      )
      .map((f) => ({ ...noFilters(), ...f }))
    await fc.assert(
      fc.asyncProperty(
        adsArb,
        keywords,
        filters,
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(0, 2, 6),
        // Past the bar, classes looked up whenever they can be, as costs say, or never.
        fc.constantFrom(0, TUNING.lookupEntries, Number.POSITIVE_INFINITY),
        fc.constantFrom(2, 8, 20),
        async (ads, query, filters, limit, lookUpTo, lookupEntries, commonWordAds) => {
          // Words in fewer than `commonWordAds` ads are rare: a prefix's rare expansions are read apart.
          const engines = await bothEngines(ads, { lookUpTo, lookupEntries, commonWordAds })
          try {
            const asked = { ...filters, query }
            const inMemory = await traversal(engines.memory, asked, 'most_relevant', limit)
            expect(await traversal(engines.database, asked, 'most_relevant', limit)).toEqual(inMemory)
          } finally {
            await engines.close()
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  it('ranks alike when the last keyword starts more than 16 frequent words, and not by it (decision 0015)', async () => {
    const zo = Array.from({ length: 18 }, (_, i) => `zo${String.fromCharCode(97 + i)}`)
    const zoAds = fc
      .array(
        fc.record({
          words: fc.subarray([...WORDS, ...zo], { minLength: 1, maxLength: 5 }),
          started: fc.integer({ min: 0, max: 400 }),
        }),
        { maxLength: 12 },
      )
      .map((drawn) =>
        drawn.map(({ words, started }, i) =>
          makeAd({
            id: `zo_${i}`,
            transcript: words.join(' '),
            started_at: new Date(NOW - started * 86_400_000).toISOString(),
          }),
        ),
      )
    await fc.assert(
      fc.asyncProperty(
        adsArb,
        zoAds,
        // How many "zo" words one more ad holds: around the 16 a prefix may have and still rank.
        fc.integer({ min: 14, max: 18 }),
        fc.constantFrom('zo', 'red zo', 'ZO', 'run zo', '"red shoes" zo', 'shoes sale zo'),
        fc.constantFrom<Sort>('most_relevant', 'most_relevant', 'newest'),
        fc.integer({ min: 1, max: 5 }),
        async (ads, more, held, query, sort, limit) => {
          const fill = makeAd({ id: 'zo_fill', transcript: zo.slice(0, held).join(' ') })
          const engines = await bothEngines([...ads, ...more, fill])
          try {
            const asked = { ...noFilters(), query }
            const inMemory = await traversal(engines.memory, asked, sort, limit)
            expect(await traversal(engines.database, asked, sort, limit)).toEqual(inMemory)
          } finally {
            await engines.close()
          }
        },
      ),
      { numRuns: 25 },
    )
  })

  it('orders ads that start after the clock last by longest running, page by page', async () => {
    const day = 86_400_000
    const at = (ms: number) => new Date(ms).toISOString()
    const ads = Array.from({ length: 9 }, (_, i) =>
      makeAd({
        id: `meta_${i}`,
        // Three started later than the clock, three run still, three stopped.
        started_at: at(NOW + (i < 3 ? (i + 1) * day : -(i + 1) * day)),
        ended_at: i >= 6 ? at(NOW - i * 1_000) : null,
        is_active: i < 6,
      }),
    )
    const engines = await bothEngines(ads)
    try {
      for (const limit of [1, 2, 4]) {
        const inMemory = await traversal(engines.memory, noFilters(), 'longest_running', limit)
        expect(inMemory.ids.slice(-3).sort()).toEqual(['meta_0', 'meta_1', 'meta_2'])
        expect(await traversal(engines.database, noFilters(), 'longest_running', limit)).toEqual(inMemory)
      }
    } finally {
      await engines.close()
    }
  })

  it('ranks first an ad holding a rare word the last keyword starts, beside a common one', async () => {
    // "run" is common and "runway" rare: the long ad's score comes from "runway", though by "run"
    // alone it would rank last and be passed over by the walk of the ads holding "run" once.
    const ads = [
      ...Array.from({ length: 6 }, (_, i) =>
        makeAd({ id: `meta_${i}`, headline: 'run', body: i % 2 ? 'fast' : '' }),
      ),
      makeAd({ id: 'meta_runway', headline: 'run runway', body: 'summer sale on every shoe we have' }),
    ]
    const engines = await bothEngines(ads, { lookUpTo: 0, commonWordAds: 3 })
    try {
      for (const limit of [1, 2]) {
        const asked = { ...noFilters(), query: 'run' }
        const inMemory = await traversal(engines.memory, asked, 'most_relevant', limit)
        expect(inMemory.ids[0]).toBe('meta_runway')
        expect(await traversal(engines.database, asked, 'most_relevant', limit)).toEqual(inMemory)
      }
    } finally {
      await engines.close()
    }
  })

  it('gives the same dashboards and similar ads', async () => {
    await fc.assert(
      fc.asyncProperty(adsArb, async (ads) => {
        fc.pre(ads.length > 0)
        const engines = await bothEngines(ads)
        try {
          for (const id of ['meta_pg_1', 'google_adv_3']) {
            expect(await engines.database.advertiser(id, {})).toEqual(await engines.memory.advertiser(id, {}))
          }
          const first = ads[0]!.id
          const request = { limit: 5, excludeSameAdvertiser: false }
          expect(await engines.database.similar(first, request)).toEqual(
            await engines.memory.similar(first, request),
          )
          expect(await engines.database.lookup('a', 10)).toEqual(await engines.memory.lookup('a', 10))
        } finally {
          await engines.close()
        }
      }),
      { numRuns: 40 },
    )
  })

  it('makes pages by each plan, a plan giving up included, with the same answers', async () => {
    const common = (i: number) => (i % 3 === 0 ? 'summer sale shoes' : 'summer sale')
    const ads = [
      ...Array.from({ length: 8 }, (_, i) =>
        makeAd({ id: `meta_${i}`, headline: common(i), body: i === 5 ? 'zebra' : 'more' }),
      ),
    ]
    const cases: { filters: SearchFilters; sort: Sort; tuning?: Partial<Tuning> }[] = [
      // noMatches, sortFew, dateWalkOnBits (no filter, and past sortUpTo).
      { filters: { ...noFilters(), countries: ['ZZ'] }, sort: 'newest' },
      { filters: { ...noFilters(), query: 'shoes' }, sort: 'oldest' },
      { filters: noFilters(), sort: 'newest' },
      { filters: { ...noFilters(), query: 'summer' }, sort: 'longest_running', tuning: { sortUpTo: 1 } },
      // rareWordsByDate, and it giving up for dateWalk; dateWalk for a part without bitmaps.
      { filters: { ...noFilters(), query: 'zebra' }, sort: 'newest' },
      { filters: { ...noFilters(), query: 'zebra' }, sort: 'newest', tuning: { rareRowsUpTo: 0 } },
      { filters: { ...noFilters(), advertiser_id: ads[0]!.advertiser.id }, sort: 'newest' },
      // relevanceWalks, scoreHere when walks cannot rank, scoreInSql past scoreHereUpTo, and the
      // walks giving up on the rows they would read whole.
      { filters: { ...noFilters(), query: 'summer sale' }, sort: 'most_relevant' },
      { filters: { ...noFilters(), query: 'summer zebra' }, sort: 'most_relevant' },
      {
        filters: { ...noFilters(), query: 'sale' },
        sort: 'most_relevant',
        tuning: { mostClasses: 0, scoreHereUpTo: 0 },
      },
      { filters: { ...noFilters(), query: 'summer' }, sort: 'most_relevant', tuning: { mostReadWhole: -1 } },
    ]
    for (const { filters, sort, tuning } of cases) {
      const engines = await bothEngines(ads, { commonWordAds: 3, tuning })
      try {
        const inMemory = await traversal(engines.memory, filters, sort, 2)
        expect(await traversal(engines.database, filters, sort, 2)).toEqual(inMemory)
      } finally {
        await engines.close()
      }
    }
  })

  // Last: the tests above together made pages by every plan the database has.
  it('made pages by every plan', () => {
    expect([...plansRun].sort()).toEqual([...PLAN_NAMES].sort())
  })
})
