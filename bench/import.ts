import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
// @ts-expect-error a plain ES module of the scripts, without types
import { nodeFlagsFor } from '../scripts/node-flags.mjs'
import { buildServer } from './bench-server'
import { type SourceFile, writeSourceFiles } from './import-formats'
import { memoryOf } from './process-memory'

/** Rows of each format: the million. `BENCH_IMPORT_ROWS` makes a quicker run. */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000)
/** A JSON array of this many ads (about 100 MB): read element by element, never whole. */
const ARRAY_ADS = Math.min(ROWS, 80_000)
const NOW = Date.parse('2026-06-01T00:00:00Z')
const REAL = resolve(process.env.ADS_REAL_ADS_DIR ?? '../shared/realads')
const STOP_AFTER_MS = 20 * 60_000

interface ImportFigures {
  file_mb: number
  records: number
  inserted: number
  rejected: number
  seconds: number
  ads_per_second: number
  mb_per_second: number
  peak_rss_mb: number
}

/**
 * `npm run bench -- import`: a million rows of each format the importer reads, each imported by
 * `import` in its own process into an empty store, as a person runs it; ads a second and the
 * process's peak resident memory (the kernel's VmHWM). Then a JSON array of about 100 MB, and the
 * three real exports in ../shared/realads: how many of their records went in and how many were
 * rejected.
 */
export async function benchImport(): Promise<void> {
  console.log('import')
  buildServer()
  const work = mkdtempSync(join(tmpdir(), 'ads-import-bench-'))
  try {
    const files: Record<SourceFile, string> = {
      ndjson: join(work, 'ads.ndjson'),
      'meta-json': join(work, 'meta-pages.json'),
      'meta-csv': join(work, 'meta.csv'),
      'tiktok-json': join(work, 'tiktok-pages.json'),
      'json-array': join(work, 'ads-array.json'),
    }
    console.log(`  writing ${ROWS.toLocaleString('en')} ads in each format`)
    const { 'json-array': arrayFile, ...large } = files
    const sizes = writeSourceFiles(large, ROWS, NOW)
    Object.assign(sizes, writeSourceFiles({ 'json-array': arrayFile }, ARRAY_ADS, NOW))
    const results: Record<string, unknown> = { date: new Date().toISOString(), rows: ROWS }
    const formats: Record<string, ImportFigures> = {}
    for (const [kind, file] of Object.entries(files)) {
      formats[kind] = await importOnce(work, file, sizes[kind] ?? 0)
      console.log(`  ${kind}: ${JSON.stringify(formats[kind])}`)
      rmSync(file, { force: true })
    }
    results.formats = formats
    results.real_files = await realFiles(work)
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/import.json', `${JSON.stringify(results, null, 2)}\n`)
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

async function importOnce(
  work: string,
  file: string,
  bytes: number,
  args: string[] = [],
): Promise<ImportFigures> {
  const dataDir = join(work, `store-${Date.now()}`)
  mkdirSync(dataDir)
  try {
    const run = await runImport(dataDir, [...args, file])
    return {
      file_mb: Math.round(bytes / 1e5) / 10,
      records: run.records,
      inserted: run.inserted,
      rejected: run.rejected,
      seconds: Math.round(run.seconds * 10) / 10,
      ads_per_second: Math.round(run.records / run.seconds),
      mb_per_second: Math.round(bytes / 1e6 / run.seconds),
      peak_rss_mb: run.peakRssMb,
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function realFiles(work: string) {
  const real = [
    { name: 'meta_adlib_nl', file: 'meta_adlib_nl/fb_ads.csv', args: [] },
    { name: 'meta_adlib_cz', file: 'meta_adlib_cz/ad_data.csv', args: [] },
    {
      name: 'ira_facebook_us',
      file: 'ira_facebook_us/fb_russia_ads_clean.csv',
      args: ['--format', 'csv', '--map', 'docs/maps/ira-facebook-us.json'],
    },
  ]
  const figures: Record<string, unknown> = {}
  for (const { name, file, args } of real) {
    const dataDir = join(work, `real-${name}`)
    mkdirSync(dataDir)
    try {
      const run = await runImport(dataDir, [...args, join(REAL, file)])
      figures[name] = { records: run.records, imported: run.records - run.rejected, rejected: run.rejected }
      console.log(`  ${name}: ${JSON.stringify(figures[name])}`)
    } catch (error) {
      figures[name] = { skipped: (error as Error).message.split('\n')[0] }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  return figures
}

interface Run {
  records: number
  inserted: number
  rejected: number
  seconds: number
  peakRssMb: number
}

/**
 * `import` of the built server in its own process with the Node flags `npm run import` gives it,
 * its memory read from the kernel as it runs.
 */
function runImport(dataDir: string, args: string[]): Promise<Run> {
  const started = performance.now()
  const command = ['import', ...args]
  const child = spawn(process.execPath, [...nodeFlagsFor(command), 'dist-server/cli.mjs', ...command], {
    env: { ...process.env, ADS_DATA_DIR: dataDir, ADS_SEED_COUNT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk).slice(-4_000)
  })
  let peak = 0
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(child.pid!).peak_rss_mb)
    } catch {
      // Gone between the tick and the read.
    }
  }, 100)
  const stop = setTimeout(() => child.kill('SIGTERM'), STOP_AFTER_MS)
  return new Promise((resolvePromise, reject) => {
    child.once('exit', (code) => {
      clearInterval(sampler)
      clearTimeout(stop)
      const seconds = (performance.now() - started) / 1000
      const numbers =
        /([\d,]+) records read, ([\d,]+) inserted, [\d,]+ updated, [\d,]+ unchanged, ([\d,]+) rejected/.exec(
          stdout,
        )
      if ((code !== 0 && code !== 1) || !numbers) {
        reject(new Error(`import exited with ${code}:\n${stdout}\n${stderr}`))
        return
      }
      const [records, inserted, rejected] = numbers
        .slice(1)
        .map((n) => Number(n.replaceAll(',', ''))) as number[]
      resolvePromise({
        records: records!,
        inserted: inserted!,
        rejected: rejected!,
        seconds,
        peakRssMb: peak,
      })
    })
  })
}
