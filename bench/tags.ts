import { spawn } from 'node:child_process'
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
// @ts-expect-error a plain ES module of the scripts, without types
import { nodeFlagsFor } from '../scripts/node-flags.mjs'
import { TAG_FAMILIES } from '../src/contract/creative-tags'
import { HELD_OUT_ADS_FILE, measureAccuracy, readLabelledAds } from '../src/server/creative-tags/accuracy'
import {
  CREATIVE_TAG_RULES_VERSION,
  type CreativeBreakdown,
  type CreativeText,
  tagCreative,
} from '../src/server/creative-tags/tag-creative'
import { importAds } from '../src/server/imports/import-ads'
import { CREATIVE_TAGS, type CreativeTagger } from '../src/server/records/creative-tagging'
import { openSqliteStore } from '../src/server/schema/store-schema'
import { generateAds } from '../src/server/seed/generate-ads'
import { writeAdsFile } from './import-file'
import { type ImportTagging, NO_TAGS, type TaggingRun } from './import-tagging'

const TIMED_ADS = 50_000
const ROUNDS = 5
/** Ads of the import timed with and without the rules, and how many times each, alternately. */
const IMPORT_ADS = Number(process.env.BENCH_TAGS_IMPORT_ADS ?? 20_000)
const IMPORT_ROUNDS = 3
const NOW = Date.parse('2026-06-01T00:00:00Z')
/** Ads of the file imported by whole import processes with and without the rules: the million. */
const FILE_ADS = Number(process.env.BENCH_TAGS_FILE_ADS ?? 1_000_000)
/** Each of the two, alternately; 0 leaves this part out. */
const FILE_ROUNDS = Number(process.env.BENCH_TAGS_FILE_ROUNDS ?? 2)

/**
 * `npm run bench -- tags`: the creative-breakdown rules against the 450 development ads labelled by
 * hand (precision and recall per family and value, every miss listed), against the held-out set when
 * it is there (per family, no misses), and the time tagging takes per
 * ad over generated ads, and what the rules add to an import: the same file imported into a fresh
 * SQLite store with and without them, alternately, on the same machine at the same time. Writes
 * bench/results/tags.json.
 */
