import { createServer, type IncomingMessage, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type ConnectionLimits, limitConnections, serverTimeouts } from './connection-limits'

/** Short limits, so that each test takes about a second; the checks run every 25 ms. */
const LIMITS: ConnectionLimits = {
  headersMs: 300,
  requestMs: 600,
  longRequestMs: 3_000,
  isLongRequest: (request) => request.method === 'POST' && request.url === '/api/v1/imports',
  keepAliveMs: 5_000,
  checkEveryMs: 25,
  maxConnections: 100,
  maxPerAddress: 100,
  isTrusted: () => false,
}

const servers: Server[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

/**
 * A server with the guard: reads every body whole, then answers how long it was (`/slow-answer` waits
 * first); `requests` counts the requests whose headers it has.
 */
async function guarded(limits: Partial<ConnectionLimits> = {}) {
  const all = { ...LIMITS, ...limits }
  let requests = 0
  const server = createServer(serverTimeouts(all), (request: IncomingMessage, response) => {
    requests++
    let bytes = 0
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length
    })
    request.on('end', () => {
      const wait = request.url === '/slow-answer' ? all.requestMs * 2 : 0
      setTimeout(() => response.end(`read ${bytes}`), wait)
    })
  })
  const counts = limitConnections(server, all)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { counts, port, requests: () => requests }
}

interface Client {
  socket: Socket
  /** Everything the server sent so far. */
  answer: () => string
  /** Resolves when the server (or the test) closed the connection. */
  closed: Promise<void>
  isClosed: () => boolean
}

async function client(port: number, from = '127.0.0.1'): Promise<Client> {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from })
  let answer = ''
  let isClosed = false
  socket.on('data', (chunk) => {
    answer += chunk
  })
  socket.on('error', () => {})
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      isClosed = true
      resolve()
    }),
  )
  await new Promise((resolve) => socket.once('connect', resolve))
  return { socket, answer: () => answer, closed, isClosed: () => isClosed }
}

const headers = (method: string, path: string, length?: number) =>
  `${method} ${path} HTTP/1.1\r\nHost: test\r\n${length === undefined ? '' : `Content-Length: ${length}\r\n`}\r\n`

