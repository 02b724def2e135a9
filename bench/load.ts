import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import autocannon from 'autocannon'
import { apiClient } from './api-client'
import { buildServer, startServer } from './bench-server'
import { ensurePostgresBenchData } from './postgres-bench-data'
import { treeMemory } from './process-memory'
import { sampleWords, searchMix } from './search-mix'
import { ensureBenchData } from './seed-bench-data'
import { seededRandom, summarise } from './stats'

const ADS = Number(process.env.BENCH_ADS ?? 1_000_000)
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.bench-data'
const KEY = 'bench-key-for-loopback-only-0123456789'
const DATABASE_URL = process.env.BENCH_DATABASE_URL
const PG_NODE_DIR = '.bench-data-pg'
/** Clients at once: enough to keep two server processes busy on two cores. */
const CONNECTIONS = 16
const WARM_UP_SECONDS = 5
const SECONDS = 20
/** Distinct searches the clients cycle through, from the API benchmark's seeded mix. */
const SEARCHES = 500

/**
 * `npm run bench -- load`: many clients at once (autocannon, loopback only, a fixed time) against
 * `serve` over the bench's million ads with 1 and then 2 server processes (`ADS_WORKERS`): requests
 * per second, latency percentiles, errors and memory. Writes bench/results/load.json.
 */
export async function benchLoad() {
  console.log(`Load benchmark: ${ADS.toLocaleString('en')} ads in ${DATA_DIR}, ${CONNECTIONS} clients`)
  await ensureBenchData(DATA_DIR, ADS)
  buildServer()
  const runs = []
  for (const workers of [1, 2]) runs.push(await underLoad(workers, DATA_DIR))
  const [one, two] = runs
  const postgres = await postgresRun()
  const results = {
    date: new Date().toISOString(),
    machine: { cores: cpus().length, node: process.version },
    ads: ADS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    runs,
    postgres,
    throughput_ratio_2_to_1: Math.round((two!.requests_per_second / one!.requests_per_second) * 100) / 100,
    targets: {
      '2 processes give >= 1.5x the throughput of 1':
        two!.requests_per_second >= 1.5 * one!.requests_per_second,
      'no errors': runs.every((run) => run.errors === 0 && run.non_2xx === 0),
      'PostgreSQL store: search p95 within 1.5x of SQLite': postgres
        ? postgres.run.latency_ms.p95 <= 1.5 * one!.latency_ms.p95
        : null,
    },
  }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/load.json', `${JSON.stringify(results, null, 2)}\n`)
  console.log(JSON.stringify(results.targets, null, 2))
}

/**
 * The same load on one process whose store is PostgreSQL (BENCH_DATABASE_URL, an empty database the
 * first time: the bench's ads are copied into it). Skipped, and said so, without one.
 */
async function postgresRun() {
  if (!DATABASE_URL) {
    console.log('  PostgreSQL: skipped (set BENCH_DATABASE_URL to an empty database to compare)')
    return null
  }
  const copy = await ensurePostgresBenchData(DATA_DIR, DATABASE_URL, ADS)
  if (copy.copied) console.log(`  copied the ads into PostgreSQL at ${copy.ads_per_second} ads/s`)
  // The node's own data directory: its index snapshot, built from PostgreSQL on its first start.
  const run = await underLoad(1, PG_NODE_DIR, { ADS_DATABASE_URL: DATABASE_URL })
  return { copy, run }
}

async function underLoad(workers: number, dataDir: string, env: Record<string, string> = {}) {
  const server = await startServer(dataDir, KEY, {
    env: { ADS_WORKERS: String(workers), ...env },
    label: `serve ${workers} process${workers > 1 ? 'es' : ''}${env.ADS_DATABASE_URL ? ', PostgreSQL' : ''}`,
  })
  try {
    await ready(server.url)
    const api = apiClient(server.url, KEY)
    const random = seededRandom(17)
    const next = searchMix(random, await sampleWords(api, random))
    const bodies = Array.from({ length: SEARCHES }, () => JSON.stringify({ ...next().body, limit: 20 }))
    await load(server.url, bodies, WARM_UP_SECONDS)
    const measured = await load(server.url, bodies, SECONDS)
    const memory = treeMemory(server.pid)
    const run = {
      workers,
      ...measured,
      rss_mb_all_processes: memory.rss_mb,
      processes: memory.processes,
    }
    console.log(
      `  ${workers} process(es): ${run.requests_per_second} searches/s, p95 ${run.latency_ms.p95} ms, ` +
        `${run.errors} errors, ${run.non_2xx} non-2xx, RSS ${run.rss_mb_all_processes} MB`,
    )
    return run
  } finally {
    await server.stop()
  }
}

/** Ready once the node says so (every worker caught up) and a search answers. */
async function ready(url: string): Promise<void> {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/readyz`).catch(() => undefined)
    if (answer?.status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} was not ready within 5 minutes`)
}

/** `seconds` of searches from `CONNECTIONS` clients at once, each latency kept for the percentiles. */
function load(url: string, bodies: string[], seconds: number) {
  const latencies: number[] = []
  let at = 0
  return new Promise<{
    requests: number
    requests_per_second: number
    latency_ms: ReturnType<typeof summarise>
    errors: number
    non_2xx: number
  }>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}/api/v1/ads/query`,
        connections: CONNECTIONS,
        duration: seconds,
        method: 'POST',
        headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: bodies[at++ % bodies.length] }) }],
      },
      (error, result) => {
        if (error) {
          reject(error)
          return
        }
        resolve({
          requests: result.requests.total,
          requests_per_second: Math.round(result.requests.total / seconds),
          latency_ms: summarise(latencies),
          errors: result.errors + result.timeouts,
          non_2xx: result.non2xx,
        })
      },
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
}
