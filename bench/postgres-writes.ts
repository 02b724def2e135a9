import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { withoutPassword } from '../src/server/records/postgres/pg-records'
import { buildServer } from './bench-server'
import { runImport, writeAdsFile } from './import-file'

const ADS = Number(process.env.BENCH_ADS ?? 1_000_000)
const DATABASE_URL = process.env.BENCH_DATABASE_URL
/** Seeding and importing into PostgreSQL must reach this (issue figure). */
const TARGET_ADS_PER_SECOND = 10_000

/**
 * `npm run bench -- postgres`: `npm run seed` and `npm run import` of a million ads each into an
 * empty PostgreSQL store (BENCH_DATABASE_URL), as a user runs them: their own processes, start-up
 * included. Each writes into a schema of its own, dropped afterwards, so the database's other
 * contents (the load benchmark's copy) stay. Writes bench/results/postgres.json.
 */
export async function benchPostgresWrites() {
  if (!DATABASE_URL) {
    console.log(
      'PostgreSQL writes: skipped (set BENCH_DATABASE_URL to a database the bench may add schemas to)',
    )
    return
  }
  console.log(`PostgreSQL writes: ${ADS.toLocaleString('en')} ads into ${withoutPassword(DATABASE_URL)}`)
  buildServer()
  const work = mkdtempSync(join(tmpdir(), 'ads-pg-writes-'))
  try {
    const seed = await inSchema('bench_seed', (url) => seedRun(url, join(work, 'seed')))
    console.log(`  seed: ${seed.ads_per_second.toLocaleString('en')} ads/s`)

    const file = join(work, 'ads.ndjson')
    writeAdsFile(file, { count: ADS, seed: 7, idPrefix: 'pg-', now: Date.now() })
    const imported = await inSchema('bench_import', async (url) => {
      const dataDir = join(work, 'import')
      mkdirSync(dataDir)
      const run = await runImport(dataDir, 'bench-key-for-loopback-only-0123456789', file, {
        ADS_DATABASE_URL: url,
      })
      return { ...run, ads_per_second: Math.round(run.inserted / (run.ms / 1000)) }
    })
    console.log(`  import: ${imported.ads_per_second.toLocaleString('en')} ads/s`)

    const results = {
      date: new Date().toISOString(),
      machine: { cores: cpus().length, node: process.version },
      ads: ADS,
      seed,
      import: imported,
      targets: {
        [`seeding >= ${TARGET_ADS_PER_SECOND} ads/s`]: seed.ads_per_second >= TARGET_ADS_PER_SECOND,
        [`importing >= ${TARGET_ADS_PER_SECOND} ads/s`]: imported.ads_per_second >= TARGET_ADS_PER_SECOND,
      },
    }
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/postgres.json', `${JSON.stringify(results, null, 2)}\n`)
    console.log(JSON.stringify(results.targets, null, 2))
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** `npm run seed -- --count ADS`, timed from the spawn to its exit. */
function seedRun(url: string, dataDir: string) {
  mkdirSync(dataDir)
  const started = performance.now()
  const run = spawnSync('npm', ['run', 'seed', '--silent', '--', '--count', String(ADS)], {
    env: { ...process.env, ADS_DATA_DIR: dataDir, ADS_DATABASE_URL: url },
    encoding: 'utf8',
    timeout: 15 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  })
  const ms = Math.round(performance.now() - started)
  if (run.status !== 0) throw new Error(`seed exited with ${run.status} after ${ms} ms:\n${run.stderr}`)
  return { ms, ads_per_second: Math.round(ADS / (ms / 1000)) }
}

/**
 * Runs `work` against an empty schema of the bench database: the store's URL names it as the
 * connection's search path, as an operator could for a database shared with other applications.
 */
async function inSchema<T>(schema: string, work: (url: string) => T | Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: DATABASE_URL })
  await admin.connect()
  const drop = () => admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  try {
    await drop()
    await admin.query(`CREATE SCHEMA ${schema}`)
    const url = new URL(DATABASE_URL!)
    url.searchParams.set('options', `-c search_path=${schema}`)
    return await work(url.toString())
  } finally {
    await drop()
    await admin.end()
  }
}
