import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { type Api, apiClient } from './api-client'
import { deepPages, facetTimes } from './api-searches'
import { type BenchServer, buildServer, startServer } from './bench-server'
import { concurrentSearches } from './concurrent-searches'
import { type IndexSample, indexMix, SHAPES, sampleIndex } from './index-mix'
import { ensurePostgresBenchData } from './postgres-bench-data'
import { searchParams } from './search-plans'
import { ensureBenchData } from './seed-bench-data'
import { seededRandom, summarise } from './stats'

const ADS = Number(process.env.BENCH_ADS ?? 1_000_000)
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.bench-data'
const DATABASE_URL = process.env.BENCH_DATABASE_URL
const KEY = 'bench-key-for-loopback-only-0123456789'
/** Requests of the warm mix, each sent to every engine in turn. */
const SEARCHES = Number(process.env.BENCH_ENGINE_SEARCHES ?? 300)
/** The first searches a node answers after it starts (after a fill, when this run filled). */
const COLD_SEARCHES = 200
/** The mixes stop early past this, so that a slow engine cannot hold the run for hours. */
const MIX_BUDGET_MS = 15 * 60_000
/** The walk to page 200 of one traversal, at most. */
const DEEP_WALK_BUDGET_MS = 3 * 60_000
/** Deep pages and facet counts too (BENCH_ENGINE_EXTRAS=off leaves them out of a shorter run). */
const EXTRAS = process.env.BENCH_ENGINE_EXTRAS !== 'off'
/** Clients at once, and the bounds of that run. */
const THROUGHPUT = { connections: 32, maxRequests: 6_000, maxMs: 60_000 }
/** Timelines asked of each broad search (and of mix searches), one at a time. */
const TIMELINE_ROUNDS = 20
/** The broad timelines the issue names: a word nearly every ad holds, and one platform alone. */
const BROAD_TIMELINES = { 'the (keyword)': 'query=the', 'tiktok (platform alone)': 'platforms=tiktok' }

const ENGINES = [
  { name: 'memory', dir: '.bench-data-engine-memory', env: { ADS_SEARCH: 'memory' } },
  // Clients asking as fast as they can: the default limit per key would refuse most of it. The queue
  // takes the 32 clients of the throughput run (ADS_SEARCH_QUEUE; 16 by default).
  {
    name: 'postgres',
    dir: '.bench-data-engine-postgres',
    env: { ADS_SEARCH: 'postgres', ADS_RATE_LIMIT: 'off', ADS_SEARCH_QUEUE: '32' },
  },
] as const
type Engine = (typeof ENGINES)[number]

/** BENCH_ENGINES=postgres runs one engine (both by default). */
const chosenEngines = (): Engine[] => {
  const names = (process.env.BENCH_ENGINES ?? 'memory,postgres').split(',')
  return ENGINES.filter((engine) => names.includes(engine.name))
}

/** The machine's load as the figure was taken: other work on a shared machine moves every figure. */
const load = () => Math.round(loadavg()[0]! * 10) / 10

/**
 * Both search engines over the same million ads in one PostgreSQL database: a node holding the
 * index in memory (ADS_SEARCH=memory) and a node searching inside PostgreSQL (ADS_SEARCH=postgres),
 * on searches drawn at random (seeded) from the index's own words and filter values (index-mix.ts):
 * - cold: the first 200 searches a node answers after it starts: a new process and connection pool,
 *   with PostgreSQL's own caches and the operating system's as the fill or the last run left them
 *   (`after_fill` says whether this run filled the database);
 * - warm: the mix, each request to one engine and then the other so that noise falls on both, by
 *   shape and by the plan the engine says it took;
 * - throughput: 32 clients at once, searches a second and p99 (PostgreSQL engine);
 * - timelines over broad searches, deep pages and facet counts.
 * Writes bench/results/engines.json.
 */
