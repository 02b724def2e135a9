import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdList, OneAd } from '../../contract/ad'
import { FacetList } from '../../contract/facets'
import { LookupResult } from '../../contract/lookup'
import { AdvertiserAnswer, SimilarAnswer, TimelineAnswer } from '../../contract/stats'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { expectOk, expectProblem, NOW, TEST_KEY, testApi } from '../../testing/test-api'
import { signedIn } from '../../testing/test-team'
import { type Listening, serveFetch, UPSTREAM_KEY, upstreamModeApi } from '../../testing/test-upstream'
import { generateAds } from '../seed/generate-ads'
import { generateCatalogue } from '../seed/generate-catalogue'

// One real upstream (our own server over a small SQLite index) and an app in upstream mode in front.
let closeUpstreamStore: () => Promise<void>
let upstream: Listening
let api: Awaited<ReturnType<typeof upstreamModeApi>>
/** What the upstream received: the credentials and cookies forwarded, and how many requests. */
const received: { authorization: string | null; cookie: string | null; path: string }[] = []
/** Every response of the app in upstream mode, headers and body, to look for the upstream key. */
const answered: string[] = []

beforeAll(async () => {
  const served = await testApi([...SEARCH_ADS, ...generateAds({ count: 80, seed: 3, now: NOW })], {
    apiKeys: [UPSTREAM_KEY],
  })
  await served.records.replaceCatalogue(generateCatalogue(3))
  const upstreamApp = served.app
  closeUpstreamStore = async () => {
    await served.store.close()
    await served.records.close()
  }
  upstream = await serveFetch((request) => {
    const { pathname } = new URL(request.url)
    const { headers } = request
    received.push({
      authorization: headers.get('Authorization'),
      cookie: headers.get('Cookie'),
      path: pathname,
    })
    return upstreamApp.fetch(request)
  })
  api = await upstreamModeApi(upstream.url)
})

afterAll(async () => {
  await upstream.close()
  await closeUpstreamStore()
})

/** Keeps a copy of what the client saw, then hands the response on. */
async function seen(response: Response | Promise<Response>): Promise<Response> {
  const answer = await response
  answered.push(JSON.stringify([...answer.headers]) + (await answer.clone().text()))
  return answer
}

/** The upstream asked directly, with its key: what the app in upstream mode must pass on unchanged. */
async function direct(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(upstream.url + path, {
    headers: { Authorization: `Bearer ${UPSTREAM_KEY}`, 'Content-Type': 'application/json' },
    ...(body !== undefined && { method: 'POST', body: JSON.stringify(body) }),
  })
  expect(response.status).toBe(200)
  return response.json()
}

/** Every page of a search, following next_cursor. */
async function allPages(page: (cursor: string | undefined) => Promise<unknown>): Promise<AdList[]> {
  const pages: AdList[] = []
  let cursor: string | undefined
  do {
    const next = AdList.parse(await page(cursor))
    pages.push(next)
    cursor = next.pagination.next_cursor ?? undefined
  } while (cursor !== undefined && pages.length < 50)
  return pages
}

