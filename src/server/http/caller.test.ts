import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { Me } from '../../contract/team'
import { expectOk, expectProblem, TEST_KEY, testApi, testConfig } from '../../testing/test-api'
import { addPerson, OWN_ORIGIN, signedIn, signIn, withSession } from '../../testing/test-team'
import { serveFetch } from '../../testing/test-upstream'
import { createApp } from '../app'
import { localService } from '../service/local-service'
import { ABSOLUTE_SESSION_MS } from '../workspace/team'

const search = '/api/v1/ads/query'
const json = { 'Content-Type': 'application/json' }
/** What only the team may see, in private mode. */
const TEAM_ONLY = ['/api/v1/ads', '/api/v1/facets/platforms', '/media/images/7.svg', '/metrics']

describe('private mode (the default)', () => {
  it('answers 401 to anyone who is neither signed in nor holding a key: API, MCP, media and metrics', async () => {
    const { app } = await testApi()
    for (const path of TEAM_ONLY) {
      const response = await app.request(path)
      expect(response.headers.get('WWW-Authenticate'), path).toBe('Bearer realm="ads"')
      await expectProblem(response, 401, 'unauthorized')
    }
    await expectProblem(
      await app.request('/mcp', { method: 'POST', body: '{}', headers: json }),
      401,
      'unauthorized',
    )
    // The app's HTML still loads: it shows the sign-in page.
    expect((await app.request('/')).status).toBe(200)
  })

  it('says invalid_token for a wrong key, and invalid_request for a malformed header', async () => {
    const { app } = await testApi()
    for (const key of ['wrong', `${TEST_KEY}x`, TEST_KEY.slice(0, -1), 'second-keY']) {
      const response = await app.request('/api/v1/ads', { headers: { Authorization: `Bearer ${key}` } })
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer realm="ads", error="invalid_token"')
      await expectProblem(response, 401, 'unauthorized')
    }
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', TEST_KEY, `Bearer ${TEST_KEY} extra`]) {
      const response = await app.request('/api/v1/ads', { headers: { Authorization: header } })
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer realm="ads", error="invalid_request"')
      await expectProblem(response, 401, 'unauthorized')
    }
  })

  it('accepts every configured key, with any case of the scheme, and media with a key', async () => {
    const { app } = await testApi()
    for (const header of [`Bearer ${TEST_KEY}`, 'bearer second-key', 'BEARER  second-key']) {
      await expectOk(await app.request('/api/v1/ads', { headers: { Authorization: header } }), AdList)
    }
    const image = await app.request('/media/images/7.svg', {
      headers: { Authorization: `Bearer ${TEST_KEY}` },
    })
    expect(image.status).toBe(200)
    // Private media is never kept by a shared cache.
    expect(image.headers.get('Cache-Control')).toMatch(/^private/)
  })

  it('accepts a person signed in, for the API and the media, and says who they are', async () => {
    const { app, team } = await testApi()
    const ana = await signedIn(app, team, 'member')
    const me = await expectOk(await withSession(app, '/api/v1/me', ana.cookie), Me)
    expect(me).toEqual({
      person: expect.objectContaining({ email: ana.email, role: 'member' }),
      access: 'private',
    })
    await expectOk(await withSession(app, '/api/v1/ads', ana.cookie), AdList)
    const post = await withSession(app, search, ana.cookie, { method: 'POST', body: '{}', headers: json })
    await expectOk(post, AdList)
    expect((await withSession(app, '/media/images/7.svg', ana.cookie)).status).toBe(200)
  })

  it('refuses a forged session, and one from another store', async () => {
    const { app, team } = await testApi()
    const ana = await signedIn(app, team, 'member')
    const [name, value] = ana.cookie.split('=') as [string, string]
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string]
    const forged = [
      `${name}=${encodeURIComponent(`${token}x.${signature}`)}`,
      `${name}=${encodeURIComponent(`${token}.${signature.slice(0, -2)}AA`)}`,
      `${name}=abc`,
      `${name}=${token}`,
    ]
    for (const cookie of forged) {
      await expectProblem(await withSession(app, '/api/v1/ads', cookie), 401, 'unauthorized')
    }
    const other = await testApi([], { secret: 'another-secret-of-another-store' })
    await expectProblem(await withSession(other.app, '/api/v1/ads', ana.cookie), 401, 'unauthorized')
  })

  it('refuses a session left idle past its end', async () => {
    const api = await testApi()
    const ana = await signedIn(api.app, api.team, 'member')
    await expectOk(await withSession(api.app, '/api/v1/ads', ana.cookie), AdList)
    // As a week without a request leaves it: its end, which each use moves on, has passed.
    const ended = new Date(Date.now() - 1000)
    const db = api.records.connection.db as unknown as Kysely<{ session: { expiresAt: Date | string } }>
    await db
      .updateTable('session')
      .set({ expiresAt: api.records.connection.type === 'sqlite' ? ended.toISOString() : ended })
      .execute()
    await expectProblem(await withSession(api.app, '/api/v1/ads', ana.cookie), 401, 'unauthorized')
  })

  it('ends a session past its absolute lifetime, however much it is used', async () => {
    const api = await testApi()
    const ana = await signedIn(api.app, api.team, 'member')
    api.advance(ABSOLUTE_SESSION_MS - 60_000)
    await expectOk(await withSession(api.app, '/api/v1/ads', ana.cookie), AdList)
    api.advance(120_000)
    await expectProblem(await withSession(api.app, '/api/v1/ads', ana.cookie), 401, 'unauthorized')
    // It is gone from the store, not only refused: going back in time does not bring it back.
    api.advance(-120_000)
    await expectProblem(await withSession(api.app, '/api/v1/ads', ana.cookie), 401, 'unauthorized')
  })

  it('refuses a change sent with the session from another site (CSRF), and lets the same search through from its own pages', async () => {
    const { app, team } = await testApi()
    const ana = await signedIn(app, team, 'member')
    const post = (headers: Record<string, string>) =>
      app.request(search, {
        method: 'POST',
        body: '{}',
        headers: { ...json, Cookie: ana.cookie, ...headers },
      })
    await expectProblem(await post({ Origin: 'https://evil.example' }), 403, 'forbidden')
    await expectProblem(await post({ Origin: 'null' }), 403, 'forbidden')
    await expectProblem(await post({ 'Sec-Fetch-Site': 'cross-site' }), 403, 'forbidden')
    await expectOk(await post({ Origin: OWN_ORIGIN, 'Sec-Fetch-Site': 'same-origin' }), AdList)
  })

  it("stops a person's key and session at once when the person is removed", async () => {
    const { app, team } = await testApi()
    const { person, email } = await addPerson(team, 'member')
    const { key } = await team.keys.create({ label: 'ci', scope: 'read', owner: person.id })
    const bearer = { Authorization: `Bearer ${key}` }
    await expectOk(await app.request('/api/v1/ads', { headers: bearer }), AdList)
    const cookie = await signIn(app, email)
    await team.remove(person.id)
    await expectProblem(await app.request('/api/v1/ads', { headers: bearer }), 401, 'unauthorized')
    await expectProblem(await withSession(app, '/api/v1/ads', cookie), 401, 'unauthorized')
  })
})

