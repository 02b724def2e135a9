import type { IncomingMessage, ServerResponse } from 'node:http'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AdList } from '../../contract/ad'
import { expectOk, expectProblem } from '../../testing/test-api'
import {
  closedPort,
  fakeUpstream,
  type Listening,
  sendJson,
  UPSTREAM_KEY,
  upstreamModeApi,
} from '../../testing/test-upstream'

const servers: Listening[] = []
const timers: NodeJS.Timeout[] = []
let log: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  log = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => log.mockRestore())
afterAll(async () => {
  for (const timer of timers) clearTimeout(timer)
  await Promise.all(servers.map((server) => server.close()))
})

/**
 * A fake upstream whose answers are given in order (the last one repeats); counts what it was asked.
 * The time limits leave room for a busy machine: the retry tests count attempts, and a retry is only
 * made while enough of the overall limit is left for it.
 */
async function upstreamAnswering(
  limits: { timeoutMs: number; attemptTimeoutMs: number },
  ...answers: ((response: ServerResponse) => void)[]
) {
  let asked = 0
  const server = await fakeUpstream((_request, response) => {
    const answer = answers[Math.min(asked, answers.length - 1)]!
    asked += 1
    answer(response)
  })
  servers.push(server)
  return { api: await upstreamModeApi(server.url, limits), asked: () => asked }
}

const ROOMY = { timeoutMs: 10_000, attemptTimeoutMs: 5_000 }

/** A full garbage collection now (V8's gc(), which tests may switch on while running). */
function collectGarbage() {
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

const page = { data: [], pagination: { total: 0, next_cursor: null } }
const ok = (response: ServerResponse) => sendJson(response, page)

describe('upstream failures', () => {
  it('answers 504 at its own time limit when the upstream is slow, after trying again', async () => {
    // The upstream would answer in a minute; each attempt may wait 400 ms, all of them 2 s. Memory is
    // collected during each attempt: a time limit the collector could take (as Node's
    // AbortSignal.timeout() inside AbortSignal.any() can be) would leave the first attempt waiting
    // for the whole 2 s, with no time left to try again.
    const slow = await upstreamAnswering({ timeoutMs: 2_000, attemptTimeoutMs: 400 }, (response) => {
      timers.push(setTimeout(() => ok(response), 60_000))
      timers.push(setTimeout(collectGarbage, 50))
    })
    const started = performance.now()
    const problem = await expectProblem(await slow.api.get('/api/v1/ads'), 504, 'upstream_unavailable')
    // Generous for a busy machine, and still far from the upstream's minute.
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(problem.detail).toMatch(
      /^The upstream Ad Search Service at 127\.0\.0\.1:\d+ did not answer within 2 s/,
    )
    expect(slow.asked()).toBeGreaterThanOrEqual(2)
  })

  it('answers 502 when nothing listens', async () => {
    const api = await upstreamModeApi(await closedPort(), { timeoutMs: 10_000 })
    const problem = await expectProblem(await api.get('/api/v1/facets/formats'), 502, 'upstream_unavailable')
    expect(problem.detail).toMatch(/could not be reached \(connection refused\)/)
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/ECONNREFUSED\) \(attempt 3\)$/))
  })

  it.each([
    ['an HTML page', 'text/html', '<html><body>Bad gateway</body></html>', /text\/html instead of JSON/],
    ['cut-off JSON', 'application/json', '{"data": [{"id": "meta_1"', /cut off or malformed/],
    ['an empty body', 'application/json', '', /empty body/],
    ['JSON of another shape', 'application/json', '{"ads": []}', /JSON that is not a page of ads/],
  ])('answers 502 at once for %s', async (_what, type, body, detail) => {
    const garbage = await upstreamAnswering(ROOMY, (response) => {
      response.writeHead(200, { 'Content-Type': type })
      response.end(body)
    })
    const problem = await expectProblem(await garbage.api.get('/api/v1/ads'), 502, 'upstream_unavailable')
    expect(problem.detail).toMatch(detail)
    expect(garbage.asked()).toBe(1)
  })

  it('tries a read again after a 500 or a dropped connection, and succeeds', async () => {
    const flaky = await upstreamAnswering(
      ROOMY,
      (response) => sendJson(response, { detail: 'boom' }, 500),
      (response) => response.socket?.destroy(),
      ok,
    )
    await expectOk(await flaky.api.post('/api/v1/ads/query', {}), AdList)
    expect(flaky.asked()).toBe(3)
  })

  it('gives up after two retries, with the last failure', async () => {
    const broken = await upstreamAnswering(ROOMY, (response) => sendJson(response, {}, 503))
    const problem = await expectProblem(await broken.api.get('/api/v1/ads'), 502, 'upstream_unavailable')
    expect(problem.detail).toMatch(/failed to answer \(status 503\)/)
    expect(broken.asked()).toBe(3)
  })

  it('waits as long as Retry-After asks when that fits, else passes 429 on', async () => {
    const soon = await upstreamAnswering(
      ROOMY,
      (response) => sendJson(response, {}, 429, { 'Retry-After': '0' }),
      ok,
    )
    await expectOk(await soon.api.get('/api/v1/ads'), AdList)
    expect(soon.asked()).toBe(2)
    const later = await upstreamAnswering(ROOMY, (response) =>
      sendJson(response, {}, 429, { 'Retry-After': '120' }),
    )
    const limited = await later.api.get('/api/v1/ads')
    expect(limited.headers.get('Retry-After')).toBe('120')
    await expectProblem(limited, 429, 'rate_limited')
    expect(later.asked()).toBe(1)
  })

  it('does not follow redirects, which could take the key elsewhere', async () => {
    let elsewhere = 0
    const other = await fakeUpstream((_request, response) => {
      elsewhere += 1
      ok(response)
    })
    servers.push(other)
    const moved = await upstreamAnswering(ROOMY, (response) => {
      response.writeHead(302, { Location: `${other.url}/api/v1/ads` })
      response.end()
    })
    const problem = await expectProblem(await moved.api.get('/api/v1/ads'), 502, 'upstream_unavailable')
    expect(problem.detail).toMatch(/a redirect \(status 302\)/)
    expect(elsewhere).toBe(0)
  })

  it('never puts the key, a stack or the upstream path in a problem, even when the upstream echoes them', async () => {
    const echo = (request: IncomingMessage) => `${request.headers.authorization} at ${request.url}`
    const server = await fakeUpstream((request, response) => {
      const status = request.url?.includes('/lookup') ? 400 : 500
      sendJson(
        response,
        { detail: echo(request), errors: [{ parameter: 'q', detail: echo(request) }] },
        status,
      )
    })
    servers.push(server)
    const api = await upstreamModeApi(`${server.url}/internal/base/`, { timeoutMs: 10_000 })
    const failed = await expectProblem(await api.get('/api/v1/ads'), 502, 'upstream_unavailable')
    expect(failed.detail).not.toContain('/internal/base')
    // A refusal is passed on with the upstream's own words, less the key.
    const refused = await expectProblem(await api.get('/api/v1/lookup?q=x'), 400, 'invalid_parameter')
    expect(refused.detail).toBe('Bearer [redacted] at /internal/base/api/v1/lookup?q=x&limit=10')
    for (const text of [JSON.stringify(failed), JSON.stringify(refused)]) {
      expect(text).not.toContain(UPSTREAM_KEY)
      expect(text).not.toMatch(/\bat .*\.ts:\d+/)
    }
  })
})