/** A request whose headers arrive at once and whose body is still to come (`length` bytes of it). */
async function slowBody(port: number, path = '/search', from = '127.0.0.1', length = 100): Promise<Client> {
  const open = await client(port, from)
  open.socket.write(headers('POST', path, length))
  return open
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await sleep(10)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('connection limits', { timeout: 15_000 }, () => {
  it('cuts a client that sends its headers too slowly with 408', async () => {
    const { port } = await guarded()
    const slow = await client(port)
    const started = performance.now()
    slow.socket.write('GET / HTTP/1.1\r\n')
    const trickle = setInterval(() => slow.socket.write('X-A: b\r\n'), 50)
    await slow.closed
    clearInterval(trickle)
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(performance.now() - started).toBeGreaterThanOrEqual(LIMITS.headersMs - 10)
  })

  it('cuts a body still arriving when the request limit passes with 408, while an import gets its longer limit', async () => {
    const { port, counts } = await guarded()
    const search = await slowBody(port)
    const upload = await slowBody(port, '/api/v1/imports')
    let sent = 0
    const trickle = setInterval(() => {
      search.socket.write('x')
      upload.socket.write('x')
      sent++
    }, 50)
    const started = performance.now()
    await search.closed
    expect(search.answer()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
    expect(search.answer()).toMatch(/\r\nConnection: close\r\n/i)
    expect(performance.now() - started).toBeGreaterThanOrEqual(LIMITS.requestMs - 50)
    // The import, a byte at a time like the search, is still being read; it ends its body and is answered.
    clearInterval(trickle)
    expect(upload.isClosed()).toBe(false)
    upload.socket.write('x'.repeat(100 - sent))
    await until(() => upload.answer().includes('read 100'))
    expect(upload.answer()).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
    expect(counts.timedOut).toBe(1)
  })

  it('an import whose body is still arriving at its own limit is cut too', async () => {
    const { port } = await guarded({ longRequestMs: 900 })
    const upload = await slowBody(port, '/api/v1/imports')
    const trickle = setInterval(() => upload.socket.write('x'), 50)
    await upload.closed
    clearInterval(trickle)
    expect(upload.answer()).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('limits only the time to receive a request, not the time to answer it', async () => {
    const { port } = await guarded()
    const open = await client(port)
    open.socket.write(headers('POST', '/slow-answer', 2))
    open.socket.write('{}')
    await until(() => open.answer().includes('read 2'))
    expect(open.answer()).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
  })

  it('gives a later request on a kept-alive connection the whole limit, counted from its first byte', async () => {
    const { port } = await guarded()
    const open = await client(port)
    open.socket.write(headers('GET', '/first'))
    await until(() => open.answer().includes('read 0'))
    // Idle for longer than a request may take, then a request that itself takes most of the limit.
    await sleep(LIMITS.requestMs * 1.5)
    open.socket.write(headers('POST', '/second', 2))
    await sleep(LIMITS.requestMs / 2)
    open.socket.write('{}')
    await until(() => open.answer().includes('read 2'))
    expect(open.isClosed()).toBe(false)
  })

  it('closes a connection over the per-address cap at once, and answers the others and other addresses', async () => {
    const { port, counts, requests } = await guarded({ maxPerAddress: 3 })
    const held = [await slowBody(port), await slowBody(port), await slowBody(port)]
    await until(() => requests() === 3)
    const over = await client(port)
    await over.closed
    expect(over.answer()).toBe('')
    expect(counts.refused).toBe(1)
    // Another address is not concerned; the three held ones still get their answers.
    const other = await client(port, '127.0.0.2')
    other.socket.write(headers('GET', '/'))
    await until(() => other.answer().includes('read 0'))
    held[0]!.socket.write('x'.repeat(100))
    await until(() => held[0]!.answer().includes('read 100'))
    expect(counts.openFrom('127.0.0.1')).toBe(3)
    expect(counts.open()).toBe(4)
  })

  it('counts down as connections close, letting new ones in again', async () => {
    const { port, counts } = await guarded({ maxPerAddress: 2 })
    const held = [await slowBody(port), await slowBody(port)]
    await until(() => counts.openFrom('127.0.0.1') === 2)
    for (const open of held) open.socket.destroy()
    await until(() => counts.open() === 0)
    expect(counts.openFrom('127.0.0.1')).toBe(0)
    const again = await slowBody(port)
    again.socket.write('x'.repeat(100))
    await until(() => again.answer().includes('read 100'))
    expect(counts.refused).toBe(0)
  })

  it('makes room for a new connection by closing the address’s longest idle kept-alive one', async () => {
    const { port, counts, requests } = await guarded({ maxPerAddress: 2 })
    const first = await client(port)
    first.socket.write(headers('GET', '/'))
    await until(() => first.answer().includes('read 0'))
    const busy = await slowBody(port)
    await until(() => requests() === 2)
    const third = await client(port)
    await first.closed
    third.socket.write(headers('GET', '/'))
    await until(() => third.answer().includes('read 0'))
    expect(busy.isClosed()).toBe(false)
    expect(counts.refused).toBe(0)
  })

  it('applies no per-address cap to trusted proxies, whose connections still count in the total', async () => {
    const { port, counts, requests } = await guarded({
      maxPerAddress: 2,
      maxConnections: 5,
      isTrusted: (address) => address === '127.0.0.1',
    })
    const proxied = await Promise.all([1, 2, 3, 4].map(() => slowBody(port)))
    const direct = await slowBody(port, '/search', '127.0.0.2')
    await until(() => requests() === 5)
    const over = await client(port, '127.0.0.2')
    await over.closed
    expect(counts.refused).toBe(1)
    expect([...proxied, direct].some((open) => open.isClosed())).toBe(false)
  })
})
