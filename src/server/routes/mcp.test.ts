import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterEach, describe, expect, it } from 'vitest'
import { AdList, OneAd } from '../../contract/ad'
import { textOf } from '../../testing/mcp-test-client'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { expectOk, expectProblem, TEST_KEY, testApi } from '../../testing/test-api'
import { addPerson, signedIn } from '../../testing/test-team'
import type { AppConfig } from '../config'

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
}

/** A JSON-RPC POST to /mcp as a client sends it; `headers` add to or replace the usual ones. */
function postMcp(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  headers: Record<string, string>,
  body: unknown = INITIALIZE,
) {
  return app.request('/mcp', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify(body),
  })
}

const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()))
})

/** The app on a real socket at 127.0.0.1, and an SDK client speaking Streamable HTTP to its /mcp. */
async function httpClient(config: Partial<AppConfig> = {}, key = TEST_KEY) {
  const api = await testApi(SEARCH_ADS, config)
  const server = serve({ fetch: api.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const client = new Client({ name: 'ad-search-test', version: '1.0.0' })
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', origin), {
      requestInit: { headers: { Authorization: `Bearer ${key}` } },
    }),
  )
  stops.push(async () => {
    await client.close()
    await new Promise((resolve) => server.close(resolve))
  })
  return { api, client, origin }
}

describe('/mcp (Streamable HTTP)', () => {
  it('serves the tools to an SDK client with an API key', async () => {
    const { api, client, origin } = await httpClient()
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual([
      'search_ads',
      'list_filter_values',
      'get_ad',
      'get_advertiser',
      'find_similar_ads',
      'list_boards',
      'get_board',
      'save_ad',
    ])
    const search = { query: 'shoes', countries: ['DE', 'US'] }
    const result = await client.callTool({ name: 'search_ads', arguments: search })
    const page = AdList.parse(result.structuredContent)
    const direct = await expectOk(await api.post('/api/v1/ads/query', search), AdList)
    expect(page.data.map((ad) => ad.id)).toEqual(direct.data.map((ad) => ad.id))
    // Links point where the caller reached the server, as /api/v1 would answer it.
    expect(page.data[0]?.service_url.startsWith(`${origin}/ads/`)).toBe(true)

    const wrong = await client.callTool({ name: 'search_ads', arguments: { countries: ['XX'] } })
    expect(wrong.isError).toBe(true)
    expect(textOf(wrong)).toContain("countries: 'XX' is not one of the ISO 3166-1 alpha-2 country codes")
  })

  it("calls /api/v1 with the caller's own key, so its rate limit applies", async () => {
    const limited = { rateLimit: { perSecond: 1, burst: 2 } }
    const { api, client } = await httpClient(limited, 'second-key')
    for (let call = 0; call < 2; call++) {
      expect((await client.callTool({ name: 'get_ad', arguments: { id: 'meta_1' } })).isError).toBeFalsy()
    }
    const third = await client.callTool({ name: 'get_ad', arguments: { id: 'meta_1' } })
    expect(textOf(third)).toMatch(/^Too many requests/)
    // Other keys keep their own budget.
    await expectOk(await api.get('/api/v1/ads/meta_1'), OneAd)
  })

  it('refuses requests without a valid bearer key with 401', async () => {
    const { app, team } = await testApi(SEARCH_ADS)
    const none = await postMcp(app, {})
    expect(none.headers.get('WWW-Authenticate')).toBe('Bearer realm="ads"')
    await expectProblem(none, 401, 'unauthorized')
    const wrong = await postMcp(app, { Authorization: 'Bearer not-a-key' })
    expect(wrong.headers.get('WWW-Authenticate')).toContain('error="invalid_token"')
    await expectProblem(wrong, 401, 'unauthorized')
    // A browser session is not enough: any page could otherwise drive the tools.
    const { cookie } = await signedIn(app, team, 'admin')
    await expectProblem(await postMcp(app, { Cookie: cookie }), 401, 'unauthorized')
  })

  it("takes a person's own key, until it is revoked", async () => {
    const { app, team } = await testApi(SEARCH_ADS)
    const { person } = await addPerson(team, 'member')
    const { key, apiKey } = await team.keys.create({ label: 'agent', scope: 'read', owner: person.id })
    expect((await postMcp(app, { Authorization: `Bearer ${key}` })).status).toBe(200)
    await team.keys.revoke(apiKey.id)
    await expectProblem(await postMcp(app, { Authorization: `Bearer ${key}` }), 401, 'unauthorized')
  })

  it('refuses pages of other origins with 403, against DNS rebinding', async () => {
    const { app } = await testApi(SEARCH_ADS)
    const auth = { Authorization: `Bearer ${TEST_KEY}` }
    await expectProblem(await postMcp(app, { ...auth, Origin: 'https://evil.example' }), 403, 'forbidden')
    // A rebound name sends its own Host, so Origin equals Host; only an address or localhost is trusted.
    const rebound = await app.request('http://evil.example:3000/mcp', {
      method: 'POST',
      headers: {
        ...auth,
        Origin: 'http://evil.example:3000',
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify(INITIALIZE),
    })
    expect(rebound.status).toBe(403)
    expect((await postMcp(app, { ...auth, Origin: 'http://localhost' })).status).toBe(200)
    expect((await postMcp(app, auth)).status).toBe(200)

    const behindProxy = await testApi(SEARCH_ADS, { publicUrl: 'https://ads.example.org' })
    expect((await postMcp(behindProxy.app, { ...auth, Origin: 'https://ads.example.org' })).status).toBe(200)
    expect((await postMcp(behindProxy.app, { ...auth, Origin: 'http://localhost' })).status).toBe(403)
  })

  it('answers JSON-RPC as plain JSON under the security headers, and 405 to other methods', async () => {
    const { app } = await testApi(SEARCH_ADS)
    const auth = { Authorization: `Bearer ${TEST_KEY}` }
    const response = await postMcp(app, auth)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
    expect(response.headers.get('Mcp-Session-Id')).toBeNull()
    expect(await response.json()).toMatchObject({
      jsonrpc: '2.0',
      id: 1,
      result: { serverInfo: { name: 'ad-search' } },
    })

    const get = await app.request('/mcp', { headers: { ...auth, Accept: 'text/event-stream' } })
    expect(get.headers.get('Allow')).toBe('POST')
    await expectProblem(get, 405, 'method_not_allowed')
  })
})
