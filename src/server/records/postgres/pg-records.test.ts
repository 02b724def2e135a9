import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { makeAd } from '../../../testing/ad-fixture'
import { postgresTestStore, TEST_DATABASE_URL } from '../../../testing/test-postgres'
import { openPostgresStore } from '../../schema/store-schema'
import type { AdRecords } from '../ad-records'
import type { PostgresRecords } from './pg-records'

const stores: ReturnType<typeof postgresTestStore>[] = []
const opened: AdRecords[] = []
afterEach(async () => {
  for (const records of opened.splice(0)) await records.close()
  for (const store of stores.splice(0)) await store.drop()
})

/** One store, opened as `count` processes would. */
async function connections(count: number): Promise<AdRecords[]> {
  const store = postgresTestStore()
  stores.push(store)
  const all: AdRecords[] = []
  for (let i = 0; i < count; i++) all.push(await store.open())
  opened.push(...all)
  return all
}

const ads = (count: number, prefix: string, fields = {}) =>
  Array.from({ length: count }, (_, i) => makeAd({ id: `${prefix}${i}`, ...fields }))

describe('PostgreSQL records', () => {
  it('hand out positions in commit order while writers race, so a follower misses nothing', async () => {
    const [follower, a, b] = await connections(3)
    let covered = 0
    const seen = new Set<string>()
    // One reader, following in turn (as the indexed store does) while the writers go on.
    let following = Promise.resolve()
    const follow = () => {
      following = following.then(async () => {
        const run = await follower!.changes(covered, 500)
        for (const { position, ad } of run.added) {
          expect(position).toBeGreaterThan(covered)
          seen.add(ad.id)
        }
        covered = run.upTo
      })
      return following
    }
    const writers = [a!, b!].map(async (writer, w) => {
      for (let batch = 0; batch < 15; batch++) {
        await writer.write(ads(40, `meta_w${w}_b${batch}_`))
        await follow()
      }
    })
    await Promise.all(writers)
    while (covered < (await follower!.head())) await follow()
    expect(seen.size).toBe(2 * 15 * 40)
  })

  it('tells a watcher soon after another connection writes', async () => {
    const [watcher, writer] = await connections(2)
    let told = 0
    const stop = await watcher!.watch!(() => {
      told++
    })
    await writer!.write(ads(3, 'meta_n_'))
    const deadline = Date.now() + 2_000
    while (told === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
    await stop()
    expect(told).toBeGreaterThan(0)
  })

  it('finds phrases within a field, accents folded, never across two fields', async () => {
    const [records] = await connections(1)
    await records!.write([
      makeAd({ id: 'meta_p1', headline: 'Crème Brûlée season', body: 'Order now' }),
      makeAd({ id: 'meta_p2', headline: 'Fresh season', body: 'Creme brulee made daily' }),
      makeAd({ id: 'meta_p3', headline: 'All about creme', body: 'brulee lovers' }),
    ])
    const ids = async (words: string[]) => {
      const positions = await records!.phrase(words)
      return (await records!.adsAt(positions)).map((ad) => ad?.id).sort()
    }
    expect(await ids(['creme', 'brulee'])).toEqual(['meta_p1', 'meta_p2'])
    expect(await ids(['brulee', 'season'])).toEqual(['meta_p1'])
    expect(await ids(['season', 'order'])).toEqual([])
  })

  it('keeps text that COPY treats specially (tabs, line breaks, backslashes) exactly as written', async () => {
    const [writer, reader] = await connections(2)
    const body = 'Tab\there,\nnew line, \\N and C:\\path\\, a \r return, "quotes" and \\\\ two'
    await writer!.write([makeAd({ id: 'meta_tricky', headline: 'back\\slash\tand tab', body })])
    const stored = await reader!.adById('meta_tricky')
    expect(stored?.body).toBe(body)
    expect(stored?.headline).toBe('back\\slash\tand tab')
    const positions = await reader!.phrase(['new', 'line'])
    expect((await reader!.adsAt(positions)).map((ad) => ad?.id)).toEqual(['meta_tricky'])
  })

  it('wakes only the readers of its own store when stores share a database by search path', async () => {
    const pair = [postgresTestStore(), postgresTestStore()]
    stores.push(...pair)
    for (const store of pair) await (await store.open()).close()
    // Opened as an operator would name the schema: in the connection's search path.
    const inPath = async (schema: string) => {
      const url = new URL(TEST_DATABASE_URL)
      url.searchParams.set('options', `-c search_path=${schema}`)
      const records = await openPostgresStore({ url: url.toString() })
      opened.push(records)
      return records
    }
    const first = await inPath(pair[0]!.schema)
    const second = await inPath(pair[1]!.schema)
    let firstTold = 0
    const stop = await first.watch!(() => {
      firstTold++
    })
    await second.write(ads(2, 'meta_other_'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(firstTold).toBe(0)
    expect(await first.count()).toBe(0)
    await first.write(ads(1, 'meta_own_'))
    const deadline = Date.now() + 2_000
    while (firstTold === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
    await stop()
    expect(firstTold).toBeGreaterThan(0)
  })
  it('outlive a connection cut while a request holds it between statements, as a restart does', async () => {
    const [records] = (await connections(1)) as PostgresRecords[]
    await records!.write(ads(2, 'before_'))
    const held = await records!.pool.connect()
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    await admin.query('SELECT pg_terminate_backend($1)', [
      (held as pg.PoolClient & { processID: number }).processID,
    ])
    await admin.end()
    // The server's word that it ended the connection arrives with no statement running to take it.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(held.query('SELECT 1')).rejects.toThrow()
    held.release(true)
    // The process lives on, and the next statements get connections of their own.
    await records!.write(ads(1, 'after_'))
    expect((await records!.changes(0, 10)).added.map(({ ad }) => ad.id).sort()).toEqual([
      'after_0',
      'before_0',
      'before_1',
    ])
  })
})