describe('public mode', () => {
  it('lets anonymous visitors search and read, and nothing else', async () => {
    const { app } = await testApi([], { access: 'public' })
    await expectOk(await app.request('/api/v1/ads'), AdList)
    await expectOk(await app.request(search, { method: 'POST', body: '{}', headers: json }), AdList)
    expect((await app.request('/media/images/7.svg')).status).toBe(200)
    expect(await expectOk(await app.request('/api/v1/me'), Me)).toEqual({ person: null, access: 'public' })
    await expectProblem(await app.request('/api/v1/keys'), 401, 'unauthorized')
    await expectProblem(
      await app.request('/api/v1/keys', { method: 'POST', body: '{"label":"x"}', headers: json }),
      401,
      'unauthorized',
    )
    await expectProblem(await app.request('/api/v1/people'), 401, 'unauthorized')
    await expectProblem(await app.request('/metrics'), 401, 'unauthorized')
    // Public media may be kept by shared caches.
    expect((await app.request('/media/images/7.svg')).headers.get('Cache-Control')).toMatch(/^public/)
  })

  it('limits each client address, believing X-Forwarded-For only from a trusted proxy', async () => {
    const limit = { access: 'public' as const, rateLimit: { perSecond: 0.01, burst: 2 } }
    for (const trusted of [false, true]) {
      const api = await testApi([], { ...limit, ...(trusted && { trustedProxies: ['127.0.0.1'] }) })
      api.advance(200_000 - (api.now() % 200_000))
      const server = await serveFetch(api.app.fetch)
      try {
        const from = (address: string) =>
          fetch(`${server.url}/api/v1/lookup?q=a`, { headers: { 'X-Forwarded-For': address } })
        expect((await from('198.51.100.1')).status).toBe(200)
        expect((await from('198.51.100.1')).status).toBe(200)
        expect((await from('198.51.100.1')).status).toBe(429)
        // Another visitor behind the proxy has a limit of their own; without a trusted proxy the
        // header is anyone's to write, and the socket's address (the same for both) is what counts.
        expect((await from('198.51.100.2')).status).toBe(trusted ? 200 : 429)
      } finally {
        await server.close()
      }
    }
  })

  it('still refuses a wrong key rather than treating its holder as anonymous', async () => {
    const { app } = await testApi([], { access: 'public' })
    await expectProblem(
      await app.request('/api/v1/ads', { headers: { Authorization: 'Bearer wrong' } }),
      401,
      'unauthorized',
    )
  })

  it('limits anonymous visitors even when no rate limit is configured', async () => {
    const api = await testApi([], { access: 'public' })
    let refused: Response | undefined
    for (let i = 0; i < 100 && !refused; i++) {
      const response = await api.app.request('/api/v1/lookup?q=a')
      if (response.status !== 200) refused = response
    }
    expect(refused).toBeDefined()
    await expectProblem(refused!, 429, 'rate_limited')
    // The team is not held back by the visitors' limit.
    expect((await api.get('/api/v1/lookup?q=a')).status).toBe(200)
  })
})