export async function benchTags() {
  const labelled = readLabelledAds()
  const accuracy = measureAccuracy(labelled)
  console.log(`Creative tags, rules version ${CREATIVE_TAG_RULES_VERSION}, ${accuracy.ads} labelled ads`)
  for (const family of TAG_FAMILIES) {
    const score = accuracy.families[family]
    console.log(
      `  ${family.padEnd(10)} precision ${score.precision}  recall ${score.recall}  (${score.true_positives} right, ${score.false_positives} wrong, ${score.false_negatives} missed)`,
    )
    for (const [value, v] of Object.entries(score.values))
      if (v.true_positives + v.false_positives + v.false_negatives > 0)
        console.log(
          `    ${value.padEnd(14)} precision ${v.precision ?? '-'}  recall ${v.recall ?? '-'}  (${v.true_positives}/${v.false_positives}/${v.false_negatives})`,
        )
  }
  // The held-out set is scored, never read for misses: reading them to change a rule would spend it.
  const heldOut = existsSync(HELD_OUT_ADS_FILE) ? measureAccuracy(readLabelledAds(HELD_OUT_ADS_FILE)) : null
  if (heldOut) {
    console.log(
      `  held out (${heldOut.ads} ads labelled blind by another person, never used to tune the rules):`,
    )
    for (const family of TAG_FAMILIES) {
      const score = heldOut.families[family]
      console.log(
        `  ${family.padEnd(10)} precision ${score.precision}  recall ${score.recall}  (${score.true_positives} right, ${score.false_positives} wrong, ${score.false_negatives} missed)`,
      )
    }
  } else console.log(`  held out: missing (${HELD_OUT_ADS_FILE} is not there yet), no honest figure`)
  for (const miss of accuracy.misses)
    console.log(
      `  ${miss.kind === 'false_positive' ? 'wrong ' : 'missed'} ${miss.family}/${miss.value} ${miss.id}: ${miss.words.slice(0, 100)}`,
    )

  const ads = [...generateAds({ count: TIMED_ADS, seed: 7, now: Date.UTC(2026, 0, 1) })].map((ad) => ({
    headline: ad.headline,
    body: ad.body,
    transcript: ad.transcript,
    cta: ad.cta,
    languages: ad.languages,
  }))
  const texts = [...ads, ...labelled]
  let tags = 0
  for (const ad of texts) tags += tagCreative(ad).tags.length // warm up
  // CPU time, not the clock: on a shared machine the clock also counts other processes' turns.
  const perAd: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.cpuUsage()
    for (const ad of texts) tagCreative(ad)
    const used = process.cpuUsage(started)
    perAd.push((used.user + used.system) / texts.length)
  }
  perAd.sort((a, b) => a - b)
  const microseconds = Math.round(perAd[Math.floor(ROUNDS / 2)]! * 100) / 100
  console.log(
    `  tagging: ${microseconds} µs of CPU per ad (median of ${ROUNDS} rounds over ${texts.length} ads, ${(tags / texts.length).toFixed(1)} tags per ad)`,
  )
  const imports = await importWithAndWithout()
  console.log(
    `  import of ${IMPORT_ADS} ads, s of CPU (every thread): ${imports.untagged_cpu_seconds} without tags, ${imports.stored_only_cpu_seconds} storing tags worked out before (+${(imports.storing_share * 100).toFixed(1)}%), ${imports.tagged_cpu_seconds} with the rules on the tag worker (+${(imports.added_share * 100).toFixed(1)}%)`,
  )
  const fileImports = FILE_ROUNDS > 0 ? await fileImportsWithAndWithout() : null
  if (fileImports)
    console.log(
      `  import processes of ${FILE_ADS} ads, tagged / untagged, median of ${FILE_ROUNDS} pairs: ${fileImports.wall_ratio} of the clock (${fileImports.tagged_wall_seconds} s / ${fileImports.untagged_wall_seconds} s), ${fileImports.cpu_ratio} of CPU (${fileImports.tagged_cpu_seconds} s / ${fileImports.untagged_cpu_seconds} s), ${fileImports.main_thread_cpu_ratio} of the main thread's CPU (${fileImports.tagged_main_thread_cpu_seconds} s / ${fileImports.untagged_main_thread_cpu_seconds} s); load ${fileImports.load_average.join(' ')} before`,
    )

  mkdirSync('bench/results', { recursive: true })
  writeFileSync(
    'bench/results/tags.json',
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        rules_version: CREATIVE_TAG_RULES_VERSION,
        labelled_ads: accuracy.ads,
        families: accuracy.families,
        misses: accuracy.misses,
        held_out: heldOut ? { labelled_ads: heldOut.ads, families: heldOut.families } : null,
        timing: {
          ads: texts.length,
          rounds: ROUNDS,
          cpu_microseconds_per_ad: microseconds,
          tags_per_ad: Math.round((tags / texts.length) * 100) / 100,
          import: imports,
          file_import: fileImports,
        },
      },
      null,
      2,
    )}\n`,
  )
}

/**
 * The same NDJSON file of generated ads imported into a new SQLite store with the rules and without
 * (a tagger that tags nothing), alternately; the median CPU seconds of each (the import runs in this
 * process, SQLite included) and what the rules add.
 */
async function importWithAndWithout() {
  const work = mkdtempSync(join(tmpdir(), 'ads-tags-bench-'))
  try {
    const file = join(work, 'ads.ndjson')
    writeAdsFile(file, { count: IMPORT_ADS, seed: 7, idPrefix: 'tags_', now: NOW })
    // The same tags, worked out before the import: what storing them costs, without the rules' time.
    const known = new Map<string, CreativeBreakdown>()
    for (const ad of generateAds({ count: IMPORT_ADS, seed: 7, now: NOW }))
      known.set(textKey(ad), tagCreative(ad))
    // Of no release's version, like NO_TAGS, so that the import leaves the store the tagging.
    const storedOnly: CreativeTagger = {
      version: NO_TAGS.version,
      tag: (text) => known.get(textKey(text)) ?? tagCreative(text),
    }
    const taggers = { untagged: NO_TAGS, stored_only: storedOnly, tagged: CREATIVE_TAGS }
    const seconds: Record<keyof typeof taggers, number[]> = { untagged: [], stored_only: [], tagged: [] }
    for (let round = 0; round < IMPORT_ROUNDS; round++) {
      for (const kind of ['untagged', 'stored_only', 'tagged'] as const) {
        const store = join(work, `${kind}-${round}.sqlite`)
        const records = await openSqliteStore({ file: store, cacheMb: 40, tagger: taggers[kind] })
        const started = process.cpuUsage()
        try {
          await importAds(records, createReadStream(file), { now: NOW, batchSize: 5_000 })
        } finally {
          await records.close()
        }
        const used = process.cpuUsage(started)
        seconds[kind].push((used.user + used.system) / 1e6)
        rmSync(store, { force: true })
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const untagged = median(seconds.untagged)
    const stored = median(seconds.stored_only)
    const tagged = median(seconds.tagged)
    const share = (value: number) => Math.round(((value - untagged) / untagged) * 1000) / 1000
    return {
      ads: IMPORT_ADS,
      rounds: IMPORT_ROUNDS,
      untagged_cpu_seconds: Math.round(untagged * 100) / 100,
      stored_only_cpu_seconds: Math.round(stored * 100) / 100,
      tagged_cpu_seconds: Math.round(tagged * 100) / 100,
      /** What storing tags worked out beforehand adds; the rest of added_share is the rules' own time. */
      storing_share: share(stored),
      /** What the rules and storing their tags add together. */
      added_share: share(tagged),
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/**
 * An NDJSON file of generated ads imported by whole processes as `npm run import` does it
 * (bench/import-tagging.ts), without the rules and with them, in turn: each figure's median, and the
 * median of the pairs' ratios, which holds when the shared machine's speed drifts between pairs.
 */
async function fileImportsWithAndWithout() {
  const work = mkdtempSync(join(tmpdir(), 'ads-tags-file-bench-'))
  try {
    const file = join(work, 'ads.ndjson')
    writeAdsFile(file, { count: FILE_ADS, seed: 7, idPrefix: 'tags_', now: NOW })
    const loadBefore = loadavg().map((load) => Math.round(load * 100) / 100)
    const runs: Record<ImportTagging, TaggingRun[]> = { untagged: [], tagged: [] }
    for (let round = 0; round < FILE_ROUNDS; round++)
      for (const tagging of ['untagged', 'tagged'] as const) {
        const run = await importProcess(tagging, file)
        if (run.inserted !== FILE_ADS)
          throw new Error(`the ${tagging} import stored ${run.inserted} of ${FILE_ADS} ads`)
        runs[tagging].push(run)
      }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const ratio = (figure: 'cpu_seconds' | 'wall_seconds' | 'main_thread_cpu_seconds') =>
      Math.round(median(runs.tagged.map((run, i) => run[figure] / runs.untagged[i]![figure])) * 1000) / 1000
    return {
      ads: FILE_ADS,
      rounds: FILE_ROUNDS,
      untagged_wall_seconds: median(runs.untagged.map((run) => run.wall_seconds)),
      tagged_wall_seconds: median(runs.tagged.map((run) => run.wall_seconds)),
      untagged_cpu_seconds: median(runs.untagged.map((run) => run.cpu_seconds)),
      tagged_cpu_seconds: median(runs.tagged.map((run) => run.cpu_seconds)),
      untagged_main_thread_cpu_seconds: median(runs.untagged.map((run) => run.main_thread_cpu_seconds)),
      tagged_main_thread_cpu_seconds: median(runs.tagged.map((run) => run.main_thread_cpu_seconds)),
      /** Tagged over untagged, pair by pair: 1.1 is the budget of +10%. */
      wall_ratio: ratio('wall_seconds'),
      /** Every thread's: the rules still cost their CPU, on the tag worker's thread. */
      cpu_ratio: ratio('cpu_seconds'),
      /**
       * The least the wall ratio can come to when the tag worker has a core of its own (more when
       * the main thread waits for it). On a busy machine it has none: the wall ratio nears the CPU's.
       */
      main_thread_cpu_ratio: ratio('main_thread_cpu_seconds'),
      /** The machine's load (1, 5, 15 minutes) before the first import: the clock's figures hold only well below its cores. */
      load_average: loadBefore,
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

function importProcess(tagging: ImportTagging, file: string): Promise<TaggingRun> {
  const child = spawn(
    process.execPath,
    [...nodeFlagsFor(['import']), '--import', 'tsx', 'bench/import-tagging.ts', tagging, file],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let stdout = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk
  })
  return new Promise((resolvePromise, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolvePromise(JSON.parse(stdout.trim().split('\n').at(-1)!) as TaggingRun)
      else reject(new Error(`the ${tagging} import exited with ${code}:\n${stdout}`))
    })
  })
}

const textKey = (text: Pick<CreativeText, 'headline' | 'body' | 'transcript' | 'cta'>) =>
  `${text.headline}\u0000${text.body}\u0000${text.transcript}\u0000${text.cta}`
