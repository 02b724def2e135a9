import { afterEach, describe, expect, it } from 'vitest'
import type { Sort } from '../../contract/enums'
import { noFilters, type SearchFilters } from '../../contract/filters'
import { makeAd } from '../../testing/ad-fixture'
import { NOW } from '../../testing/test-api'
import { postgresTestStore } from '../../testing/test-postgres'
import { CREATIVE_TAGS, type CreativeTagger } from '../records/creative-tagging'
import type { PostgresRecords } from '../records/postgres/pg-records'
import { IndexedStore } from '../service/indexed-store'
import type { SearchStore } from '../service/search-store'
import { StaleTags } from '../service/stale-tags'
import { PgSearchStore } from './pg-search-store'
import { CHUNK_BITS } from './tables/search-bits'

const opened: { close(): Promise<void> }[] = []
const drops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close()
  for (const drop of drops.splice(0)) await drop()
})

/** Rules one version newer that find a new hook for the ads saying "sale", and the same for the rest. */
const NEWER_RULES: CreativeTagger = {
  version: CREATIVE_TAGS.version + 1,
  tag: (text) => {
    const found = CREATIVE_TAGS.tag(text)
    return text.headline.includes('sale') ? { ...found, hook_text: `${found.hook_text}!` } : found
  },
}

/** Twelve ads, the first five at the end of the first chunk of positions, as a large store's oldest. */
const ADS = Array.from({ length: 12 }, (_, i) =>
  makeAd({
    id: `ad-${String(i).padStart(2, '0')}`,
    headline: i % 3 === 0 ? `Quiet lamp ${i}` : `Lamp sale ${i}`,
    body: 'A lamp for reading at night',
    started_at: new Date(Date.UTC(2025, 0, 1 + (i % 4))).toISOString(),
  }),
)

async function storeOf(tagger: CreativeTagger, schema: ReturnType<typeof postgresTestStore>) {
  const records = await schema.open({ now: () => NOW, tagger })
  opened.push(records)
  return records
}

/** Every page of a traversal, two ads a page. */
async function traversal(store: SearchStore, filters: SearchFilters, sort: Sort) {
  const ids: string[] = []
  let after: Awaited<ReturnType<SearchStore['search']>>['next'] | undefined
  do {
    const page = await store.search({ filters, sort, limit: 2, ...(after && { after }) })
    ids.push(...page.ads.map((ad) => ad.id))
    after = page.next
  } while (after)
  return ids
}

/**
 * A new schema whose ADS, tagged by this release's rules, sit six in the first chunk of positions and
 * six in the second, with the search tables kept (as a node searching in PostgreSQL keeps them).
 */
async function storedAcrossTwoChunks() {
  const schema = postgresTestStore()
  drops.push(schema.drop)
  const before = await storeOf(CREATIVE_TAGS, schema)
  await before.pool.query('UPDATE feed SET head = $1', [CHUNK_BITS - 6])
  await before.write(ADS)
  // Words in two ads or more get bitmaps, so that relevance and counts read them.
  opened.push(await PgSearchStore.open({ records: before, now: () => NOW, commonWordAds: 2 }))
  return { schema, before }
}

const chunksOf = async (records: PostgresRecords, table: string) =>
  (
    await records.pool.query<{ chunk: number }>(`SELECT DISTINCT chunk FROM ${table} ORDER BY chunk`)
  ).rows.map((row) => row.chunk)

const SEARCHES: [SearchFilters, Sort][] = [
  [noFilters(), 'newest'],
  [{ ...noFilters(), query: 'lamp' }, 'most_relevant'],
  [{ ...noFilters(), query: 'quiet' }, 'oldest'],
]

describe('Positions after a re-tag, in PostgreSQL', { timeout: 60_000 }, () => {
  it('writes the ads a re-tag left behind again, and the bitmaps drop their emptied chunk', async () => {
    const { schema, before } = await storedAcrossTwoChunks()
    expect(await chunksOf(before, 'search_bits')).toEqual([0, 1])

    const records = await storeOf(NEWER_RULES, schema)
    const database = await PgSearchStore.open({ records, now: () => NOW })
    opened.push(database)
    // A traversal begun before the re-tag, finished after it.
    const first = await database.search({ filters: noFilters(), sort: 'newest', limit: 2 })
    const retagging = new StaleTags(records, { log: () => {}, batch: 3, pauseMs: 0 })
    await retagging.run()

    // The ads whose tags did not change were written again too: none is left in the first chunk.
    const positions = await records.pool.query<{ doc: number }>('SELECT doc FROM ads')
    expect(positions.rows.every((row) => row.doc >= CHUNK_BITS)).toBe(true)
    expect(await chunksOf(records, 'search_bits')).toEqual([1])
    expect(await chunksOf(records, 'search_start_days')).toEqual([1])
    expect(await records.staleTags()).toBe(0)
    expect((await records.adById('ad-01'))?.hook_text).toMatch(/!$/)

    let rest: string[] = []
    for (let after = first.next; after; ) {
      const page = await database.search({ filters: noFilters(), sort: 'newest', limit: 2, after })
      rest = [...rest, ...page.ads.map((ad) => ad.id)]
      after = page.next
    }
    expect([...first.ads.map((ad) => ad.id), ...rest].sort()).toEqual(ADS.map((ad) => ad.id))

    // The same answers as the index in memory over the same records.
    const memory = await IndexedStore.open({ records, now: () => NOW })
    opened.push(memory)
    for (const [filters, sort] of SEARCHES) {
      expect(await traversal(database, filters, sort)).toEqual(await traversal(memory, filters, sort))
    }
    const total = await database.search({
      filters: { ...noFilters(), query: 'lamp' },
      sort: 'newest',
      limit: 2,
    })
    expect(total.total).toBe(ADS.length)
  })

  it('finishes at the next start what a stop left of it, losing no ad', async () => {
    const { schema } = await storedAcrossTwoChunks()

    const records = await storeOf(NEWER_RULES, schema)
    opened.push(await PgSearchStore.open({ records, now: () => NOW }))
    // Tagged again, then stopped after moving one of the ads left behind.
    const stopped = new StaleTags(records, { log: () => {} })
    let more = true
    while (more) more = await stopped.step(3)
    expect((await records.compactPositions(1)).updated).toBe(1)
    expect(await records.count()).toBe(ADS.length)
    expect(await chunksOf(records, 'search_bits')).toEqual([0, 1])

    const log: string[] = []
    await new StaleTags(records, { log: (line) => log.push(line), pauseMs: 0 }).run()
    expect(log).toEqual([expect.stringMatching(/^Ads left in sparse positions written again: [1-9]/)])
    expect(await chunksOf(records, 'search_bits')).toEqual([1])
    expect((await records.compactPositions(10)).updated).toBe(0)
    const ids = (await records.pool.query<{ id: string }>('SELECT id FROM ads ORDER BY id')).rows
    expect(ids.map((row) => row.id)).toEqual(ADS.map((ad) => ad.id))
  })
})