export async function benchEngines() {
  console.log(`Engines benchmark: ${ADS.toLocaleString('en')} ads in PostgreSQL`)
  if (!DATABASE_URL) {
    console.log('  skipped (set BENCH_DATABASE_URL to an empty database, or one holding these ads)')
    return
  }
  await ensureBenchData(DATA_DIR, ADS)
  const copy = await ensurePostgresBenchData(DATA_DIR, DATABASE_URL, ADS)
  if (copy.copied) console.log(`  copied into PostgreSQL: ${copy.ads_per_second.toLocaleString('en')} ads/s`)
  buildServer()
  const engines = chosenEngines()
  const servers: Record<string, BenchServer & { startMs: number }> = {}
  const start = async (engine: Engine) => {
    mkdirSync(engine.dir, { recursive: true })
    const server = await startServer(engine.dir, KEY, {
      env: { ...engine.env, ADS_DATABASE_URL: DATABASE_URL },
      label: engine.name,
    })
    servers[engine.name] = server
    console.log(`  ${engine.name}: listening after ${server.startMs} ms`)
    return apiClient(server.url, KEY)
  }
  try {
    // The sample comes from the first engine; a node that gave it is started again before its cold run.
    const apis: Record<string, Api> = {}
    let sample: IndexSample | undefined
    const cold: Record<string, unknown> = {}
    for (const engine of engines) {
      let api = await start(engine)
      if (!sample) {
        sample = await sampleIndex(api, seededRandom(7))
        await servers[engine.name]!.stop()
        api = await start(engine)
      }
      apis[engine.name] = api
      console.log(`  ${engine.name}: the first ${COLD_SEARCHES} searches…`)
      cold[engine.name] = {
        after_fill: copy.copied,
        start_ms: servers[engine.name]!.startMs,
        load_before: load(),
        ...(await mixTimes({ [engine.name]: api }, seededRandom(7), sample, COLD_SEARCHES))[engine.name],
      }
    }
    console.log(`  warm mix: ${SEARCHES} searches to each engine…`)
    const warmLoad = load()
    const warm = await mixTimes(apis, seededRandom(8), sample!, SEARCHES)
    const results: Record<string, unknown> = {}
    for (const { name } of engines) {
      console.log(`  ${name}: timelines, deep pages and facets…`)
      const api = apis[name]!
      results[name] = {
        start_ms: servers[name]!.startMs,
        memory_after_mix: servers[name]!.memory(),
        cold: cold[name],
        warm: { load_before: warmLoad, ...warm[name] },
        timelines: await timelineTimes(api, sample!),
        ...(EXTRAS && {
          deep_pages: await deepPages(api, sample!.common[0]!, DEEP_WALK_BUDGET_MS),
          facets: await facetTimes(api, seededRandom(11), {
            common: sample!.common,
            rare: sample!.rare,
            pairs: [],
          }),
        }),
      }
    }
    const postgres = apis.postgres
    if (postgres) {
      console.log(`  postgres: ${THROUGHPUT.connections} clients at once…`)
      const loadBefore = load()
      const next = indexMix(seededRandom(9), sample!)
      const run = await concurrentSearches(postgres, () => next().body, THROUGHPUT)
      Object.assign(results.postgres as object, {
        throughput: { load_before: loadBefore, load_after: load(), queue: 32, ...run },
      })
    }
    const output = {
      date: new Date().toISOString(),
      machine: { cores: cpus().length, node: process.version },
      ads: ADS,
      mix: {
        shapes: SHAPES,
        common_words: sample!.common.length,
        rare_words: sample!.rare.length,
        cold_searches: COLD_SEARCHES,
        warm_searches: SEARCHES,
      },
      engines: results,
    }
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/engines.json', `${JSON.stringify(output, null, 2)}\n`)
    console.log(JSON.stringify(output, null, 2))
  } finally {
    for (const server of Object.values(servers)) await server.stop()
  }
}

/**
 * `count` searches of the seeded mix, each timed on every engine in turn, within the time budget:
 * figures for all of them, by shape and by plan (when the engine names one).
 */
async function mixTimes(
  apis: Record<string, Api>,
  random: ReturnType<typeof seededRandom>,
  sample: IndexSample,
  count: number,
) {
  const next = indexMix(random, sample)
  const times: Record<
    string,
    { all: number[]; shapes: Record<string, number[]>; plans: Record<string, number[]>; non200: number }
  > = {}
  for (const name of Object.keys(apis)) times[name] = { all: [], shapes: {}, plans: {}, non200: 0 }
  const started = performance.now()
  let sent = 0
  while (sent < count && performance.now() - started < MIX_BUDGET_MS) {
    const { shape, body } = next()
    for (const [name, api] of Object.entries(apis)) {
      const { ms, value } = await api.timed(() => api.searchPlanned(body))
      const engine = times[name]!
      if (value.status !== 200) {
        engine.non200++
        continue
      }
      engine.all.push(ms)
      push(engine.shapes, shape, ms)
      if (value.plan) push(engine.plans, value.plan, ms)
    }
    sent++
  }
  const byName = (groups: Record<string, number[]>) =>
    Object.fromEntries(Object.entries(groups).map(([name, ms]) => [name, summarise(ms)]))
  return Object.fromEntries(
    Object.entries(times).map(([name, engine]) => [
      name,
      {
        sent,
        stopped_early: sent < count,
        non_200: engine.non200,
        search: summarise(engine.all),
        by_shape: byName(engine.shapes),
        // The plan each search took, as Server-Timing names it (none from the in-memory index).
        by_plan: byName(engine.plans),
      },
    ]),
  )
}

const push = (groups: Record<string, number[]>, name: string, ms: number) => {
  const group = groups[name] ?? []
  group.push(ms)
  groups[name] = group
}

/**
 * The broad timelines, alternately, then timelines over searches of the mix. Answers other than 200
 * (a 503 past the search time-out) are counted apart, not timed.
 */
async function timelineTimes(api: Api, sample: IndexSample) {
  const loadBefore = load()
  const times: Record<string, { ms: number[]; non200: number }> = {}
  const ask = async (name: string, query: string) => {
    const group = times[name] ?? { ms: [], non200: 0 }
    times[name] = group
    const { ms, value } = await api.timed(() => api.getStatus(`/stats/timeline${query ? `?${query}` : ''}`))
    if (value === 200) group.ms.push(ms)
    else group.non200++
  }
  for (let round = 0; round < TIMELINE_ROUNDS; round++) {
    for (const [name, query] of Object.entries(BROAD_TIMELINES)) await ask(name, query)
  }
  const next = indexMix(seededRandom(12), sample)
  for (let i = 0; i < TIMELINE_ROUNDS * 2; i++) await ask('searches of the mix', searchParams(next().body))
  return {
    load_before: loadBefore,
    ...Object.fromEntries(
      Object.entries(times).map(([name, { ms, non200 }]) => [name, { ...summarise(ms), non_200: non200 }]),
    ),
  }
}
