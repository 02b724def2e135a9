import { afterEach, describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, expectProblem, NOW, TEST_KEY, testConfig } from '../../testing/test-api'
import { postgresTestStore } from '../../testing/test-postgres'
import { createApp } from '../app'
import type { StoredAd } from '../records/ad-records'
import type { PostgresRecords } from '../records/postgres/pg-records'
import { localService } from '../service/local-service'
import { teamOf } from '../workspace/team'
import { PgSearchStore } from './pg-search-store'

const opened: { close(): Promise<void> }[] = []
const drops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close()
  for (const drop of drops.splice(0)) await drop()
})

/** One PostgreSQL store that server nodes and writer processes (an import, a seed) open at once. */
function sharedStore() {
  const store = postgresTestStore()
  drops.push(store.drop)
  return {
    async records(): Promise<PostgresRecords> {
      const records = await store.open({ now: () => NOW })
      opened.push(records)
      return records
    },
  }
}

async function node(shared: ReturnType<typeof sharedStore>, options: { historyMs?: number } = {}) {
  const records = await shared.records()
  const log: string[] = []
  const store = await PgSearchStore.open({
    records,
    now: () => NOW,
    log: (line) => log.push(line),
    ...options,
  })
  const config = testConfig()
  const app = createApp({
    service: localService(store, config.secret),
    config,
    team: teamOf(records, config),
  })
  const search = async (body: object) =>
    expectOk(
      await app.request('/api/v1/ads/query', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { Authorization: `Bearer ${TEST_KEY}`, 'Content-Type': 'application/json' },
      }),
      AdList,
    )
  return { store, app, search, log }
}

const ads = (count: number, prefix: string, fields: Partial<StoredAd> = {}) =>
  Array.from({ length: count }, (_, i) =>
    makeAd({ id: `${prefix}${i}`, headline: `${prefix} item ${i}`, ...fields }),
  )

describe('Searching inside PostgreSQL while others write', () => {
  it('fills the search tables once, from the ads already stored; later nodes start without filling', async () => {
    const shared = sharedStore()
    const writer = await shared.records()
    await writer.write(ads(40, 'meta_before_', { body: 'lantern' }))
    const first = await node(shared)
    expect(first.log.join('\n')).toMatch(/Search tables filled: 40 ads/)
    expect((await first.search({ query: 'lantern', limit: 1 })).pagination.total).toBe(40)
    const second = await node(shared)
    expect(second.log).toEqual([])
    expect((await second.search({ query: 'lantern', limit: 1 })).pagination.total).toBe(40)
  })

  it('finds what another process wrote at once, in searches, facets and look-up, on every node', async () => {
    const shared = sharedStore()
    const nodes = [await node(shared), await node(shared)]
    const writer = await shared.records()
    await writer.write([
      makeAd({
        id: 'meta_late',
        headline: 'Zebrafruit arrives',
        countries: ['NZ'],
        advertiser: { id: 'meta_pg_z', name: 'Zebra Co' },
      }),
    ])
    for (const { search, app } of nodes) {
      expect((await search({ query: 'zebrafruit' })).data.map((ad) => ad.id)).toEqual(['meta_late'])
      const headers = { Authorization: `Bearer ${TEST_KEY}` }
      const countries = await (await app.request('/api/v1/facets/countries', { headers })).json()
      expect(countries.data).toContainEqual({ value: 'NZ', label: 'New Zealand', count: 1 })
      const lookup = await (await app.request('/api/v1/lookup?q=zebra', { headers })).json()
      expect(lookup).toMatchObject({ data: [{ id: 'meta_pg_z', ads_count: 1 }] })
    }
  })

  it('lets a traversal that began before writes finish as of its first page, on another node too', async () => {
    const shared = sharedStore()
    const writer = await shared.records()
    await writer.write(ads(12, 'meta_t_'))
    const [one, other] = [await node(shared), await node(shared)]
    const first = await one.search({ sort: 'oldest', limit: 5 })
    await writer.write([...ads(12, 'meta_t_', { headline: 'replaced' }), ...ads(4, 'meta_new_')])
    const seen = first.data.map((ad) => ad.id)
    let cursor = first.pagination.next_cursor
    for (let page = 1; cursor; page++) {
      const next = await (page % 2 ? other : one).search({ sort: 'oldest', limit: 5, cursor })
      expect(next.pagination.total).toBe(12)
      seen.push(...next.data.map((ad) => ad.id))
      cursor = next.pagination.next_cursor
    }
    expect(seen.sort()).toEqual(
      ads(12, 'meta_t_')
        .map((ad) => ad.id)
        .sort(),
    )
    // The replaced versions are answered as they are now.
    expect((await one.search({ query: 'replaced', limit: 1 })).pagination.total).toBe(12)
  })

  it('drops replaced versions past the history, and then refuses a traversal that needed them', async () => {
    const shared = sharedStore()
    const writer = await shared.records()
    await writer.write(ads(30, 'meta_r_'))
    const { search, store, app } = await node(shared, { historyMs: 0 })
    const old = await search({ sort: 'newest', limit: 10 })
    await writer.write(ads(30, 'meta_r_', { reach: 1 }))
    // The next write prunes what the one before replaced.
    await writer.write(ads(30, 'meta_r_', { reach: 2 }))
    expect((await store.size()).current).toBe(30)
    const refused = await expectProblem(
      await app.request('/api/v1/ads/query', {
        method: 'POST',
        body: JSON.stringify({ sort: 'newest', limit: 10, cursor: old.pagination.next_cursor }),
        headers: { Authorization: `Bearer ${TEST_KEY}`, 'Content-Type': 'application/json' },
      }),
      400,
      'invalid_cursor',
    )
    expect(refused.detail).toMatch(/began too long ago; start again/)
    const fresh = await search({ sort: 'newest', limit: 50 })
    expect(fresh.pagination.total).toBe(30)
    expect(new Set(fresh.data.map((ad) => ad.reach))).toEqual(new Set([2]))
  })
})
