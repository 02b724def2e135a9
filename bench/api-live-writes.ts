import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { openSqliteStore } from '../src/server/schema/store-schema'
import type { Api, Body } from './api-client'
import { type AdsFileOptions, benchAds, runImport, writeAdsFile } from './import-file'
import { searchLoop } from './search-loop'
import type { Random } from './search-mix'
import { summarise } from './stats'

export const NEW_ADS = 100_000
/** The ads the import brings, and that the refreshes later change: their own seed and ids. */
export const newAds = (now: number): AdsFileOptions => ({
  count: NEW_ADS,
  seed: 4242,
  idPrefix: 'benchnew_',
  now,
})

const VISIBILITY_WRITES = 30
const POLL_MS = 10
const NOT_VISIBLE_AFTER_MS = 15_000

/**
 * `npm run import` of 100,000 new ads into the running server's store while one client searches
 * with the usual mix, one request at a time: the import's rate, and what the searches felt.
 * Then how long until the server has applied all of it (every ad counted by a search).
 */
export async function importWhileSearching(
  api: Api,
  options: { dataDir: string; key: string; filesDir: string; now: number; nextSearch: () => Body },
) {
  const { dataDir, key, filesDir, now, nextSearch } = options
  const file = join(filesDir, 'new-ads.ndjson')
  writeAdsFile(file, newAds(now))
  const before = (await api.search({ limit: 1 })).pagination.total
  const loop = searchLoop(api, nextSearch, { maxRequests: 100_000, maxMs: 16 * 60_000 })
  let run: Awaited<ReturnType<typeof runImport>>
  try {
    run = await runImport(dataDir, key, file)
  } finally {
    rmSync(file, { force: true })
  }
  const imported = performance.now()
  const searching = await loop.stop()
  const allVisibleMs = await untilTotal(api, before + run.inserted, imported)
  return {
    ads: NEW_ADS,
    ...run,
    seconds: Math.round(run.ms / 100) / 10,
    ads_per_second: Math.round(NEW_ADS / (run.ms / 1000)),
    searches_meanwhile: searching.searches,
    non_200_meanwhile: searching.non_200,
    failures_meanwhile: searching.failures,
    all_searchable_after_import_ms: allVisibleMs,
  }
}

/** Ms from `since` until a search counts `total` ads; null when that takes over a minute. */
async function untilTotal(api: Api, total: number, since: number): Promise<number | null> {
  while (performance.now() - since < 60_000) {
    if ((await api.search({ limit: 1 })).pagination.total >= total)
      return Math.round(performance.now() - since)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return null
}

/**
 * Commit to visible: the benchmark writes one ad at a time into the server's store from its own
 * process (as another writer would), each with a word no other ad has, and polls the server's
 * search for that word every ~10 ms from the moment `write()` resolves until the ad is found.
 * The pause between writes varies, so writes do not line up with the server's polls of the feed.
 */
export async function commitToVisible(
  api: Api,
  options: { sqliteFile: string; now: number; random: Random },
) {
  const records = await openSqliteStore({ file: options.sqliteFile })
  const ads = [
    ...benchAds({ count: VISIBILITY_WRITES, seed: 4343, idPrefix: 'benchseen_', now: options.now }),
  ]
  const times: number[] = []
  let notFound = 0
  try {
    for (const [i, generated] of ads.entries()) {
      const word = `zqseen${letters(i)}`
      await records.write([{ ...generated, headline: `${generated.headline} ${word}` }])
      const written = performance.now()
      const seen = await pollUntilFound(api, word, generated.id)
      if (seen === null) notFound++
      times.push((seen ?? performance.now()) - written)
      await new Promise((resolve) => setTimeout(resolve, 50 + options.random.next() * 200))
    }
  } finally {
    await records.close()
  }
  return { writes: VISIBILITY_WRITES, visible_ms: summarise(times), not_found_within_15_s: notFound }
}

/** performance.now() when a search for `word` first answers the ad, or null after 15 s. */
async function pollUntilFound(api: Api, word: string, id: string): Promise<number | null> {
  const started = performance.now()
  while (performance.now() - started < NOT_VISIBLE_AFTER_MS) {
    const asked = performance.now()
    const page = await api.search({ query: word, limit: 5 })
    if (page.data.some((ad) => ad.id === id)) return performance.now()
    const wait = POLL_MS - (performance.now() - asked)
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }
  return null
}

/** 0 -> "aa", 1 -> "ab": words of equal length, so no word is a prefix of a later one. */
function letters(n: number): string {
  const a = 'a'.charCodeAt(0)
  return String.fromCharCode(a + (Math.floor(n / 26) % 26), a + (n % 26))
}
