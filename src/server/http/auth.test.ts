import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { expectOk, expectProblem, TEST_KEY, testApi } from '../../testing/test-api'

const search = '/api/v1/ads/query'
const json = { 'Content-Type': 'application/json' }

/** The session cookie a browser gets with the app's HTML, as a Cookie request header. */
async function browserSession(app: Awaited<ReturnType<typeof testApi>>['app']): Promise<string> {
  const response = await app.request('/')
  const setCookie = response.headers.get('Set-Cookie') ?? ''
  expect(setCookie).toMatch(/^ads_session=[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/)
  return setCookie.split(';')[0]!
}

describe('API access', () => {
  it('asks for a bearer key when none is given', async () => {
    const { app } = await testApi()
    const response = await app.request('/api/v1/ads')
    expect(response.headers.get('WWW-Authenticate')).toBe('Bearer realm="ads"')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    await expectProblem(response, 401, 'unauthorized')
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

  it('accepts every configured key, with any case of the scheme', async () => {
    const { app } = await testApi()
    for (const header of [`Bearer ${TEST_KEY}`, 'bearer second-key', 'BEARER  second-key']) {
      await expectOk(await app.request('/api/v1/ads', { headers: { Authorization: header } }), AdList)
    }
  })

  it('accepts the session cookie that comes with the app HTML', async () => {
    const { app } = await testApi()
    const cookie = await browserSession(app)
    await expectOk(await app.request('/api/v1/ads', { headers: { Cookie: cookie } }), AdList)
    const post = await app.request(search, {
      method: 'POST',
      body: '{}',
      headers: { ...json, Cookie: cookie },
    })
    await expectOk(post, AdList)
    // A browser that already has a valid session keeps it.
    expect((await app.request('/', { headers: { Cookie: cookie } })).headers.get('Set-Cookie')).toBeNull()
  })

  it('marks the session cookie Secure when the app is served over https', async () => {
    const { app } = await testApi([], { publicUrl: 'https://ads.example.org' })
    expect((await app.request('/')).headers.get('Set-Cookie')).toMatch(/; Secure/)
  })

  it('refuses a forged or foreign session', async () => {
    const { app } = await testApi()
    const cookie = await browserSession(app)
    const [id, signature] = cookie.slice('ads_session='.length).split('.')
    const forged = [
      `ads_session=${id}x.${signature}`,
      `ads_session=${id}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
      'ads_session=abc',
    ]
    for (const value of forged) {
      await expectProblem(
        await app.request('/api/v1/ads', { headers: { Cookie: value } }),
        401,
        'unauthorized',
      )
    }
    const other = await testApi([], { secret: 'another-secret' })
    await expectProblem(
      await other.app.request('/api/v1/ads', { headers: { Cookie: cookie } }),
      401,
      'unauthorized',
    )
  })

  it('refuses a cross-site POST that carries only the session cookie', async () => {
    const { app } = await testApi()
    const cookie = await browserSession(app)
    const post = (headers: Record<string, string>) =>
      app.request(search, { method: 'POST', body: '{}', headers: { ...json, Cookie: cookie, ...headers } })
    await expectProblem(await post({ Origin: 'https://evil.example' }), 401, 'unauthorized')
    await expectProblem(await post({ Origin: 'null' }), 401, 'unauthorized')
    await expectProblem(await post({ 'Sec-Fetch-Site': 'cross-site' }), 401, 'unauthorized')
    await expectOk(await post({ Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' }), AdList)
  })

  it('limits each client with a token bucket and says when to retry', async () => {
    const api = await testApi([], { rateLimit: { perSecond: 2, burst: 3 } })
    for (let i = 0; i < 3; i++) await expectOk(await api.get('/api/v1/ads'), AdList)
    const limited = await api.get('/api/v1/ads')
    expect(limited.headers.get('Retry-After')).toBe('1')
    await expectProblem(limited, 429, 'rate_limited')
    // Another key has its own bucket; time refills this one.
    await expectOk(await api.get('/api/v1/ads', { Authorization: 'Bearer second-key' }), AdList)
    api.advance(500)
    await expectOk(await api.get('/api/v1/ads'), AdList)
    await expectProblem(await api.get('/api/v1/ads'), 429, 'rate_limited')
  })

  it('does not limit when no rate limit is configured', async () => {
    const api = await testApi()
    for (let i = 0; i < 120; i++) expect((await api.get('/api/v1/lookup?q=a')).status).toBe(200)
  })
})
