import { createReadStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { importAds } from '../src/server/imports/import-ads'
import { CREATIVE_TAGS, type CreativeTagger } from '../src/server/records/creative-tagging'
import { openSqliteStore } from '../src/server/schema/store-schema'

/**
 * A store that tags nothing: the import as it was before the rules. Bench only, never a setting. Of
 * no release's version, so that an import leaves it the tagging rather than tag on a second thread.
 */
export const NO_TAGS: CreativeTagger = {
  version: 0,
  tag: () => ({ hook_text: '', tags: [] }),
}

export type ImportTagging = 'tagged' | 'untagged'

/**
 * What one import process reports of itself: its own CPU time (start-up included, every thread), the
 * main thread's alone, and the clock.
 */
export interface TaggingRun {
  tagging: ImportTagging
  inserted: number
  cpu_seconds: number
  /**
   * The main thread's CPU time: the least the clock can show once tagging runs on a second thread,
   * on an idle machine with a core to spare for it (more when the thread falls behind and the main
   * thread waits; a busy machine gives the thread no core of its own).
   */
  main_thread_cpu_seconds: number
  wall_seconds: number
}

/**
 * `node --max-old-space-size=192 --import tsx bench/import-tagging.ts tagged|untagged FILE`: one
 * import of an NDJSON file into a new SQLite store as `npm run import` does it (40 MB page cache,
 * batches of 5,000, the file read 256 KB at a time, the same heap ceiling), with the rules or with a
 * tagger that tags nothing, so that the two can be timed as whole processes in turn. Prints a
 * TaggingRun as JSON; the store is removed after. Run from source, the tag worker's thread also
 * reads its rules through tsx when it starts (about a second), which the built CLI does not.
 */
async function importOnce(tagging: ImportTagging, file: string): Promise<TaggingRun> {
  const started = performance.now()
  const work = mkdtempSync(join(tmpdir(), 'ads-import-tagging-'))
  try {
    const records = await openSqliteStore({
      file: join(work, 'ads.sqlite'),
      cacheMb: 40,
      tagger: tagging === 'tagged' ? CREATIVE_TAGS : NO_TAGS,
    })
    let inserted: number
    try {
      const input = createReadStream(file, { highWaterMark: 256 * 1024 })
      inserted = (await importAds(records, input, { batchSize: 5_000 })).inserted
    } finally {
      await records.close()
    }
    const cpu = process.cpuUsage()
    // Node 23.9 and later; the project's Node types are older.
    const mainThread = (process as NodeJS.Process & { threadCpuUsage(): NodeJS.CpuUsage }).threadCpuUsage()
    return {
      tagging,
      inserted,
      cpu_seconds: Math.round((cpu.user + cpu.system) / 1e4) / 100,
      main_thread_cpu_seconds: Math.round((mainThread.user + mainThread.system) / 1e4) / 100,
      wall_seconds: Math.round(performance.now() - started) / 1000,
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

// Run as a script (bench/tags.ts spawns it), not when bench/tags.ts imports NO_TAGS from here.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [tagging, file] = process.argv.slice(2)
  if ((tagging !== 'tagged' && tagging !== 'untagged') || file === undefined) {
    console.error('usage: bench/import-tagging.ts tagged|untagged FILE')
    process.exit(2)
  }
  console.log(JSON.stringify(await importOnce(tagging, file)))
}