describe('upstream mode against a real upstream', () => {
  it('pages through a JSON search with the upstream cursors, exactly as the upstream answers', async () => {
    const search = { formats: 'video,image', countries: ['US', 'DE'], limit: 7 }
    const proxied = await allPages(async (cursor) =>
      expectOk(await seen(api.post('/api/v1/ads/query', { ...search, ...(cursor && { cursor }) })), AdList),
    )
    const asked = await allPages((cursor) =>
      direct('/api/v1/ads/query', { ...search, ...(cursor && { cursor }) }),
    )
    expect(proxied.length).toBeGreaterThan(2)
    expect(proxied).toEqual(asked)
    const ids = proxied.flatMap((page) => page.data.map((ad) => ad.id))
    expect(new Set(ids).size).toBe(proxied[0]!.pagination.total)
  })

  it('forwards the query-string searches, TikTok included, normalised', async () => {
    for (const path of [
      '/api/v1/ads?niches=fashion&niches=apps&sort=oldest&limit=6',
      '/api/v1/tiktok/ads?limit=5',
    ]) {
      const proxied = await allPages(async (cursor) =>
        expectOk(await seen(api.get(cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path)), AdList),
      )
      const asked = await allPages((cursor) =>
        direct(cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path),
      )
      expect(proxied).toEqual(asked)
    }
    // Given in another spelling here, the same search upstream.
    const spelled = await expectOk(
      await seen(api.get('/api/v1/ads?query=%20Running%20shoes&countries=us,de')),
      AdList,
    )
    expect(spelled).toEqual(await direct('/api/v1/ads?query=Running+shoes&countries=DE,US'))
  })

  it('forwards facets, look-ups and one ad', async () => {
    for (const path of [
      '/api/v1/facets/countries?formats=video',
      '/api/v1/facets/niches',
      '/api/v1/facets/shop-apps?search=re',
    ]) {
      expect(await expectOk(await seen(api.get(path)), FacetList)).toEqual(await direct(path))
    }
    const lookup = '/api/v1/lookup?q=acme&limit=5'
    expect(await expectOk(await seen(api.get(lookup)), LookupResult)).toEqual(await direct(lookup))
    expect(await expectOk(await seen(api.get('/api/v1/ads/meta_1')), OneAd)).toEqual(
      await direct('/api/v1/ads/meta_1'),
    )
  })

  it('forwards the timeline, an advertiser dashboard and similar ads, and passes on their 404', async () => {
    for (const [path, schema] of [
      ['/api/v1/stats/timeline?formats=video&started_after=2024-01-01', TimelineAnswer],
      ['/api/v1/advertisers/meta_pg_acme?started_before=2030-01-01', AdvertiserAnswer],
      ['/api/v1/ads/meta_1/similar?limit=5&exclude_same_advertiser=true', SimilarAnswer],
    ] as const) {
      expect(await expectOk(await seen(api.get(path)), schema)).toEqual(await direct(path))
    }
    await expectProblem(await seen(api.get('/api/v1/advertisers/meta_nobody')), 404, 'not_found')
    await expectProblem(await seen(api.get('/api/v1/ads/meta_nope/similar')), 404, 'not_found')
  })

  it('passes on the upstream media links, absolute on the upstream, which serves them', async () => {
    const page = await expectOk(await seen(api.get('/api/v1/ads?formats=image&limit=3')), AdList)
    const thumbnail = page.data[0]!.media.thumbnail
    expect(thumbnail.startsWith(`${upstream.url}/media/`)).toBe(true)
    // In private mode the upstream's media, too, is for those who hold a key of its own.
    expect((await fetch(thumbnail, { headers: { Authorization: `Bearer ${UPSTREAM_KEY}` } })).status).toBe(
      200,
    )
  })

  it('passes on the upstream 404 and invalid cursor, with their details', async () => {
    const missing = await expectProblem(await seen(api.get('/api/v1/ads/meta_nope')), 404, 'not_found')
    expect(missing.detail).toBe("There is no ad with id 'meta_nope'")
    await expectProblem(await seen(api.get('/api/v1/ads?cursor=not-a-cursor')), 400, 'invalid_cursor')
  })

  it('answers bad requests itself, without asking the upstream', async () => {
    const before = received.length
    await expectProblem(await seen(api.get('/api/v1/ads?limit=500')), 400, 'invalid_parameter')
    await expectProblem(await seen(api.get('/api/v1/ads?colour=red')), 400, 'parameter_unknown')
    await expectProblem(await seen(api.post('/api/v1/ads/query', '{"query":')), 400, 'invalid_json')
    await expectProblem(
      await seen(api.post('/api/v1/ads/query', { platforms: 'myspace' })),
      400,
      'invalid_parameter',
    )
    await expectProblem(await seen(api.get('/api/v1/tiktok/ads?platforms=tiktok')), 400, 'parameter_unknown')
    await expectProblem(await seen(api.get('/api/v1/lookup')), 400, 'invalid_parameter')
    await expectProblem(await seen(api.get('/api/v1/facets/colours')), 404, 'not_found')
    await expectProblem(await seen(api.get('/api/v1/facets/themes?formats=video')), 400, 'parameter_unknown')
    await expectProblem(await seen(api.get('/api/v1/ads/query')), 405, 'method_not_allowed')
    const put = await seen(
      api.app.request('/api/v1/ads', { method: 'PUT', headers: { Authorization: `Bearer ${TEST_KEY}` } }),
    )
    expect(put.headers.get('Allow')).toBe('GET, HEAD')
    await expectProblem(put, 405, 'method_not_allowed')
    await expectProblem(await seen(api.app.request('/api/v1/ads')), 401, 'unauthorized')
    await expectProblem(
      await seen(api.get('/api/v1/ads', { Authorization: 'Bearer wrong' })),
      401,
      'unauthorized',
    )
    expect(received.length).toBe(before)
  })

  it('answers a person signed in with the upstream, which never sees their cookie', async () => {
    const { cookie } = await signedIn(api.app, api.team, 'viewer')
    const get = await seen(api.app.request('/api/v1/ads?limit=2', { headers: { Cookie: cookie } }))
    expect((await expectOk(get, AdList)).data).toHaveLength(2)
    const post = await seen(
      api.app.request('/api/v1/ads/query', {
        method: 'POST',
        body: '{"limit":1}',
        headers: { Cookie: cookie, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      }),
    )
    expect((await expectOk(post, AdList)).data).toHaveLength(1)
    expect(received.map((request) => request.cookie).filter(Boolean)).toEqual([])
  })

  it('serves the MCP tools from the upstream too, since they call /api/v1', async () => {
    const served = await serveFetch(api.app.fetch)
    const client = new Client({ name: 'upstream-mode-test', version: '1.0.0' })
    try {
      const headers = { Authorization: `Bearer ${TEST_KEY}` }
      await client.connect(
        new StreamableHTTPClientTransport(new URL('/mcp', served.url), { requestInit: { headers } }),
      )
      const result = await client.callTool({ name: 'search_ads', arguments: { query: 'shoes', limit: 5 } })
      const page = AdList.parse(result.structuredContent)
      expect(page).toEqual(await direct('/api/v1/ads/query', { query: 'shoes', limit: 5 }))
    } finally {
      await client.close()
      await served.close()
    }
  })

  it('says so when the upstream refuses its key, and never shows that key', async () => {
    const wrongKey = await upstreamModeApi(upstream.url, { key: 'not-the-upstream-key' })
    const problem = await expectProblem(await wrongKey.get('/api/v1/ads'), 502, 'upstream_unavailable')
    expect(problem.detail).toMatch(/refused this server's key \(ADS_UPSTREAM_KEY, status 401\)/)
    expect(problem.detail).not.toContain('not-the-upstream-key')
  })

  // Last: it checks what every test before it sent and received.
  it('sends the upstream its own key only, never the client credentials or cookies, and never shows it', () => {
    const api = received.filter((request) => request.path.startsWith('/api/'))
    expect(api.length).toBeGreaterThan(10)
    const keys = new Set(api.map((request) => request.authorization))
    expect(keys).toEqual(new Set([`Bearer ${UPSTREAM_KEY}`, 'Bearer not-the-upstream-key']))
    expect(received.every((request) => request.cookie === null)).toBe(true)
    expect(answered.length).toBeGreaterThan(20)
    for (const text of answered) expect(text).not.toContain(UPSTREAM_KEY)
  })
})
