import { createHash } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { TEST_KEY, testConfig, testStore } from '../../testing/test-api'
import { addPerson, postJson, sessionCookie } from '../../testing/test-team'
import { createApp } from '../app'
import { localService } from '../service/local-service'
import { requestLogger } from './request-log'

/** An app over the search fixtures whose request log is captured, one parsed JSON object a line. */
async function loggedApp(wrap: (service: ReturnType<typeof localService>) => object = (s) => s) {
  const { store, team } = await testStore(SEARCH_ADS)
  const config = testConfig()
  const lines: string[] = []
  const logger = requestLogger({ write: (line: string) => lines.push(line) })
  const service = { ...localService(store, config.secret), ...wrap(localService(store, config.secret)) }
  const app = createApp({ service, config, logger, team })
  return { app, team, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

const auth = { Authorization: `Bearer ${TEST_KEY}` }
const sha6 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 6)

afterEach(() => vi.restoreAllMocks())

describe('the request log', () => {
  it('writes one JSON line per request: id, method, route pattern, status, time and client', async () => {
    const { app, entries } = await loggedApp()
    const response = await app.request('/api/v1/ads/meta_1', { headers: auth })
    expect(response.status).toBe(200)
    const [entry, ...more] = entries()
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/api/v1/ads/:id',
      status: 200,
      client: `key:${sha6(TEST_KEY)}`,
    })
    expect(entry!.ms).toEqual(expect.any(Number))
    expect(entry!.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(response.headers.get('X-Request-Id')).toBe(entry!.id)
  })

  it("keeps a caller's short safe request id, and replaces any other", async () => {
    const { app, entries } = await loggedApp()
    const kept = await app.request('/healthz', { headers: { 'X-Request-Id': 'lb-7f3a:01.x_y' } })
    expect(kept.headers.get('X-Request-Id')).toBe('lb-7f3a:01.x_y')
    for (const given of ['a'.repeat(65), 'two words', 'x","forged":"1', '']) {
      const replaced = await app.request('/healthz', { headers: { 'X-Request-Id': given } })
      expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    }
    expect(entries().map((entry) => entry.id)).toContain('lb-7f3a:01.x_y')
    expect(entries().some((entry) => 'forged' in entry)).toBe(false)
  })

  it('names routes by pattern, also when access is refused or nothing is there', async () => {
    const { app, entries } = await loggedApp()
    await app.request('/api/v1/ads/secret-looking-id')
    await app.request('/api/v1/no/such/thing', { headers: auth })
    await app.request('/api/v1/facets/countries', { headers: auth })
    expect(entries().map(({ route, status }) => `${status} ${route}`)).toEqual([
      '401 /api/v1/*',
      '404 /api/v1/*',
      '200 /api/v1/facets/:facet',
    ])
    expect(JSON.stringify(entries())).not.toContain('secret-looking-id')
  })

  it('never holds a key, a cookie or an Authorization header, not even when the request fails', async () => {
    const failing = new Error('the index broke')
    const { app, team, lines } = await loggedApp(() => ({
      lookup: async () => {
        throw failing
      },
    }))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { email, password } = await addPerson(team, 'member')
    const signingIn = await postJson(app, '/api/auth/sign-in/email', { email, password })
    const session = sessionCookie(signingIn)
    const sessionValue = decodeURIComponent(session.split('=')[1]!)
    const wrongKey = 'wrong-key-abcdef-123456'
    await app.request('/api/v1/ads', { headers: auth })
    await app.request('/api/v1/ads', { headers: { Cookie: session } })
    await app.request('/api/v1/ads', { headers: { Authorization: `Bearer ${wrongKey}` } })
    await app.request(`/api/v1/ads?api_key=${TEST_KEY}&key=${TEST_KEY}`, { headers: auth })
    await app.request('/mcp', { method: 'POST', headers: { ...auth, Cookie: session } })
    const failed = await app.request('/api/v1/lookup?q=ab', { headers: { ...auth, Cookie: session } })
    expect(failed.status).toBe(500)

    const logged = [...lines, ...errors.mock.calls.flat().map(String)].join('\n')
    expect(lines).toHaveLength(7)
    expect(logged).toContain('the index broke')
    for (const secret of [
      TEST_KEY,
      wrongKey,
      sessionValue,
      sessionValue.split('.')[0]!,
      password,
      'Bearer',
      'session_token',
    ]) {
      expect(logged).not.toContain(secret)
    }
    // The session is named by a short digest of its id, never by its token.
    const clients = lines.map((line) => JSON.parse(line).client).filter(Boolean)
    expect(clients.filter((client: string) => /^session:[0-9a-f]{6}$/.test(client))).toHaveLength(1)
  })

  it('logs a client that went away mid-request as 499, without an error or a stack trace', async () => {
    const { app, entries } = await loggedApp()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const leaving = new AbortController()
    // A body that stops halfway, as it does when the connection closes under it.
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"query":'))
      },
      pull(controller) {
        leaving.abort()
        controller.error(new Error('Client connection prematurely closed.'))
      },
    })
    const response = await app.request('/api/v1/ads/query', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
      signal: leaving.signal,
    } as RequestInit)
    expect(response.status).toBe(499)
    expect(entries()).toEqual([
      expect.objectContaining({ route: '/api/v1/ads/query', status: 499, aborted: true }),
    ])
    expect(errors).not.toHaveBeenCalled()
  })
})
