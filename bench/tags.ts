import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TAG_FAMILIES } from '../src/contract/creative-tags'
import { measureAccuracy, readLabelledAds } from '../src/server/creative-tags/accuracy'
import { CREATIVE_TAG_RULES_VERSION, tagCreative } from '../src/server/creative-tags/tag-creative'
import { importAds } from '../src/server/imports/import-ads'
import { CREATIVE_TAGS, type CreativeTagger } from '../src/server/records/creative-tagging'
import { openSqliteRecords } from '../src/server/records/sqlite/sqlite-records'
import { generateAds } from '../src/server/seed/generate-ads'
import { writeAdsFile } from './import-file'

const TIMED_ADS = 50_000
const ROUNDS = 5
/** Ads of the import timed with and without the rules, and how many times each, alternately. */
const IMPORT_ADS = Number(process.env.BENCH_TAGS_IMPORT_ADS ?? 20_000)
const IMPORT_ROUNDS = 3
const NOW = Date.parse('2026-06-01T00:00:00Z')
/** A store that tags nothing: the import as it was before the rules. */
const NO_TAGS: CreativeTagger = { version: CREATIVE_TAGS.version, tag: () => ({ hook_text: '', tags: [] }) }

/**
 * `npm run bench -- tags`: the creative-breakdown rules against the 300 ads labelled by hand
 * (precision and recall per family and value, every miss listed), and the time tagging takes per
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
    `  import of ${IMPORT_ADS} ads: ${imports.untagged_cpu_seconds} s of CPU without the rules, ${imports.tagged_cpu_seconds} s with them: +${(imports.added_share * 100).toFixed(1)}%`,
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
        timing: {
          ads: texts.length,
          rounds: ROUNDS,
          cpu_microseconds_per_ad: microseconds,
          tags_per_ad: Math.round((tags / texts.length) * 100) / 100,
          import: imports,
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
    const seconds: Record<'tagged' | 'untagged', number[]> = { tagged: [], untagged: [] }
    for (let round = 0; round < IMPORT_ROUNDS; round++) {
      for (const kind of ['untagged', 'tagged'] as const) {
        const store = join(work, `${kind}-${round}.sqlite`)
        const records = await openSqliteRecords({
          file: store,
          cacheMb: 40,
          tagger: kind === 'tagged' ? CREATIVE_TAGS : NO_TAGS,
        })
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
    const tagged = median(seconds.tagged)
    const untagged = median(seconds.untagged)
    return {
      ads: IMPORT_ADS,
      rounds: IMPORT_ROUNDS,
      tagged_cpu_seconds: Math.round(tagged * 100) / 100,
      untagged_cpu_seconds: Math.round(untagged * 100) / 100,
      added_share: Math.round(((tagged - untagged) / untagged) * 1000) / 1000,
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}
