import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeAd } from '../../testing/ad-fixture'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { expectProblem, TEST_KEY, testApi, testConfig, testStore } from '../../testing/test-api'
import { fakeUpstream, type Listening, sendJson, upstreamModeApi } from '../../testing/test-upstream'
import { createApp } from '../app'
import { createMetrics } from '../http/metrics'
import { localService } from '../service/local-service'

const auth = { Authorization: `Bearer ${TEST_KEY}` }
const servers: Listening[] = []
afterAll(() => Promise.all(servers.map((server) => server.close())))
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => vi.restoreAllMocks())

/** The value of one sample of a scrape, by its name and labels as written: `name{a="b"}`. */
async function scrape(app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }) {
  const response = await app.request('/metrics', { headers: auth })
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/)
  const text = await response.text()
  const value = (sample: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${sample} `))
    return line === undefined ? undefined : Number(line.slice(sample.length + 1))
  }
  return { text, value }
}

describe('GET /metrics', () => {
  it('asks for a key like /api/v1', async () => {
    const { app } = await testApi(SEARCH_ADS)
    await expectProblem(await app.request('/metrics'), 401, 'unauthorized')
    await expectProblem(
      await app.request('/metrics', { headers: { Authorization: 'Bearer nope-nope-nope' } }),
      401,
      'unauthorized',
    )
  })

  it('counts requests and their time by route pattern and status', async () => {
    const { app, get } = await testApi(SEARCH_ADS)
    await get('/api/v1/ads/meta_1')
    await get('/api/v1/ads/meta_3')
    await get('/api/v1/ads/nothing_here')
    await app.request('/api/v1/ads')
    const { value } = await scrape(app)
    expect(value('ads_http_requests_total{method="GET",route="/api/v1/ads/:id",status="200"}')).toBe(2)
    expect(value('ads_http_requests_total{method="GET",route="/api/v1/ads/:id",status="404"}')).toBe(1)
    expect(value('ads_http_requests_total{method="GET",route="/api/v1/*",status="401"}')).toBe(1)
    expect(
      value('ads_http_request_duration_seconds_count{method="GET",route="/api/v1/ads/:id",status="200"}'),
    ).toBe(2)
    expect(
      value(
        'ads_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/v1/ads/:id",status="200"}',
      ),
    ).toBe(2)
  })

  it('keeps the counts of each app apart', async () => {
    const first = await testApi(SEARCH_ADS)
    const second = await testApi(SEARCH_ADS)
    await first.get('/api/v1/ads/meta_1')
    const sample = 'ads_http_requests_total{method="GET",route="/api/v1/ads/:id",status="200"}'
    expect((await scrape(first.app)).value(sample)).toBe(1)
    expect((await scrape(second.app)).value(sample)).toBeUndefined()
  })

  it('shows the index: versions, current ads, how far behind the store it is, and changes applied', async () => {
    const { app, records, store } = await testApi(SEARCH_ADS)
    const before = await scrape(app)
    expect(before.value('ads_index_versions')).toBe(4)
    expect(before.value('ads_index_current_ads')).toBe(4)
    expect(before.value('ads_index_lag_changes')).toBe(0)
    expect(before.value('ads_index_changes_applied_total')).toBe(0)

    // Written to the store: a new ad and a new version of meta_1, not yet applied.
    const changed = { ...SEARCH_ADS.find((ad) => ad.id === 'meta_1')!, headline: 'Changed' }
    await records.write([makeAd({ id: 'fresh_1' }), changed])
    // Counted in positions of the store's change feed, which its writes advance. The search inside
    // PostgreSQL is never behind: the writes are its index.
    const inDatabase = process.env.ADS_TEST_SEARCH === 'postgres'
    const behind = (await scrape(app)).value('ads_index_lag_changes')
    if (inDatabase) expect(behind).toBe(0)
    else expect(behind).toBeGreaterThanOrEqual(2)
    await store.catchUp()
    const after = await scrape(app)
    expect(after.value('ads_index_lag_changes')).toBe(0)
    expect(after.value('ads_index_changes_applied_total')).toBe(inDatabase ? 2 : behind)
    expect(after.value('ads_index_versions')).toBe(6)
    expect(after.value('ads_index_current_ads')).toBe(5)
  })

  it('counts upstream requests and errors by the status clients got', async () => {
    let asked = 0
    const upstream = await fakeUpstream((_request, response) => {
      asked += 1
      if (asked === 1) sendJson(response, { data: [], pagination: { total: 0, next_cursor: null } })
      else if (asked === 2) sendJson(response, { code: 'not_found' }, 404)
      else response.writeHead(500).end()
    })
    servers.push(upstream)
    const api = await upstreamModeApi(upstream.url, { timeoutMs: 2_000, attemptTimeoutMs: 1_000 })
    expect((await api.get('/api/v1/ads')).status).toBe(200)
    expect((await api.get('/api/v1/ads/gone')).status).toBe(404)
    expect((await api.get('/api/v1/ads')).status).toBe(502)
    const { value, text } = await scrape(api.app)
    expect(value('ads_upstream_requests_total')).toBe(3)
    expect(value('ads_upstream_errors_total{status="502"}')).toBe(1)
    expect(text).not.toMatch(/ads_upstream_errors_total\{status="404"\}/)
  })

  it("adds Node's own metrics, event-loop delay among them, when asked", async () => {
    const { store, team } = await testStore(SEARCH_ADS)
    const config = testConfig()
    const service = localService(store, config.secret)
    const app = createApp({ service, config, team, metrics: createMetrics(service, { process: true }) })
    const { text } = await scrape(app)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m)
    expect(text).toMatch(/^process_resident_memory_bytes \d/m)
  })
})
