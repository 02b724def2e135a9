import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { apiClient } from './api-client'
import { restartToFirstAnswer } from './api-restart'
import { deepPages, facetTimes, searchTimes } from './api-searches'
import { writeFigures } from './api-writes'
import type { BenchServer } from './bench-server'
import { buildServer, startServer } from './bench-server'
import { sampleWords } from './search-mix'
import { ensureBenchData } from './seed-bench-data'
import { seededRandom } from './stats'

const ADS = Number(process.env.BENCH_ADS ?? 1_000_000)
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.bench-data'
const KEY = 'bench-key-for-loopback-only-0123456789'

/**
 * The API benchmark over a million generated ads, on loopback, one request at a time: restart and
 * memory of `serve`, a fixed, seeded mix of searches, deep pages and facets, then writes by other
 * processes (import, single writes, refreshes) against a copy of the data, so that the bench data
 * stays as seeded. Writes bench/results/api.json.
 */
export async function benchApi() {
  console.log(`API benchmark: ${ADS.toLocaleString('en')} ads in ${DATA_DIR}`)
  const seeding = await ensureBenchData(DATA_DIR, ADS)
  buildServer()
  if (seeding.adsPerSecond) console.log(`  seeding: ${seeding.adsPerSecond.toLocaleString('en')} ads/s`)

  // The restart is timed over a snapshot saved by an earlier start: this one, when there is none
  // yet (or the server no longer reads the one there).
  const first = await startServer(DATA_DIR, KEY)
  await first.stop()
  const builtIndex = first.lines.some((line) => line.text.startsWith('Index built'))
  console.log(
    `  server start (${builtIndex ? 'builds the index' : 'loads the snapshot'}): ${first.startMs} ms`,
  )

  const restart = await restartToFirstAnswer(DATA_DIR, KEY)
  console.log(
    `  restart to the first answer: ${restart.firstAnswerMs} ms (listening after ${restart.listeningMs} ms)`,
  )
  let reads: Awaited<ReturnType<typeof readFigures>>
  try {
    reads = await readFigures(restart.server)
  } finally {
    await restart.server.stop()
  }
  console.log(`  server RSS after start and the search mix: ${reads.memory.rss_mb} MB`)

  const writes = await writeFigures({ benchDataDir: DATA_DIR, key: KEY, words: reads.words })
  const { live, visibility, refreshes } = writes

  const results = {
    date: new Date().toISOString(),
    machine: { cores: cpus().length, node: process.version },
    ads: ADS,
    seeding_ads_per_second: seeding.adsPerSecond ?? null,
    seeded_at: seeding.seededAt ?? null,
    server_start_ms: first.startMs,
    server_start_built_index: builtIndex,
    restart: {
      first_answer_ms: restart.firstAnswerMs,
      listening_ms: restart.listeningMs,
    },
    first_search_ms: reads.firstSearchMs,
    server_memory_after_search_mix: reads.memory,
    server_memory_after_all_reads: reads.memoryAfterReads,
    search: reads.search,
    search_by_kind: reads.search_by_kind,
    deep_pages: reads.deep,
    facets: reads.facets,
    import: live,
    commit_to_visible: visibility,
    refreshes,
    copy_of_data_ms: writes.copyMs,
    targets: {
      'restart to first answer <= 5 s': restart.firstAnswerMs <= 5_000,
      'server RSS after start and search mix <= 450 MB': reads.memory.rss_mb <= 450,
      'search p95 <= 20 ms': reads.search.p95 <= 20,
      'search p99 <= 50 ms': reads.search.p99 <= 50,
      'page 200 <= 1.2x page 1': reads.deep.every((d) => d.ratio !== undefined && d.ratio <= 1.2),
      'global facet p95 <= 10 ms': reads.facets.global.p95 <= 10,
      'facet under a search p95 <= 50 ms': reads.facets.under_search.p95 <= 50,
      'seeding >= 15,000 ads/s': seeding.adsPerSecond === undefined ? null : seeding.adsPerSecond >= 15_000,
      'import >= 10,000 ads/s': live.ads_per_second >= 10_000,
      'search p95 during import <= 50 ms': live.searches_meanwhile.p95 <= 50,
      'no non-200 answers during import': live.non_200_meanwhile === 0,
      'commit to visible p95 <= 1 s':
        visibility.not_found_within_15_s === 0 && visibility.visible_ms.p95 <= 1_000,
      'RSS after 10 refreshes within 10% of before': refreshes.ratio <= 1.1,
    },
  }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/api.json', `${JSON.stringify(results, null, 2)}\n`)
  const { search, deep_pages, facets, restart: restarted, targets } = results
  console.log(
    JSON.stringify(
      {
        restart: restarted,
        server_memory_after_search_mix: reads.memory,
        search,
        deep_pages,
        facets,
        import: live,
        commit_to_visible: visibility,
        refreshes,
        targets,
      },
      null,
      2,
    ),
  )
}

/** The read figures on the restarted server, and its memory after the search mix. */
async function readFigures(server: BenchServer) {
  const api = apiClient(server.url, KEY)
  const firstSearch = await api.timed(() => api.search({ limit: 1 }))
  const random = seededRandom(7)
  const words = await sampleWords(api, random)
  const mix = await searchTimes(api, random, words)
  const memory = server.memory()
  const deep = await deepPages(api, words.common[0]!)
  const facets = await facetTimes(api, random, words)
  return {
    ...mix,
    firstSearchMs: Math.round(firstSearch.ms),
    words,
    memory,
    memoryAfterReads: server.memory(),
    deep,
    facets,
  }
}
