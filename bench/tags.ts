import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { TAG_FAMILIES } from '../src/contract/creative-tags'
import { measureAccuracy, readLabelledAds } from '../src/server/creative-tags/accuracy'
import { CREATIVE_TAG_RULES_VERSION, tagCreative } from '../src/server/creative-tags/tag-creative'
import { generateAds } from '../src/server/seed/generate-ads'

const TIMED_ADS = 50_000
const ROUNDS = 5

/**
 * `npm run bench -- tags`: the creative-breakdown rules against the 300 ads labelled by hand
 * (precision and recall per family and value, every miss listed), and the time tagging takes per
 * ad over generated ads, beside the import benchmark's time per ad. Writes bench/results/tags.json.
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
  const perAd: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const started = process.hrtime.bigint()
    for (const ad of texts) tagCreative(ad)
    perAd.push(Number(process.hrtime.bigint() - started) / 1000 / texts.length)
  }
  perAd.sort((a, b) => a - b)
  const microseconds = Math.round(perAd[Math.floor(ROUNDS / 2)]! * 100) / 100
  const importShare = importShares(microseconds)
  console.log(
    `  tagging: ${microseconds} µs per ad (median of ${ROUNDS} rounds over ${texts.length} ads, ${(tags / texts.length).toFixed(1)} tags per ad)`,
  )
  for (const [format, share] of Object.entries(importShare))
    console.log(`    ${(share * 100).toFixed(1)}% of an ad's import time in the ${format} import`)

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
          microseconds_per_ad: microseconds,
          tags_per_ad: Math.round((tags / texts.length) * 100) / 100,
          share_of_import_time_per_ad: importShare,
        },
      },
      null,
      2,
    )}\n`,
  )
}

/** Tagging's time per ad as a share of each format's import time per ad in bench/results/import.json. */
function importShares(microseconds: number): Record<string, number> {
  try {
    const figures = JSON.parse(readFileSync('bench/results/import.json', 'utf8')) as {
      formats: Record<string, { ads_per_second: number }>
    }
    return Object.fromEntries(
      Object.entries(figures.formats).map(([format, { ads_per_second }]) => [
        format,
        Math.round(((microseconds * ads_per_second) / 1e6) * 1000) / 1000,
      ]),
    )
  } catch {
    return {}
  }
}
