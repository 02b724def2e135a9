import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import autocannon from 'autocannon'
import { apiClient } from './api-client'
import { buildServer, startServer } from './bench-server'
import { treeMemory } from './process-memory'
import { sampleWords, searchMix } from './search-mix'
import { ensureBenchData } from './seed-bench-data'
import { seededRandom, summarise } from './stats'

const ADS = Number(process.env.BENCH_ADS ?? 1_000_000)
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.bench-data'
const KEY = 'bench-key'
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
  for (const workers of [1, 2]) runs.push(await underLoad(workers))
  const [one, two] = runs
  const results = {
    date: new Date().toISOString(),
    machine: { cores: cpus().length, node: process.version },
    ads: ADS,
    connections: CONNECTIONS,
    seconds: SECONDS,
    runs,
    throughput_ratio_2_to_1: Math.round((two!.requests_per_second / one!.requests_per_second) * 100) / 100,
    targets: {
      '2 processes give >= 1.5x the throughput of 1':
        two!.requests_per_second >= 1.5 * one!.requests_per_second,
      'no errors': runs.every((run) => run.errors === 0 && run.non_2xx === 0),
    },
  }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/load.json', `${JSON.stringify(results, null, 2)}\n`)
  console.log(JSON.stringify(results.targets, null, 2))
}

async function underLoad(workers: number) {
  const server = await startServer(DATA_DIR, KEY, {
    env: { ADS_WORKERS: String(workers) },
    label: `serve ${workers} process${workers > 1 ? 'es' : ''}`,
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
