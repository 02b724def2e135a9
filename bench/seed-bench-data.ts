import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { generateAds } from '../src/server/seed/generate-ads'
import { generateCatalogue } from '../src/server/seed/generate-catalogue'
import type { StoredAd } from '../src/server/store/ad-store'
import { openSqliteStore } from '../src/server/store/sqlite/sqlite-store'

const BATCH = 5_000

/**
 * Makes (or reuses) the benchmark's index: `count` generated ads, seed 42. Returns the seeding
 * rate when it had to seed, measured like `npm run seed` does it: generate, validate-free upsert in
 * batches, one transaction per batch.
 */
export async function ensureBenchData(
  dataDir: string,
  count: number,
): Promise<{ seeded: boolean; adsPerSecond?: number }> {
  const file = join(dataDir, 'ads.sqlite')
  if (existsSync(file)) {
    const store = openSqliteStore({ file })
    const have = await store.count()
    await store.close()
    if (have === count) return { seeded: false }
    rmSync(dataDir, { recursive: true, force: true })
  }
  mkdirSync(dataDir, { recursive: true })
  const store = openSqliteStore({ file })
  const started = performance.now()
  let batch: StoredAd[] = []
  let done = 0
  for (const ad of generateAds({ count, seed: 42, now: Date.now() })) {
    batch.push(ad)
    if (batch.length === BATCH) {
      await store.upsert(batch)
      done += batch.length
      batch = []
      if (done % 100_000 === 0) process.stderr.write(`  seeded ${done.toLocaleString('en')} ads\n`)
    }
  }
  await store.upsert(batch)
  await store.replaceCatalogue(generateCatalogue(42))
  const seconds = (performance.now() - started) / 1000
  await store.close()
  return { seeded: true, adsPerSecond: Math.round(count / seconds) }
}
