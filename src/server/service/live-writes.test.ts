import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, expectProblem, NOW, TEST_KEY, testConfig } from '../../testing/test-api'
import { postgresTestStore, TEST_DATABASE_URL } from '../../testing/test-postgres'
import { addPerson } from '../../testing/test-team'
import { createApp } from '../app'
import { storeImporter } from '../imports/store-importer'
import { type AdRecords, type StoredAd, WriterBusyError } from '../records/ad-records'
import { openSqliteStore } from '../schema/store-schema'
import { teamOf } from '../workspace/team'
import { IndexedStore } from './indexed-store'
import { localService } from './local-service'
import { COMPACT_WHEN_IDLE_MS } from './upkeep-policy'

/**
 * A store that a server process and writer processes (an import, a seed) open at once: here, several
 * connections to one SQLite file or one PostgreSQL schema. `holdWriteLock` stands for another process
 * in the middle of a long write.
 */
interface SharedStore {
  records(options?: { busyTimeoutMs?: number }): Promise<AdRecords>
  holdWriteLock(): Promise<() => Promise<void>>
}

const STORES: { name: string; shared(): SharedStore }[] = [
  {
    name: 'SQLite',
    shared() {
      const file = join(mkdtempSync(join(tmpdir(), 'ads-live-')), 'ads.sqlite')
      return {
        records: async (options) => openSqliteStore({ file, now: () => NOW, ...options }),
        async holdWriteLock() {
          const holder = new Database(file)
          holder.exec('BEGIN IMMEDIATE')
          return async () => {
            holder.exec('COMMIT')
            holder.close()
          }
        },
      }
    },
  },
  {
    name: 'PostgreSQL',
    shared() {
      const store = postgresTestStore()
      cleanups.push(store.drop)
      return {
        records: (options) => store.open({ now: () => NOW, ...options }),
        async holdWriteLock() {
          const holder = new pg.Client({ connectionString: TEST_DATABASE_URL })
          await holder.connect()
          await holder.query(`SET search_path = "${store.schema}"`)
          await holder.query('BEGIN')
          await holder.query('SELECT head FROM feed FOR UPDATE')
          return async () => {
            await holder.query('COMMIT')
            await holder.end()
          }
        },
      }
    },
  },
]

const opened: { close(): Promise<void> }[] = []
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close()
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function records(shared: SharedStore, options: { busyTimeoutMs?: number } = {}): Promise<AdRecords> {
  const opened_ = await shared.records(options)
  opened.push(opened_)
  return opened_
}

async function server(shared: SharedStore, options: { historyMs?: number; now?: () => number } = {}) {
  const own = await records(shared)
  const store = await IndexedStore.open({ records: own, now: () => NOW, ...options })
  opened.push(store)
  store.follow()
  const config = testConfig()
  const app = createApp({ service: localService(store, config.secret), config, team: teamOf(own, config) })
  const search = (body: object) =>
    app.request('/api/v1/ads/query', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { Authorization: `Bearer ${TEST_KEY}`, 'Content-Type': 'application/json' },
    })
  return { store, app, search }
}

const ads = (count: number, prefix: string, fields: Partial<StoredAd> = {}) =>
  Array.from({ length: count }, (_, i) =>
    makeAd({ id: `${prefix}${i}`, headline: `${prefix} item ${i}`, ...fields }),
  )