describe('rate limits', () => {
  it('hold each client to ADS_RATE_LIMIT in windows, and say when to retry', async () => {
    // 3 requests at 0.01 a second: windows of 300 s, long enough that the test stays in one.
    const api = await testApi([], { rateLimit: { perSecond: 0.01, burst: 3 } })
    api.advance(300_000 - (api.now() % 300_000))
    for (let i = 0; i < 3; i++) await expectOk(await api.get('/api/v1/ads'), AdList)
    const limited = await api.get('/api/v1/ads')
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(290)
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(300)
    await expectProblem(limited, 429, 'rate_limited')
    // Another key has its own count; the next window starts this one's again.
    await expectOk(await api.get('/api/v1/ads', { Authorization: 'Bearer second-key' }), AdList)
    api.advance(300_000)
    await expectOk(await api.get('/api/v1/ads'), AdList)
  })

  it('are counted in the store, so that two servers over one store hold a client to one limit', async () => {
    const limit = { rateLimit: { perSecond: 0.01, burst: 4 } }
    const first = await testApi([], limit)
    const second = createApp({
      service: localService(first.store, 'test-secret'),
      config: testConfig(limit),
      team: first.team,
    })
    first.advance(400_000 - (first.now() % 400_000))
    const auth = { headers: { Authorization: `Bearer ${TEST_KEY}` } }
    const statuses = []
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await first.get('/api/v1/ads')).status,
        (await second.request('/api/v1/ads', auth)).status,
      )
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429])
  })

  it('hold keys and sessions to the default for them when ADS_RATE_LIMIT is unset, visitors to theirs', async () => {
    // The search inside PostgreSQL has one (config.ts); 3 requests at 0.01 a second here.
    const api = await testApi([], { access: 'public', keyRateLimit: { perSecond: 0.01, burst: 3 } })
    api.advance(300_000 - (api.now() % 300_000))
    for (let i = 0; i < 3; i++) await expectOk(await api.get('/api/v1/ads'), AdList)
    const limited = await api.get('/api/v1/ads')
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(290)
    await expectProblem(limited, 429, 'rate_limited')
    await expectOk(await api.get('/api/v1/ads', { Authorization: 'Bearer second-key' }), AdList)
    // Anonymous visitors keep their own limit (10 a second, bursts of 30), not the keys'.
    for (let i = 0; i < 10; i++) expect((await api.app.request('/api/v1/lookup?q=a')).status).toBe(200)
  })

  it('do not limit when no rate limit is configured', async () => {
    const api = await testApi()
    for (let i = 0; i < 120; i++) expect((await api.get('/api/v1/lookup?q=a')).status).toBe(200)
  })
})
