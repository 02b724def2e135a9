import { spawn } from 'node:child_process'
import { closeSync, openSync, writeSync } from 'node:fs'
import type { StoredAd } from '../src/server/records/ad-records'
import { generateAds } from '../src/server/seed/generate-ads'

/** Generated ads carry paths on their own server; an import file holds absolute URLs, as exports do. */
const ORIGIN = 'https://ads.example.com'

export interface AdsFileOptions {
  count: number
  /** Another seed than the bench data's 42, so the ads themselves differ. */
  seed: number
  /** Put before every generated id, so no id can meet one of the million bench ads. */
  idPrefix: string
  /** The moment the ads are generated as of: the same one for every refresh, so only `change` differs. */
  now: number
  /** Applied to each ad before it is written (a refresh's changed field). */
  change?: (ad: StoredAd) => StoredAd
}

/** Generated ads with their own ids, as they would come from a library export (NDJSON). */
export function benchAds({ count, seed, idPrefix, now, change }: AdsFileOptions): Iterable<StoredAd> {
  return (function* ads() {
    for (const generated of generateAds({ count, seed, now })) {
      const id = `${idPrefix}${generated.id}`
      const ad = { ...generated, id, service_url: `/ads/${encodeURIComponent(id)}` }
      yield change ? change(ad) : ad
    }
  })()
}

/** Writes the ads as an NDJSON import file, a few thousand lines at a time. */
export function writeAdsFile(file: string, options: AdsFileOptions): void {
  const fd = openSync(file, 'w')
  try {
    let chunk: string[] = []
    for (const ad of benchAds(options)) {
      chunk.push(JSON.stringify(absolute(ad)))
      if (chunk.length === 5_000) {
        writeSync(fd, `${chunk.join('\n')}\n`)
        chunk = []
      }
    }
    if (chunk.length > 0) writeSync(fd, `${chunk.join('\n')}\n`)
  } finally {
    closeSync(fd)
  }
}

function absolute(ad: StoredAd): StoredAd {
  const url = <T extends string | null>(path: T): T =>
    (path?.startsWith('/') ? `${ORIGIN}${path}` : path) as T
  return {
    ...ad,
    service_url: url(ad.service_url),
    media: {
      ...ad.media,
      image: url(ad.media.image),
      video: url(ad.media.video),
      thumbnail: url(ad.media.thumbnail),
    },
  }
}

export interface ImportRun {
  ms: number
  /** From the spawn to the first batch stored: start-up of npm, tsx and the store, and 1,000 ads. */
  first_batch_ms: number | null
  inserted: number
  updated: number
  unchanged: number
  rejected: number
}

const IMPORT_TIMEOUT_MS = 15 * 60_000

/**
 * `npm run import -- FILE` into a data directory, as a user runs it: its own process (npm, tsx and
 * node start-up included in the time), writing while the server reads the same store.
 */
export function runImport(
  dataDir: string,
  key: string,
  file: string,
  env: Record<string, string> = {},
): Promise<ImportRun> {
  const started = performance.now()
  // Its own process group, so a hung import can be stopped with npm's children.
  const child = spawn('npm', ['run', 'import', '--silent', '--', file], {
    env: { ...process.env, ADS_DATA_DIR: dataDir, ADS_API_KEYS: key, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk
  })
  // Progress lines come every few seconds: only the tail is kept, for an error message.
  let firstBatchMs: number | null = null
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk).slice(-4_000)
    // The first progress line comes with the first batch stored.
    if (firstBatchMs === null && stderr.includes('ads read'))
      firstBatchMs = Math.round(performance.now() - started)
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGTERM'), IMPORT_TIMEOUT_MS)
    child.once('exit', (code) => {
      clearTimeout(timer)
      const ms = Math.round(performance.now() - started)
      const counts = /([\d,]+) inserted, ([\d,]+) updated, ([\d,]+) unchanged, ([\d,]+) rejected/.exec(stdout)
      if (code !== 0 || !counts) {
        reject(new Error(`import exited with ${code} after ${ms} ms:\n${stdout}\n${stderr}`))
        return
      }
      const [inserted, updated, unchanged, rejected] = counts
        .slice(1)
        .map((count) => Number(count.replaceAll(',', ''))) as number[]
      resolve({
        ms,
        first_batch_ms: firstBatchMs,
        inserted: inserted!,
        updated: updated!,
        unchanged: unchanged!,
        rejected: rejected!,
      })
    })
  })
}
