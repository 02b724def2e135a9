import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { buildServer, startServer } from './bench-server'
import { summarise } from './stats'

/** Slow bodies opened, all from one address. `BENCH_SLOW_CLIENTS` changes it (each is a file descriptor here too). */
const CLIENTS = Number(process.env.BENCH_SLOW_CLIENTS ?? 10_000)
const OPENED_PER_SECOND = 2_000
/** How long the client keeps trickling: past the 30 s a request may take, so that the limit shows. */
const HOLD_MS = 45_000
/** One byte of body this often, on every connection. */
const TRICKLE_MS = 5_000
/** Where the slow bodies come from: Linux routes all of 127/8 to the loopback. The probe comes from 127.0.0.1. */
const ATTACKER = '127.0.0.2'
/** An anonymous endpoint that reads its body before answering: every deployment has it. */
const PATH = '/api/auth/sign-in/email'
const KEY = 'bench-key-for-loopback-only-0123456789'
const ADS = 20_000

interface Slow {
  socket: Socket
  connectedAt?: number
  closedAt?: number
  answer: string
}

/**
 * `npm run bench -- slow-clients`: `serve` as `npm start` runs it, on loopback, and one anonymous
 * client that opens thousands of sign-ins whose bodies never finish (a byte every 5 s), holds them
 * 45 s and stops. Records the server's resident memory before, during and after, how many
 * connections it held, refused at once or timed out, and whether a client from another address got
 * its searches answered meanwhile. Writes bench/results/slow-clients.json.
 */
export async function benchSlowClients(): Promise<void> {
  console.log(`Slow clients: ${CLIENTS.toLocaleString('en')} slow bodies from ${ATTACKER}`)
  buildServer()
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-slow-clients-'))
  const server = await startServer(dataDir, KEY, { env: { ADS_SEED_COUNT: String(ADS) }, label: 'serve' })
  try {
    const port = Number(new URL(server.url).port)
    for (let i = 0; i < 20; i++) await search(server.url)
    const before = server.memory().rss_mb
    const started = performance.now()
    const clients: Slow[] = []
    const timeline: { s: number; open: number; rss_mb: number }[] = []
    const probe: number[] = []
    let probeFailures = 0
    let heldAtMost = 0
    let peak = before
    const sampler = setInterval(() => {
      // Held: open for over a second (one refused at once may not have been seen closed yet).
      const now = performance.now()
      const open = clients.filter((c) => (c.connectedAt ?? now) < now - 1_000 && !c.closedAt).length
      const rss = server.memory().rss_mb
      heldAtMost = Math.max(heldAtMost, open)
      peak = Math.max(peak, rss)
      timeline.push({ s: Math.round((performance.now() - started) / 1000), open, rss_mb: rss })
    }, 1_000)
    const prober = setInterval(async () => {
      const at = performance.now()
      const ok = await search(server.url).catch(() => false)
      if (ok) probe.push(performance.now() - at)
      else probeFailures++
    }, 1_000)
    for (let opened = 0; opened < CLIENTS; opened += OPENED_PER_SECOND / 10) {
      const batch = Math.min(OPENED_PER_SECOND / 10, CLIENTS - opened)
      for (let i = 0; i < batch; i++) clients.push(slowBody(port))
      await sleep(100)
    }
    await sleep(HOLD_MS - (performance.now() - started))
    const stillOpen = clients.filter((client) => client.connectedAt && !client.closedAt).length
    for (const client of clients) client.socket.destroy()
    clearInterval(prober)
    await sleep(5_000)
    clearInterval(sampler)
    const after = server.memory()
    const connected = clients.filter((client) => client.connectedAt)
    const lived = (client: Slow) => (client.closedAt ?? Number.POSITIVE_INFINITY) - client.connectedAt!
    const results = {
      date: new Date().toISOString(),
      machine: { cores: cpus().length, memory_gb: Math.round(totalmem() / 2 ** 30), node: process.version },
      server: { ads: ADS, access: 'private (the default)' },
      attack: {
        clients: CLIENTS,
        from: ATTACKER,
        request: `POST ${PATH}, Content-Length 60000, a byte every ${TRICKLE_MS / 1000} s`,
        opened_per_second: OPENED_PER_SECOND,
        held_by_the_client_s: HOLD_MS / 1000,
      },
      rss_mb: { before, peak_during: peak, after: after.rss_mb, peak_of_the_process: after.peak_rss_mb },
      connections: {
        connected: connected.length,
        failed_to_connect: CLIENTS - connected.length,
        held_at_most: heldAtMost,
        closed_within_1_s_without_answer: connected.filter((c) => !c.answer && lived(c) < 1_000).length,
        answered_408: connected.filter((c) => c.answer.startsWith('HTTP/1.1 408')).length,
        other_answers: connected.filter((c) => c.answer && !c.answer.startsWith('HTTP/1.1 408')).length,
        still_open_when_the_client_stopped: stillOpen,
        seconds_held_by_the_408s: summarise(
          connected.filter((c) => c.answer.startsWith('HTTP/1.1 408')).map((c) => lived(c) / 1000),
        ),
      },
      probe_from_127_0_0_1: { answered: probe.length, failed: probeFailures, latency_ms: summarise(probe) },
      timeline: timeline.filter((_, i) => i % 5 === 0),
    }
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/slow-clients.json', `${JSON.stringify(results, null, 2)}\n`)
    console.log(JSON.stringify({ rss_mb: results.rss_mb, connections: results.connections }, null, 2))
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A sign-in whose headers arrive at once and whose body never ends. */
function slowBody(port: number): Slow {
  const socket = connect({ port, host: '127.0.0.1', localAddress: ATTACKER })
  const client: Slow = { socket, answer: '' }
  let trickle: NodeJS.Timeout | undefined
  socket.on('connect', () => {
    client.connectedAt = performance.now()
    socket.write(
      `POST ${PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: 60000\r\n\r\n{"email":"`,
    )
    trickle = setInterval(() => socket.write('a'), TRICKLE_MS)
  })
  socket.on('data', (chunk) => {
    if (client.answer.length < 64) client.answer += chunk.toString('latin1')
  })
  socket.on('error', () => {})
  socket.on('close', () => {
    client.closedAt ??= performance.now()
    clearInterval(trickle)
  })
  return client
}

/** A search by a client with a key, from 127.0.0.1: true when it was answered 200 within 10 s. */
async function search(url: string): Promise<boolean> {
  const answer = await fetch(`${url}/api/v1/ads?limit=5&query=shoes`, {
    headers: { Authorization: `Bearer ${KEY}` },
    signal: AbortSignal.timeout(10_000),
  })
  await answer.arrayBuffer()
  return answer.status === 200
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
