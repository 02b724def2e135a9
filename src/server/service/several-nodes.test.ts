import { afterEach, describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, NOW, TEST_KEY, testConfig } from '../../testing/test-api'
import { postgresTestStore } from '../../testing/test-postgres'
import { createApp } from '../app'
import type { AdRecords } from '../records/ad-records'
import { teamOf } from '../workspace/team'
import { IndexedStore } from './indexed-store'
import { localService } from './local-service'
import { sharedSecret } from './shared-secret'

const opened: { close(): Promise<void> }[] = []
const stores: ReturnType<typeof postgresTestStore>[] = []
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close()
  for (const store of stores.splice(0)) await store.drop()
})

const ads = (count: number, prefix: string, fields = {}) =>
  Array.from({ length: count }, (_, i) =>
    makeAd({ id: `${prefix}${i}`, headline: `${prefix} ${i}`, ...fields }),
  )

/** A server node of its own over the shared store: its own index, the secret the store keeps. */
async function node(records: AdRecords) {
  opened.push(records)
  const store = await IndexedStore.open({ records, now: () => NOW })
  opened.push(store)
  store.follow()
  const secret = await sharedSecret(records)
  const config = testConfig({ secret })
  const app = createApp({ service: localService(store, secret), config, team: teamOf(records, config) })
  return (body: object) =>
    app.request('/api/v1/ads/query', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { Authorization: `Bearer ${TEST_KEY}`, 'Content-Type': 'application/json' },
    })
}

describe('several nodes over one PostgreSQL store', () => {
  it('continue each other’s traversals: each ad of the first page’s snapshot once, whatever the node', async () => {
    const shared = postgresTestStore()
    stores.push(shared)
    const writer = await shared.open({ now: () => NOW })
    opened.push(writer)
    await writer.write(ads(30, 'meta_n_'))
    const nodes = [await node(await shared.open()), await node(await shared.open())]

    const seen: string[] = []
    let cursor: string | null | undefined
    let page = 0
    do {
      const search = nodes[page % 2]!
      const answer = await expectOk(
        await search({ sort: 'oldest', limit: 7, ...(cursor && { cursor }) }),
        AdList,
      )
      expect(answer.pagination.total).toBe(30)
      seen.push(...answer.data.map((ad) => ad.id))
      cursor = answer.pagination.next_cursor
      // Between pages, through yet another process: new ads, and replacements of some already seen.
      await writer.write([...ads(3, `meta_late${page}_`), ...ads(2, 'meta_n_', { body: `v${page}` })])
      page++
    } while (cursor)
    expect(page).toBeGreaterThan(2)
    expect(seen.sort()).toEqual(
      ads(30, 'meta_n_')
        .map((ad) => ad.id)
        .sort(),
    )
  })
})
