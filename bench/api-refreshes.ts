import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { COMPACT_WHEN_IDLE_MS } from '../src/server/service/upkeep-policy'
import { apiClient, type Body } from './api-client'
import { NEW_ADS, newAds } from './api-live-writes'
import { type BenchServer, startServer } from './bench-server'
import { runImport, writeAdsFile } from './import-file'
import { searchLoop } from './search-loop'

const REFRESHES = 10
/** Short, so that the replaced versions become droppable within the benchmark. */
const HISTORY_SECONDS = 2
/**
 * After the last refresh: the history (or, longer, the quiet after which the server drops the last
 * few replaced versions too), a poll of the feed, and time for the compaction itself.
 */
const SETTLE_AT_LEAST_MS = Math.max(HISTORY_SECONDS * 1000, COMPACT_WHEN_IDLE_MS) + 6_000
/** ...and until the server has not compacted for this long. */
const QUIET_MS = 3_000
const SETTLE_AT_MOST_MS = 60_000
const LATER_MS = 30_000

const COMPACTED = /Index compacted: ([\d,]+) replaced versions dropped in (\d+) ms/
const SAVED = /Index saved \((\d+) MB, (\d+) ms\)/

/**
 * Memory after refreshes: the same 100,000 ads imported again ten times, each time with another
 * `reach`, so every ad of every round is an update that leaves a replaced version in the index.
 * Once the history (2 s here) has passed and the server has compacted, its memory should be about
 * what it was before: replaced versions must be given back, not kept for ever.
 */
export async function refreshMemory(options: {
  dataDir: string
  key: string
  filesDir: string
  now: number
  nextSearch: () => Body
}) {
  const { dataDir, key, nextSearch } = options
  const server = await startServer(dataDir, key, {
    env: { ADS_HISTORY_SECONDS: String(HISTORY_SECONDS) },
    label: 'serve history 2 s',
  })
  try {
    const api = apiClient(server.url, key)
    // Written before anything is measured: generating a file blocks this process for seconds, which
    // the searches timed meanwhile would count as the server's.
    const files = refreshFiles(options)
    // The memory before is that of a server that has answered searches, like the one after.
    for (let i = 0; i < 100; i++) await api.search(nextSearch())
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const before = server.memory()
    const from = performance.now()

    // A search a second all along: a client still using the server while it is refreshed and compacts.
    const ticker = searchLoop(api, nextSearch, { maxRequests: 3_000, maxMs: 40 * 60_000, pauseMs: 1_000 })
    let rounds: Awaited<ReturnType<typeof refresh>>
    try {
      rounds = await refresh(server, files, options)
    } catch (error) {
      await ticker.stop()
      throw error
    }
    const settledMs = await settle(server)
    const after = server.memory()
    // Not part of the target: whether memory still above it is kept, or only given back lazily.
    await new Promise((resolve) => setTimeout(resolve, LATER_MS))
    const later = server.memory()
    const searching = await ticker.stop()
    return {
      refreshes: REFRESHES,
      ads_per_refresh: NEW_ADS,
      history_seconds: HISTORY_SECONDS,
      import_ads_per_second: rounds.map((r) => r.ads_per_second),
      measured_after_last_refresh_ms: settledMs,
      rss_before_mb: before.rss_mb,
      rss_after_mb: after.rss_mb,
      ratio: Math.round((after.rss_mb / before.rss_mb) * 100) / 100,
      rss_30_s_later_mb: later.rss_mb,
      rss_after_each_refresh_mb: rounds.map((r) => r.rss_mb),
      rss_highest_seen_mb: Math.max(before.rss_mb, ...rounds.map((r) => r.rss_mb), after.rss_mb),
      peak_rss_mb: after.peak_rss_mb,
      ...serverWork(server, from),
      searches_meanwhile: searching.searches,
      non_200_meanwhile: searching.non_200,
      failures_meanwhile: searching.failures,
    }
  } finally {
    await server.stop()
  }
}

/** The ten refreshes' files: the same ads, each time with another `reach`. */
function refreshFiles({ filesDir, now }: { filesDir: string; now: number }): string[] {
  return Array.from({ length: REFRESHES }, (_, i) => {
    const file = join(filesDir, `refresh-${i + 1}.ndjson`)
    writeAdsFile(file, { ...newAds(now), change: (ad) => ({ ...ad, reach: ad.reach + i + 1 }) })
    return file
  })
}

/** The ten imports, one after another; the server's memory after each. */
async function refresh(server: BenchServer, files: string[], options: { dataDir: string; key: string }) {
  const { dataDir, key } = options
  const rounds = []
  for (const [i, file] of files.entries()) {
    const round = i + 1
    try {
      const run = await runImport(dataDir, key, file)
      if (run.updated !== NEW_ADS)
        throw new Error(`refresh ${round} updated ${run.updated} ads, not ${NEW_ADS}`)
      rounds.push({ ads_per_second: Math.round(NEW_ADS / (run.ms / 1000)), rss_mb: server.memory().rss_mb })
    } finally {
      rmSync(file, { force: true })
    }
  }
  return rounds
}

/**
 * Waits (and says how long) until the history has passed after the last refresh and the server has been quiet (no
 * compaction) for a few seconds; bounded by a minute.
 */
async function settle(server: BenchServer): Promise<number> {
  const lastWrite = performance.now()
  for (;;) {
    const now = performance.now()
    const lastCompaction = server.lines.findLast((line) => COMPACTED.test(line.text))?.at ?? 0
    const settled = now - lastWrite >= SETTLE_AT_LEAST_MS && now - lastCompaction >= QUIET_MS
    if (settled || now - lastWrite >= SETTLE_AT_MOST_MS) return Math.round(now - lastWrite)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** What the server's log says it did since `from`: compactions and snapshot saves. */
function serverWork(server: BenchServer, from: number) {
  const since = server.lines.filter((line) => line.at >= from).map((line) => line.text)
  const compactions = since.flatMap((text) => {
    const match = COMPACTED.exec(text)
    return match ? [{ dropped: Number(match[1]!.replaceAll(',', '')), ms: Number(match[2]) }] : []
  })
  const saves = since.flatMap((text) => {
    const match = SAVED.exec(text)
    return match ? [{ mb: Number(match[1]), ms: Number(match[2]) }] : []
  })
  return {
    compactions: compactions.length,
    versions_dropped: compactions.reduce((sum, c) => sum + c.dropped, 0),
    longest_compaction_ms: Math.max(0, ...compactions.map((c) => c.ms)),
    snapshot_saves: saves.length,
    longest_snapshot_save_ms: Math.max(0, ...saves.map((s) => s.ms)),
  }
}
