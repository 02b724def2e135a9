import { setImmediate as nextTurn } from 'node:timers/promises'
import type { AdRecords, StoredAd } from '../records/ad-records'
import { batchWriter } from '../records/batch-writer'
import { emptyAds } from '../records/postgres/empty-ads'

const BATCH = 20_000
/**
 * Generating is synchronous work: every this many ads it lets the write in flight take its next
 * step, or PostgreSQL (in another process, on another core) would wait for the whole batch.
 */
const SLICE = 500

export interface SeedOptions {
  count: number
  seed: number
  log: (line: string) => void
  /** The moment the ads are generated as of; a resumed seed passes the first run's. */
  now?: number
}

/**
 * Generates ads into the records in batches (one transaction each, so memory stays flat) and replaces
 * the shop and email catalogue. Returns the rate, which `seed` prints and the benchmark compares.
 */
export async function seedRecords(records: AdRecords, { count, seed, log, now = Date.now() }: SeedOptions) {
  const started = performance.now()
  // Loaded only to seed: evaluating the generator's word lists and faker's locales took some 30 ms
  // of every start.
  const [{ generateAds }, { generateCatalogue }] = await Promise.all([
    import('../seed/generate-ads'),
    import('../seed/generate-catalogue'),
  ])
  let batch: StoredAd[] = []
  let done = 0
  // The next batch is generated while the last is written.
  const writer = batchWriter(records, (_, written) => {
    done += written.length
    log(`  ${done.toLocaleString('en')} / ${count.toLocaleString('en')} ads`)
  })
  const flush = async () => {
    const written = batch
    batch = []
    await writer.write(written)
  }
  for (const ad of generateAds({ count, seed, now })) {
    batch.push(ad)
    if (batch.length === BATCH) await flush()
    else if (batch.length % SLICE === 0) await nextTurn()
  }
  if (batch.length > 0) await flush()
  await writer.finish()
  await records.replaceCatalogue(generateCatalogue(seed))
  const seconds = (performance.now() - started) / 1000
  return { count: done, seconds, adsPerSecond: Math.round(done / Math.max(seconds, 0.001)) }
}

/**
 * `seed --replace`: a PostgreSQL store is emptied of its ads (and search tables) here; a SQLite one
 * was replaced by a new file before it was opened, so nothing is left to do.
 */
export async function emptyStore(records: AdRecords): Promise<void> {
  if (records.connection.type === 'postgres') await emptyAds(records.connection.db)
}

/** The dataset an empty index gets on start: the same ads for everyone. */
export const START_SEED = 42
/** Set while the first seed runs: a start that finds it finishes the seed instead of serving half of it. */
const SEEDING = 'first_seed'

/**
 * `serve` and `mcp`: an empty store is filled with ADS_SEED_COUNT generated ads before first use. An
 * interrupted first seed is finished on the next start: the same ads (same seed, same moment) are
 * written again, and those already there are unchanged.
 */
export async function seedIfEmpty(
  records: AdRecords,
  seedCount: number,
  log: (line: string) => void,
): Promise<void> {
  const unfinished = await unfinishedSeed(records)
  if (unfinished === undefined && (seedCount <= 0 || (await records.count()) > 0)) return
  const plan = unfinished ?? { count: seedCount, now: Date.now() }
  log(
    unfinished
      ? `The first seed was interrupted: finishing it (${plan.count.toLocaleString('en')} ads)…`
      : `The index is empty: generating ${plan.count.toLocaleString('en')} ads (ADS_SEED_COUNT)…`,
  )
  await records.saveSetting(SEEDING, JSON.stringify(plan))
  const seeded = await seedRecords(records, { count: plan.count, seed: START_SEED, log, now: plan.now })
  await records.saveSetting(SEEDING, undefined)
  log(`Seeded in ${seeded.seconds.toFixed(1)} s (${seeded.adsPerSecond.toLocaleString('en')} ads/s).`)
}

/** The first seed that a start began and none finished: how many ads, generated as of when. */
export async function unfinishedSeed(
  records: AdRecords,
): Promise<{ count: number; now: number } | undefined> {
  const plan = await records.setting(SEEDING)
  return plan === undefined ? undefined : (JSON.parse(plan) as { count: number; now: number })
}
