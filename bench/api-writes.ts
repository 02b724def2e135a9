import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiClient } from './api-client'
import { commitToVisible, importWhileSearching } from './api-live-writes'
import { refreshMemory } from './api-refreshes'
import { startServer } from './bench-server'
import { searchMix, type Words } from './search-mix'
import { seededRandom } from './stats'

/**
 * The figures of writes by other processes while `serve` runs. They run against a copy of the
 * bench data in a temporary directory, removed at the end: the bench data keeps its million ads,
 * so the next run reuses it instead of seeding again.
 */
export async function writeFigures(options: { benchDataDir: string; key: string; words: Words }) {
  const { key, words } = options
  const work = mkdtempSync(join(tmpdir(), 'ad-search-bench-'))
  const dataDir = join(work, 'data')
  const filesDir = join(work, 'files')
  // Every generated ad of this run is dated as of one moment, so a refresh changes only what it means to.
  const now = Date.now()
  try {
    const copying = performance.now()
    cpSync(options.benchDataDir, dataDir, { recursive: true })
    const copyMs = Math.round(performance.now() - copying)
    console.log(`  copied the bench data to ${dataDir} in ${copyMs} ms`)
    mkdirSync(filesDir)

    const server = await startServer(dataDir, key, { label: 'serve copy' })
    let live: Awaited<ReturnType<typeof importWhileSearching>>
    let visibility: Awaited<ReturnType<typeof commitToVisible>>
    try {
      const api = apiClient(server.url, key)
      const random = seededRandom(11)
      const mix = searchMix(random, words)
      live = await importWhileSearching(api, { dataDir, key, filesDir, now, nextSearch: () => mix().body })
      console.log(
        `  import of ${live.ads.toLocaleString('en')} new ads: ${live.ads_per_second.toLocaleString('en')} ads/s, ` +
          `search p95 meanwhile ${live.searches_meanwhile.p95} ms, ${live.non_200_meanwhile} non-200`,
      )
      visibility = await commitToVisible(api, { sqliteFile: join(dataDir, 'ads.sqlite'), now, random })
      console.log(`  commit to visible: p95 ${visibility.visible_ms.p95} ms`)
    } finally {
      await server.stop()
    }

    const mix = searchMix(seededRandom(13), words)
    const refreshes = await refreshMemory({ dataDir, key, filesDir, now, nextSearch: () => mix().body })
    console.log(
      `  RSS before 10 refreshes ${refreshes.rss_before_mb} MB, after ${refreshes.rss_after_mb} MB (x${refreshes.ratio})`,
    )
    return { copyMs, live, visibility, refreshes }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
