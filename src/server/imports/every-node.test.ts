import { Readable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { noFilters } from '../../contract/filters'
import { postgresTestStore } from '../../testing/test-postgres'
import type { AdRecords } from '../records/ad-records'
import { IndexedStore } from '../service/indexed-store'
import { storeImporter } from './store-importer'

const opened: { close(): Promise<void> }[] = []
const stores: ReturnType<typeof postgresTestStore>[] = []
afterEach(async () => {
  for (const each of opened.splice(0).reverse()) await each.close()
  for (const store of stores.splice(0)) await store.drop()
})

/** A server node over the shared store: its own connection and its own index, following the feed. */
async function node(store: ReturnType<typeof postgresTestStore>) {
  const records: AdRecords = await store.open()
  opened.push(records)
  const index = await IndexedStore.open({ records, now: () => Date.now() })
  index.follow()
  opened.push(index)
  return { records, index }
}

const line = (id: string) =>
  JSON.stringify({
    id,
    advertiser: { id: 'adv_nodes', name: 'Zwei Knoten AG' },
    platforms: ['facebook'],
    format: 'image',
    headline: 'Gleichzeitig überall',
    started_at: '2025-03-01',
    service_url: `https://library.example/${id}`,
  })

describe('an import through one node', () => {
  it('is found on the node that imported at once, and on every other by following the store', async () => {
    const store = postgresTestStore()
    stores.push(store)
    const [a, b] = [await node(store), await node(store)]
    const importer = storeImporter(a.records, a.index)
    const report = await importer(Readable.from([`${line('node_1')}\n${line('node_2')}\n`]), {})
    expect(report.inserted).toBe(2)
    const found = async (index: IndexedStore) =>
      (
        await index.search({ filters: { ...noFilters(), query: 'gleichzeitig' }, sort: 'newest', limit: 10 })
      ).ads.map((ad) => ad.id)
    expect((await found(a.index)).sort()).toEqual(['node_1', 'node_2'])
    // The other node has not been told: it finds them by following the change feed.
    let seen: string[] = []
    for (let tries = 0; tries < 100 && seen.length < 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      seen = await found(b.index)
    }
    expect(seen.sort()).toEqual(['node_1', 'node_2'])
  })
})
