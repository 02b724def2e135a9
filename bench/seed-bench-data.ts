import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { seedRecords } from '../src/server/cli/seed-store'
import { openSqliteStore } from '../src/server/schema/store-schema'

export interface Seeding {
  adsPerSecond?: number
  /** When the data directory was seeded: this run, or an earlier one whose rate was kept. */
  seededAt?: string
}

/** The seeding rate is kept beside the ads, so runs that reuse the directory still report it. */
const seedingFile = (dataDir: string) => join(dataDir, 'bench-seeding.json')

/**
 * Makes (or reuses) the benchmark's data directory: `count` generated ads, seed 42, written the way
 * `npm run seed` writes them. Returns the seeding rate, measured now or when the directory was seeded.
 */
export async function ensureBenchData(dataDir: string, count: number): Promise<Seeding> {
  const file = join(dataDir, 'ads.sqlite')
  if (existsSync(file)) {
    const records = await openSqliteStore({ file })
    const have = await records.count()
    await records.close()
    if (have === count) return keptSeeding(dataDir)
    rmSync(dataDir, { recursive: true, force: true })
  }
  mkdirSync(dataDir, { recursive: true })
  const records = await openSqliteStore({ file, cacheMb: 128 })
  let lines = 0
  const log = (line: string) => {
    if (++lines % 20 === 0) process.stderr.write(`${line}\n`)
  }
  const { adsPerSecond } = await seedRecords(records, { count, seed: 42, log })
  await records.close()
  const seeding = { adsPerSecond, seededAt: new Date().toISOString() }
  writeFileSync(seedingFile(dataDir), `${JSON.stringify(seeding)}\n`)
  return seeding
}

function keptSeeding(dataDir: string): Seeding {
  try {
    return JSON.parse(readFileSync(seedingFile(dataDir), 'utf8')) as Seeding
  } catch {
    return {}
  }
}
