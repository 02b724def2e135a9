import { rmSync } from 'node:fs'
import { loadConfig } from '../config'
import { openRecords, refuseInUpstreamMode, snapshotFile, sqliteFile } from './open-store'
import { emptyStore, seedRecords } from './seed-store'
import { parseCommand, UsageError, wholeNumber } from './usage'

const MAX_COUNT = 10_000_000

/** `seed --count N [--seed S] [--replace]`: generate ads into the index and say how fast. */
export async function seedCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseCommand(args, {
    count: { type: 'string' },
    seed: { type: 'string' },
    replace: { type: 'boolean' },
  })
  if (positionals.length > 0) throw new UsageError(`seed takes no '${positionals[0]}'`)
  if (values.count === undefined) throw new UsageError('seed needs --count N, the number of ads to generate')
  const count = wholeNumber('count', values.count, 1, MAX_COUNT)
  const seed = values.seed === undefined ? 42 : wholeNumber('seed', values.seed, 0, 2 ** 31 - 1)
  const config = loadConfig()
  refuseInUpstreamMode(config, 'seed')
  if (values.replace && !config.databaseUrl) {
    // SQLite: starting from a new file is the fastest way to empty it. A server still running keeps
    // the old file open: it serves the new ads after a restart.
    for (const suffix of ['', '-wal', '-shm']) rmSync(sqliteFile(config.dataDir) + suffix, { force: true })
  }
  if (values.replace) rmSync(snapshotFile(config.dataDir), { force: true })
  // A large cache keeps the id index and FTS5 segments hot during a million-ad seed.
  const records = await openRecords(config, 'seed', { cacheMb: 128 })
  try {
    if (values.replace) await emptyStore(records)
    console.log(`Generating ${count.toLocaleString('en')} ads (seed ${seed})…`)
    const seeded = await seedRecords(records, { count, seed, log: console.log })
    const total = await records.count()
    console.log(
      `Seeded ${seeded.count.toLocaleString('en')} ads in ${seeded.seconds.toFixed(1)} s ` +
        `(${seeded.adsPerSecond.toLocaleString('en')} ads/s); the store holds ${total.toLocaleString('en')} ads.`,
    )
    if (values.replace)
      console.log('A server that was running on the old data shows these ads after a restart.')
    return 0
  } finally {
    await records.close()
  }
}
