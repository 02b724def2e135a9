import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { seedStore } from '../src/server/cli/seed-store'
import { openSqliteStore } from '../src/server/store/sqlite/sqlite-store'

/**
 * Makes (or reuses) the benchmark's index: `count` generated ads, seed 42, written the way
 * `npm run seed` writes them. Returns the seeding rate when it had to seed.
 */
export async function ensureBenchData(dataDir: string, count: number): Promise<{ adsPerSecond?: number }> {
  const file = join(dataDir, 'ads.sqlite')
  if (existsSync(file)) {
    const store = openSqliteStore({ file })
    const have = await store.count()
    await store.close()
    if (have === count) return {}
    rmSync(dataDir, { recursive: true, force: true })
  }
  mkdirSync(dataDir, { recursive: true })
  const store = openSqliteStore({ file })
  let lines = 0
  const log = (line: string) => {
    if (++lines % 20 === 0) process.stderr.write(`${line}\n`)
  }
  const { adsPerSecond } = await seedStore(store, { count, seed: 42, log })
  await store.close()
  return { adsPerSecond }
}