async function until<T>(what: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const found = await what()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.each(STORES)('$name: writes into the store of a running server', ({ shared: newStore }) => {
  it('are found by search, facets and look-up without a restart', async () => {
    const shared = newStore()
    const { search, app } = await server(shared)
    const writer = await records(shared)
    await writer.write([
      makeAd({
        id: 'meta_late',
        headline: 'Zebrafruit arrives',
        advertiser: { id: 'meta_pg_z', name: 'Zebra Co' },
      }),
    ])
    const page = await until(async () => {
      const found = await expectOk(await search({ query: 'zebrafruit' }), AdList)
      return found.data.length > 0 ? found : undefined
    }, 1_000)
    expect(page.data.map((ad) => ad.id)).toEqual(['meta_late'])
    const lookup = await app.request('/api/v1/lookup?q=zebra', {
      headers: { Authorization: `Bearer ${TEST_KEY}` },
    })
    expect(await lookup.json()).toMatchObject({ data: [{ id: 'meta_pg_z', ads_count: 1 }] })
  })

  it('keep every search answering 200 while an import runs, and end with every ad found', async () => {
    const shared = newStore()
    const writer = await records(shared)
    await writer.write(ads(300, 'meta_old_'))
    const { search } = await server(shared)
    let importing = true
    const importer = (async () => {
      for (let batch = 0; batch < 20; batch++) {
        await writer.write(ads(250, `meta_b${batch}_`, { body: 'storm' }))
        // Updates too: the first ads change while searches walk them.
        await writer.write(ads(50, 'meta_old_', { body: `changed ${batch}` }))
        await new Promise((resolve) => setImmediate(resolve))
      }
      importing = false
    })()
    const statuses = new Map<number, number>()
    while (importing) {
      for (const body of [
        {},
        { query: 'storm' },
        { query: 'item', sort: 'oldest' },
        { formats: ['image'] },
      ]) {
        const response = await search({ ...body, limit: 10 })
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
        await response.arrayBuffer()
        // Requests over a network arrive as events; in-process ones must leave the writer its turns too.
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    await importer
    expect([...statuses.keys()]).toEqual([200])
    const total = await until(async () => {
      const found = await expectOk(await search({ limit: 1 }), AdList)
      return found.pagination.total === 300 + 20 * 250 ? found.pagination.total : undefined
    }, 2_000)
    expect(total).toBe(5_300)
  })

  it('let a traversal that began before them finish as of its first page', async () => {
    const shared = newStore()
    const writer = await records(shared)
    await writer.write(ads(12, 'meta_t_'))
    const { search, store } = await server(shared)
    const first = await expectOk(await search({ sort: 'oldest', limit: 5 }), AdList)
    await writer.write([...ads(12, 'meta_t_', { headline: 'replaced' }), ...ads(4, 'meta_new_')])
    await store.catchUp()
    const seen = first.data.map((ad) => ad.id)
    let cursor = first.pagination.next_cursor
    while (cursor) {
      const page = await expectOk(await search({ sort: 'oldest', limit: 5, cursor }), AdList)
      expect(page.pagination.total).toBe(12)
      seen.push(...page.data.map((ad) => ad.id))
      cursor = page.pagination.next_cursor
    }
    expect(seen.sort()).toEqual(
      ads(12, 'meta_t_')
        .map((ad) => ad.id)
        .sort(),
    )
  })

  it('give back the memory of replaced versions, and refuse a traversal older than what is kept', async () => {
    const shared = newStore()
    const writer = await records(shared)
    await writer.write(ads(200, 'meta_r_'))
    const { search, store } = await server(shared, { historyMs: 0 })
    const old = await expectOk(await search({ sort: 'newest', limit: 50 }), AdList)
    for (let refresh = 1; refresh <= 10; refresh++) {
      await writer.write(ads(200, 'meta_r_', { reach: refresh }))
      await store.catchUp()
    }
    expect(await store.size()).toEqual({ versions: 200, current: 200 })
    const refused = await expectProblem(
      await search({ sort: 'newest', limit: 50, cursor: old.pagination.next_cursor }),
      400,
      'invalid_cursor',
    )
    expect(refused.detail).toMatch(/began too long ago; start again/)
    const fresh = await expectOk(await search({ sort: 'newest', limit: 50 }), AdList)
    expect(fresh.pagination.total).toBe(200)
    expect(new Set(fresh.data.map((ad) => ad.reach))).toEqual(new Set([10]))
  })

  it('drop the last few replaced versions too once no change has come for a while', async () => {
    const shared = newStore()
    const writer = await records(shared)
    await writer.write(ads(300, 'meta_i_'))
    let clock = NOW
    const { search, store } = await server(shared, { historyMs: 1_000, now: () => clock })
    await writer.write(ads(150, 'meta_i_', { reach: 7 }))
    await store.catchUp()
    // Past the history, but writes came a moment ago and 150 replaced versions are no share worth a packing.
    clock += 2_000
    await store.catchUp()
    expect(await store.size()).toEqual({ versions: 450, current: 300 })
    clock += COMPACT_WHEN_IDLE_MS
    await store.catchUp()
    expect(await store.size()).toEqual({ versions: 300, current: 300 })
    const found = await expectOk(await search({ query: 'meta_i_', limit: 50 }), AdList)
    expect(found.pagination.total).toBe(300)
  })
})

describe.each(STORES)('$name: a server whose store goes away', ({ shared: newStore }) => {
  it('says once that following the change feed fails, not at every poll, and when it works again', async () => {
    const shared = newStore()
    const own = await shared.records()
    const log: string[] = []
    const store = await IndexedStore.open({ records: own, now: () => NOW, log: (line) => log.push(line) })
    store.follow()
    const working = own.head
    own.head = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
    }
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(log.filter((line) => line.startsWith('Following the change feed failed'))).toEqual([
      'Following the change feed failed: Error: connect ECONNREFUSED 127.0.0.1:5432; trying again every 100 ms, said again once it changes or ends.',
    ])
    own.head = working
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(log.at(-1)).toBe('Following the change feed again.')
    await store.close()
    await own.close()
  })
})

describe.each(STORES)('$name: a second writer', ({ shared: newStore }) => {
  it('waits for the first, and fails with a clear message when it waits too long; the data stays whole', async () => {
    const shared = newStore()
    const first = await records(shared)
    await first.write(ads(5, 'meta_w_'))
    const second = await records(shared, { busyTimeoutMs: 100 })
    // Another process in the middle of a long write transaction.
    const release = await shared.holdWriteLock()
    await expect(second.write(ads(5, 'meta_x_'))).rejects.toThrow(WriterBusyError)
    await expect(second.write(ads(5, 'meta_x_'))).rejects.toThrow(
      /Another process .* try again when it is done/,
    )
    await release()
    expect(await second.write(ads(5, 'meta_x_'))).toMatchObject({ inserted: 5 })
    expect(await first.count()).toBe(10)
  })

  it('held past the wait stops an import with 503 store_unavailable, Retry-After and its report', async () => {
    const shared = newStore()
    const own = await records(shared, { busyTimeoutMs: 100 })
    const store = await IndexedStore.open({ records: own, now: () => NOW })
    opened.push(store)
    const config = testConfig()
    const team = teamOf(own, config)
    const { person } = await addPerson(team, 'member')
    const { key } = await team.keys.create({ label: 'w', scope: 'write', owner: person.id })
    const app = createApp({
      service: localService(store, config.secret),
      config,
      team,
      importer: storeImporter(own, store),
    })
    const release = await shared.holdWriteLock()
    try {
      const response = await app.request('/api/v1/imports', {
        method: 'POST',
        body: ads(3, 'meta_l_')
          .map((ad) => JSON.stringify(ad))
          .join('\n'),
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-ndjson' },
      })
      const { report } = (await response.clone().json()) as { report: unknown }
      await expectProblem(response, 503, 'store_unavailable')
      expect(response.headers.get('Retry-After')).toBe('5')
      expect(report).toMatchObject({
        records: 3,
        inserted: 0,
        stopped: 'The store was unavailable: none of its ads are stored',
      })
    } finally {
      await release()
    }
  })
})
