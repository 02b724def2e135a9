import { afterAll, describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { makeAd } from '../../testing/ad-fixture'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { expectOk, expectProblem, NOW, TEST_KEY, testConfig, testStore } from '../../testing/test-api'
import { fakeUpstream, type Listening, upstreamModeApi } from '../../testing/test-upstream'
import { createApp } from '../app'
import type { AdRecords } from '../records/ad-records'
import { IndexedStore } from '../service/indexed-store'
import { localService } from '../service/local-service'

const servers: Listening[] = []
afterAll(() => Promise.all(servers.map((server) => server.close())))

/** Records whose change feed answers only while `open` (an index that cannot catch up meanwhile). */
function gated(records: AdRecords) {
  let release: () => void = () => {}
  let gate: Promise<void> = Promise.resolve()
  const wrapped = new Proxy(records, {
    get(target, name) {
      if (name === 'changes') {
        return async (...args: Parameters<AdRecords['changes']>) => {
          await gate
          return target.changes(...args)
        }
      }
      const value = Reflect.get(target, name)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return {
    records: wrapped,
    close: () => {
      gate = new Promise((resolve) => {
        release = resolve
      })
    },
    open: () => release(),
  }
}

async function appOver(ads = SEARCH_ADS, options: { freshWithinMs?: number; stopping?: boolean } = {}) {
  const { records, team } = await testStore(ads)
  const feed = gated(records)
  const store = await IndexedStore.open({ records: feed.records, now: () => NOW })
  const config = testConfig()
  const service = localService(store, config.secret, { freshWithinMs: options.freshWithinMs ?? 1_000 })
  const app = createApp({ service, config, team, isStopping: () => options.stopping ?? false })
  return { app, records, store, feed }
}

describe('GET /healthz', () => {
  it('answers ok without a key while the process lives', async () => {
    const { app } = await appOver()
    const response = await app.request('/healthz')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})

describe('GET /readyz', () => {
  it('answers 200 without a key once the index has caught up with the store', async () => {
    const { app } = await appOver()
    const response = await app.request('/readyz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ready' })
  })

  it('lets an index that is a moment behind catch up, then answers 200 and searches find the new ads', async () => {
    const { app, records } = await appOver()
    await records.write([makeAd({ id: 'fresh_1', headline: 'Brand new kettle' })])
    expect((await app.request('/readyz')).status).toBe(200)
    const found = await app.request('/api/v1/ads?query=kettle', {
      headers: { Authorization: `Bearer ${TEST_KEY}` },
    })
    expect((await expectOk(found, AdList)).data.map((ad) => ad.id)).toEqual(['fresh_1'])
  })

  it('answers 503 while the index stays behind the store, and 200 once it caught up', async () => {
    const { app, records, feed } = await appOver(SEARCH_ADS, { freshWithinMs: 50 })
    feed.close()
    await records.write([makeAd({ id: 'fresh_1' }), makeAd({ id: 'fresh_2' })])
    const behind = await expectProblem(await app.request('/readyz'), 503, 'not_ready')
    expect(behind.detail).toBe('Not ready: the index is 2 changes behind the store')
    feed.open()
    // Caught up once the reopened feed has read the two changes: a new connection first, on PostgreSQL.
    await expect.poll(async () => (await app.request('/readyz')).status, { timeout: 5_000 }).toBe(200)
  })

  it('answers 503 when the store cannot be read, without saying anything private', async () => {
    const { app, records } = await appOver()
    await records.close()
    const problem = await expectProblem(await app.request('/readyz'), 503, 'not_ready')
    // No file, address or error text: the probe needs no key, so anyone may read this.
    expect(problem).toMatchObject({ detail: 'Not ready: the store cannot be read', errors: [] })
  })

  it('answers 503 once the server is stopping, so that load balancers send no more', async () => {
    const { app } = await appOver(SEARCH_ADS, { stopping: true })
    const problem = await expectProblem(await app.request('/readyz'), 503, 'not_ready')
    expect(problem.detail).toBe('Not ready: the server is stopping')
    expect((await app.request('/healthz')).status).toBe(200)
  })

  it('in upstream mode is ready without asking the upstream at each probe', async () => {
    let asked = 0
    const upstream = await fakeUpstream((_request, response) => {
      asked += 1
      response.writeHead(500).end()
    })
    servers.push(upstream)
    const { app } = await upstreamModeApi(upstream.url)
    for (let i = 0; i < 3; i++) expect((await app.request('/readyz')).status).toBe(200)
    expect(asked).toBe(0)
  })
})
