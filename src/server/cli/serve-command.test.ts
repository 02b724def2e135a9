import { mkdtempSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type CliProcess, cliArgv, killStartedClis, servedAt, startCli } from '../../testing/cli-process'
import { GOOD_PASSWORD } from '../../testing/test-team'

const KEY = 'serve-test-key-0123456789-abcdefghij'

async function startServe(env: Record<string, string> = {}): Promise<{ run: CliProcess; url: URL }> {
  const run = startCli(cliArgv(['serve']), {
    ADS_DATA_DIR: mkdtempSync(join(tmpdir(), 'ads-serve-')),
    ADS_SEED_COUNT: '30',
    ADS_API_KEYS: KEY,
    HOST: '127.0.0.1',
    PORT: '0',
    ...env,
  })
  return { run, url: new URL(await servedAt(run)) }
}

/**
 * A connection that has sent a search's headers and the start of its body: a request in flight. It
 * asks `Expect: 100-continue`, so the server's interim answer says that it has the request in hand.
 */
async function searchInFlight(url: URL, body: string): Promise<Socket & { answer: () => string }> {
  const socket = connect(Number(url.port), url.hostname)
  let answer = ''
  const inHand = new Promise<void>((resolve) =>
    socket.on('data', (chunk) => {
      answer += chunk
      if (answer.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) resolve()
    }),
  )
  socket.write(
    `POST /api/v1/ads/query HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${KEY}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
  )
  await inHand
  socket.write(body.slice(0, 5))
  return Object.assign(socket, { answer: () => answer.slice('HTTP/1.1 100 Continue\r\n\r\n'.length) })
}

/** The request log's lines among what serve printed. */
const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

describe('serve', { timeout: 60_000 }, () => {
  afterEach(killStartedClis)

  it('logs a JSON line per request on standard output, without keys or cookies, and a client that left as 499', async () => {
    const { run, url } = await startServe()
    const at = (path: string) => new URL(path, url)
    const probe = await fetch(at('/healthz'), { headers: { 'X-Request-Id': 'probe-1' } })
    expect(probe.headers.get('X-Request-Id')).toBe('probe-1')
    expect((await fetch(at('/readyz'))).status).toBe(200)
    // The first person in, by the welcome link the start printed.
    const token = /\/welcome#(\S+)/.exec(await run.waitFor(/\/welcome#\S+\n/))![1]!
    const joined = await fetch(at('/api/v1/join'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, name: 'Ana', email: 'ana@example.com', password: GOOD_PASSWORD }),
    })
    expect(joined.status).toBe(201)
    const cookie = joined.headers.getSetCookie()[0]!.split(';')[0]!
    expect((await fetch(at('/api/v1/ads?limit=1'), { headers: { Cookie: cookie } })).status).toBe(200)
    const withKey = { headers: { Authorization: `Bearer ${KEY}` } }
    expect((await fetch(at(`/api/v1/ads?api_key=${KEY}`), withKey)).status).toBe(400)
    const metrics = await (await fetch(at('/metrics'), withKey)).text()
    expect(metrics).toMatch(/^nodejs_eventloop_lag_p99_seconds /m)
    expect(metrics).toMatch(/^ads_index_current_ads 30$/m)

    // A client that goes away halfway through sending its search.
    const leaving = await searchInFlight(url, '{"query":"shoes"}')
    leaving.destroy()
    await run.waitFor(/"status":499/)

    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
    const entries = logLines(run.output())
    expect(entries.find((entry) => entry.id === 'probe-1')).toMatchObject({ route: '/healthz', status: 200 })
    expect(entries.find((entry) => entry.status === 499)).toMatchObject({
      method: 'POST',
      route: '/api/v1/ads/query',
      client: expect.stringMatching(/^key:[0-9a-f]{6}$/),
      address: '127.0.0.1',
      aborted: true,
    })
    expect(entries.map((entry) => entry.status)).not.toContain(500)
    for (const secret of [
      KEY,
      cookie.split('=')[1]!,
      decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!,
      GOOD_PASSWORD,
      'Authorization',
    ]) {
      expect(run.output()).not.toContain(secret)
    }
    // The welcome link is printed once, at the start, and in no request's line.
    expect(run.output().split(token)).toHaveLength(2)
    expect(run.stderr()).toBe('')
  })

  it('on SIGTERM lets a request in flight finish, answers /readyz with 503, and exits 0', async () => {
    const { run, url } = await startServe()
    const body = '{"query":"shoes","limit":1}'
    const search = await searchInFlight(url, body)
    expect((await fetch(new URL('/readyz', url))).status).toBe(200)
    run.child.kill('SIGTERM')
    await run.waitFor(/SIGTERM: stopping/)
    // New connections are refused now; the busy one finishes its search, and a probe sent along on it
    // (pipelined) is answered 503. The search's answer closes the connection, so that probe's answer
    // is not sent: its log line says what it was.
    search.write(`${body.slice(5)}GET /readyz HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`)
    expect(await run.exited).toBe(0)
    const answer = search.answer()
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(answer).toMatch(/\r\nConnection: close\r\n/i)
    expect(answer).toContain('"pagination"')
    const stopping = run.output().slice(run.output().indexOf('SIGTERM: stopping'))
    expect(logLines(stopping).map(({ route, status }) => `${status} ${route}`)).toEqual(
      expect.arrayContaining(['200 /api/v1/ads/query', '503 /readyz']),
    )
  })

  it('closes connections over ADS_MAX_CONNECTIONS_PER_ADDRESS at once, and still answers those it holds', async () => {
    const { run, url } = await startServe({ ADS_MAX_CONNECTIONS_PER_ADDRESS: '2', ADS_REQUEST_LOG: 'off' })
    const body = '{"query":"shoes","limit":1}'
    const held = [await searchInFlight(url, body), await searchInFlight(url, body)]
    const over = connect(Number(url.port), url.hostname)
    let answer = ''
    over.on('data', (chunk) => {
      answer += chunk
    })
    over.on('error', () => {})
    await new Promise((resolve) => over.once('close', resolve))
    expect(answer).toBe('')
    held[0]!.write(body.slice(5))
    while (!held[0]!.answer().includes('"pagination"'))
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(held[0]!.answer()).toMatch(/^HTTP\/1\.1 200 /)
    for (const socket of held) socket.destroy()
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
  })

  it('with two processes, counts every request in /metrics whichever process answered the scrape, and stops on SIGTERM', async () => {
    const { run, url } = await startServe({ ADS_WORKERS: '2', ADS_REQUEST_LOG: 'off' })
    await run.waitFor(/2 server processes share the port/)
    const auth = { Authorization: `Bearer ${KEY}` }
    const searches = 24
    for (let i = 0; i < searches; i++) {
      // A connection each, so that the primary hands them to both workers in turn.
      const answer = await fetch(new URL('/api/v1/ads/query', url), {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', Connection: 'close' },
        body: JSON.stringify({ limit: 1 }),
      })
      expect(answer.status).toBe(200)
    }
    const searchCount = (text: string) =>
      Number(
        /^ads_http_requests_total\{[^}]*route="\/api\/v1\/ads\/query"[^}]*status="200"[^}]*\} (\d+)/m.exec(
          text,
        )?.[1],
      )
    for (let scrape = 0; scrape < 4; scrape++) {
      const answer = await fetch(new URL('/metrics', url), { headers: { ...auth, Connection: 'close' } })
      const text = await answer.text()
      expect(answer.status).toBe(200)
      expect(searchCount(text)).toBe(searches)
      // Each process holds the whole index: the node reports its size once, not twice.
      expect(Number(/^ads_index_current_ads (\d+)/m.exec(text)?.[1])).toBe(30)
    }
    // A worker that has answered a scrape talks with the primary: that must not keep it running.
    run.child.kill('SIGTERM')
    expect(await run.exited).toBe(0)
  })
})
