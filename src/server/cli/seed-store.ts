import { generateAds } from '../seed/generate-ads'
import { generateCatalogue } from '../seed/generate-catalogue'
import type { AdStore, StoredAd } from '../store/ad-store'

const BATCH = 20_000

export interface SeedOptions {
  count: number
  seed: number
  log: (line: string) => void
}

/**
 * Generates ads into the store in batches (one transaction each, so memory stays flat) and replaces
 * the shop and email catalogue. Returns the rate, which `seed` prints and the benchmark compares.
 */
export async function seedStore(store: AdStore, { count, seed, log }: SeedOptions) {
  const started = performance.now()
  let batch: StoredAd[] = []
  let done = 0
  const flush = async () => {
    await store.upsert(batch)
    done += batch.length
    batch = []
    log(`  ${done.toLocaleString('en')} / ${count.toLocaleString('en')} ads`)
  }
  for (const ad of generateAds({ count, seed, now: Date.now() })) {
    batch.push(ad)
    if (batch.length === BATCH) await flush()
  }
  if (batch.length > 0) await flush()
  await store.replaceCatalogue(generateCatalogue(seed))
  const seconds = (performance.now() - started) / 1000
  return { count: done, seconds, adsPerSecond: Math.round(done / Math.max(seconds, 0.001)) }
}

/** The dataset an empty index gets on start: the same ads for everyone. */
const START_SEED = 42

/** `serve` and `mcp`: an empty index is filled with ADS_SEED_COUNT generated ads before first use. */
export async function seedIfEmpty(
  store: AdStore,
  seedCount: number,
  log: (line: string) => void,
): Promise<void> {
  if (seedCount <= 0 || (await store.count()) > 0) return
  log(`The index is empty: generating ${seedCount.toLocaleString('en')} ads (ADS_SEED_COUNT)…`)
  const seeded = await seedStore(store, { count: seedCount, seed: START_SEED, log })
  log(`Seeded in ${seeded.seconds.toFixed(1)} s (${seeded.adsPerSecond.toLocaleString('en')} ads/s).`)
}
