import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { seedRecords } from '../src/server/cli/seed-store'
import { openSqliteRecords } from '../src/server/records/sqlite/sqlite-records'

/**
 * Makes (or reuses) the benchmark's data directory: `count` generated ads, seed 42, written the way
 * `npm run seed` writes them. Returns the seeding rate when it had to seed.
 */
export async function ensureBenchData(dataDir: string, count: number): Promise<{ adsPerSecond?: number }> {
  const file = join(dataDir, 'ads.sqlite')
  if (existsSync(file)) {
    const records = openSqliteRecords({ file })
    const have = await records.count()
    await records.close()
    if (have === count) return {}
    rmSync(dataDir, { recursive: true, force: true })
  }
  mkdirSync(dataDir, { recursive: true })
  const records = openSqliteRecords({ file, cacheMb: 128 })
  let lines = 0
  const log = (line: string) => {
    if (++lines % 20 === 0) process.stderr.write(`${line}\n`)
  }
  const { adsPerSecond } = await seedRecords(records, { count, seed: 42, log })
  await records.close()
  return { adsPerSecond }
}
