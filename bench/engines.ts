import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { type Api, apiClient } from './api-client'
import { deepPages, facetTimes } from './api-searches'
import { type BenchServer, buildServer, startServer } from './bench-server'
import { ensurePostgresBenchData } from './postgres-bench-data'
import { SEARCH_KINDS, sampleWords, searchMix } from './search-mix'
import { ensureBenchData } from './seed-bench-data'
import { seededRandom, summarise } from './stats'

const ADS = Number(process.env.BENCH_ADS ?? 1_000_000)
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.bench-data'
const DATABASE_URL = process.env.BENCH_DATABASE_URL
const KEY = 'bench-key-for-loopback-only-0123456789'
/** Requests of the mix, each sent to both engines in turn. */
const SEARCHES = Number(process.env.BENCH_ENGINE_SEARCHES ?? 300)
/** The mix stops early past this, so that a slow engine cannot hold the run for hours. */
const MIX_BUDGET_MS = 15 * 60_000
/** The walk to page 200 of one traversal, at most. */
const DEEP_WALK_BUDGET_MS = 3 * 60_000

const ENGINES = [
  { name: 'memory', dir: '.bench-data-engine-memory', env: { ADS_SEARCH: 'memory' } },
  // One client asking as fast as it can: the default limit per key would refuse most of it.
  {
    name: 'postgres',
    dir: '.bench-data-engine-postgres',
    env: { ADS_SEARCH: 'postgres', ADS_RATE_LIMIT: 'off' },
  },
] as const

/**
 * Both search engines over the same million ads in one PostgreSQL database, side by side: a node
 * holding the index in memory (ADS_SEARCH=memory) and a node searching inside PostgreSQL
 * (ADS_SEARCH=postgres). Each request of one seeded mix goes to one engine and then the other, so
 * that the machine's noise falls on both; then deep pages and facet counts under a search.
 * Writes bench/results/engines.json.
 */
export async function benchEngines() {
  console.log(`Engines benchmark: ${ADS.toLocaleString('en')} ads in PostgreSQL, both engines`)
  if (!DATABASE_URL) {
    console.log('  skipped (set BENCH_DATABASE_URL to an empty database, or one holding these ads)')
    return
  }
  await ensureBenchData(DATA_DIR, ADS)
  const copy = await ensurePostgresBenchData(DATA_DIR, DATABASE_URL, ADS)
  if (copy.copied) console.log(`  copied into PostgreSQL: ${copy.ads_per_second.toLocaleString('en')} ads/s`)
  buildServer()
  const servers: Record<string, BenchServer & { startMs: number }> = {}
  try {
    for (const engine of ENGINES) {
      mkdirSync(engine.dir, { recursive: true })
      servers[engine.name] = await startServer(engine.dir, KEY, {
        env: { ...engine.env, ADS_DATABASE_URL: DATABASE_URL },
        label: engine.name,
      })
      console.log(`  ${engine.name}: listening after ${servers[engine.name]!.startMs} ms`)
    }
    const apis = Object.fromEntries(ENGINES.map(({ name }) => [name, apiClient(servers[name]!.url, KEY)]))
    const words = await sampleWords(apis.memory!, seededRandom(7))
    const mix = await sideBySide(apis, words)
    const engines: Record<string, unknown> = {}
    for (const { name } of ENGINES) {
      console.log(`  ${name}: deep pages and facets…`)
      engines[name] = {
        start_ms: servers[name]!.startMs,
        memory_after_mix: servers[name]!.memory(),
        search: summarise(mix.all[name]!),
        search_by_kind: Object.fromEntries(
          Object.entries(mix.byKind[name]!).map(([kind, times]) => [kind, summarise(times)]),
        ),
        deep_pages: await deepPages(apis[name]!, words.common[0]!, DEEP_WALK_BUDGET_MS),
        facets: await facetTimes(apis[name]!, seededRandom(11), words),
      }
    }
    const results = {
      date: new Date().toISOString(),
      machine: { cores: cpus().length, node: process.version },
      ads: ADS,
      searches_each: mix.sent,
      mix_stopped_early: mix.sent < SEARCHES,
      engines,
    }
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/engines.json', `${JSON.stringify(results, null, 2)}\n`)
    console.log(JSON.stringify(results, null, 2))
  } finally {
    for (const server of Object.values(servers)) await server.stop()
  }
}

/** The seeded mix, each request timed on every engine in turn, within the time budget. */
async function sideBySide(apis: Record<string, Api>, words: Awaited<ReturnType<typeof sampleWords>>) {
  const next = searchMix(seededRandom(7), words)
  const all: Record<string, number[]> = {}
  const byKind: Record<string, Record<string, number[]>> = {}
  for (const name of Object.keys(apis)) {
    all[name] = []
    byKind[name] = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, []]))
  }
  const started = performance.now()
  let sent = 0
  while (sent < SEARCHES && performance.now() - started < MIX_BUDGET_MS) {
    const { kind, body } = next()
    for (const [name, api] of Object.entries(apis)) {
      const { ms } = await api.timed(() => api.search(body))
      all[name]!.push(ms)
      byKind[name]![kind]!.push(ms)
    }
    sent++
  }
  return { all, byKind, sent }
}
