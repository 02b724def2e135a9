import { describe, expect, it } from 'vitest'
import { AdList, OneAd } from '../../contract/ad'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { expectOk, TEST_KEY, testConfig, testStore } from '../../testing/test-api'
import { createApp } from '../app'
import type { AppConfig } from '../config'
import { localService } from '../service/local-service'
import { requestLogger } from './request-log'

/** What @hono/node-server hands the app for a request that came over a socket from `address`. */
const fromSocket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })

async function appWith(config: Partial<AppConfig>) {
  const { store, team } = await testStore(SEARCH_ADS)
  const settings = testConfig(config)
  const lines: string[] = []
  const logger = requestLogger({ write: (line: string) => lines.push(line) })
  const app = createApp({ service: localService(store, settings.secret), config: settings, logger, team })
  /** The ad meta_1 as asked at `url`, from `peer` (no socket: in-process), with extra headers. */
  const ad = async (url: string, headers: Record<string, string> = {}, peer?: string) => {
    const init = { headers: { Authorization: `Bearer ${TEST_KEY}`, ...headers } }
    const response = await app.request(url, init, peer === undefined ? undefined : fromSocket(peer))
    return (await expectOk(response, OneAd)).data
  }
  const addresses = () => lines.map((line) => JSON.parse(line).address as string | undefined)
  return { app, ad, addresses }
}

const LISTED = { allowedHosts: ['ads.example.com', 'localhost:3000', '127.0.0.1:3000'] }

describe('absolute links and the Host header', () => {
  it('are made from the Host when it is allowed', async () => {
    const { ad } = await appWith(LISTED)
    expect((await ad('http://ads.example.com/api/v1/ads/meta_1')).service_url).toBe(
      'http://ads.example.com/ads/meta_1',
    )
    expect((await ad('http://ads.example.com:8443/api/v1/ads/meta_1')).service_url).toBe(
      'http://ads.example.com:8443/ads/meta_1',
    )
    expect((await ad('http://localhost:3000/api/v1/ads/meta_1')).media.thumbnail).toBe(
      'http://localhost:3000/media/images/1.svg',
    )
  })

  it('never hold a Host that is not allowed: the first allowed host stands in', async () => {
    const { app, ad } = await appWith(LISTED)
    for (const url of [
      'http://evil.example/api/v1/ads/meta_1',
      'http://localhost:6666/api/v1/ads/meta_1',
      'http://ads.example.com.evil.example/api/v1/ads/meta_1',
    ]) {
      const found = await ad(url)
      expect(found.service_url).toBe('http://ads.example.com/ads/meta_1')
      expect(JSON.stringify(found)).not.toMatch(/evil|6666/)
    }
    const list = await app.request('http://evil.example/api/v1/ads', {
      headers: { Authorization: `Bearer ${TEST_KEY}` },
    })
    expect(JSON.stringify((await expectOk(list, AdList)).data)).not.toContain('evil.example')
  })

  it('by default allow localhost, 127.0.0.1 and [::1] only', async () => {
    const { ad } = await appWith({})
    expect((await ad('http://[::1]:3000/api/v1/ads/meta_1')).service_url).toBe('http://[::1]:3000/ads/meta_1')
    expect((await ad('http://evil.example/api/v1/ads/meta_1')).service_url).toBe(
      'http://localhost/ads/meta_1',
    )
  })

  it('come from ADS_PUBLIC_URL whatever the Host says', async () => {
    const { ad } = await appWith({ ...LISTED, publicUrl: 'https://ads.example.org' })
    expect((await ad('http://evil.example/api/v1/ads/meta_1')).service_url).toBe(
      'https://ads.example.org/ads/meta_1',
    )
  })
})

describe('forwarded headers', () => {
  const forwarded = {
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Host': 'ads.example.com',
    'X-Forwarded-For': '203.0.113.9',
  }

  it('are ignored unless the peer is a trusted proxy', async () => {
    const { ad, addresses } = await appWith({ ...LISTED, trustedProxies: ['10.0.0.0/8'] })
    const direct = await ad('http://localhost:3000/api/v1/ads/meta_1', forwarded, '198.51.100.7')
    expect(direct.service_url).toBe('http://localhost:3000/ads/meta_1')
    // In-process requests (tests, the HTML's first page, the tools) have no socket: nothing is believed.
    const inProcess = await ad('http://localhost:3000/api/v1/ads/meta_1', forwarded)
    expect(inProcess.service_url).toBe('http://localhost:3000/ads/meta_1')
    expect(addresses()).toEqual(['198.51.100.7', undefined])
  })

  it('are believed from a trusted proxy, the forwarded host still only when allowed', async () => {
    const { ad, addresses } = await appWith({ ...LISTED, trustedProxies: ['10.0.0.0/8', '::1'] })
    const proxied = await ad('http://127.0.0.1:3000/api/v1/ads/meta_1', forwarded, '10.1.2.3')
    expect(proxied.service_url).toBe('https://ads.example.com/ads/meta_1')
    // A dual-stack socket names an IPv4 peer ::ffff:10.1.2.3.
    const mapped = await ad('http://127.0.0.1:3000/api/v1/ads/meta_1', forwarded, '::ffff:10.1.2.3')
    expect(mapped.service_url).toBe('https://ads.example.com/ads/meta_1')
    const evil = { ...forwarded, 'X-Forwarded-Host': 'evil.example' }
    const refused = await ad('http://127.0.0.1:3000/api/v1/ads/meta_1', evil, '::1')
    expect(refused.service_url).toBe('https://ads.example.com/ads/meta_1')
    expect(addresses()).toEqual(['203.0.113.9', '203.0.113.9', '203.0.113.9'])
  })

  it('name the client: the first address from the right that is not a trusted proxy', async () => {
    const { ad, addresses } = await appWith({ trustedProxies: ['10.0.0.0/8'] })
    const url = 'http://localhost/api/v1/ads/meta_1'
    // The client wrote the left part itself; only what trusted proxies appended is believed.
    await ad(url, { 'X-Forwarded-For': '1.1.1.1, 203.0.113.9, 10.0.0.2' }, '10.0.0.1')
    await ad(url, { 'X-Forwarded-For': '10.0.0.3' }, '10.0.0.1')
    await ad(url, { 'X-Forwarded-For': 'not-an-address, 10.0.0.3' }, '10.0.0.1')
    await ad(url, {}, '10.0.0.1')
    expect(addresses()).toEqual(['203.0.113.9', '10.0.0.3', '10.0.0.3', '10.0.0.1'])
  })
})
