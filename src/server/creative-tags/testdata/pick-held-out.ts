import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { parse } from 'csv-parse/sync'
import { generateAds } from '../../seed/generate-ads'
import { Random } from '../../seeded-random'
import type { PickedAd } from './pick-ads'

/**
 * Picks the ads of the held-out set: 150 ads the tag rules were never tuned on, so their precision
 * and recall on it are an honest figure. 120 from the three real exports (40 each) and 30 from the
 * generator under its own seed, in all eleven of its languages. An ad of the labelled set, by id or
 * by the same text (the real files repeat many bodies), is never picked. Prints their text,
 * unlabelled, as JSON lines, for a person to label by hand: seed 53 gave held-out-ads.jsonl, seed
 * 71 new-held-out-ads.jsonl and seed 97 held-out-ads-97.jsonl (all since merged into
 * labelled-ads.jsonl); seeds 131, 173 and 211 (`--exclude`, each leaving out the ads labelled before
 * it) gave the three parts of held-out-ads.jsonl.
 *
 * `npx tsx src/server/creative-tags/testdata/pick-held-out.ts > picked.jsonl` (ADS_REAL_ADS_DIR, by
 * default ../shared/realads beside the repository) reproduces that pick: it leaves out the ads that
 * pick-ads.ts picks, not today's labelled-ads.jsonl, which has since taken in the held-out ads too. A
 * fresh held-out set takes another seed and leaves out every ad labelled before it, `--seed 71
 * --exclude labelled-ads.jsonl` (each `--exclude` a JSON-lines file of ads; given any, they replace
 * pick-ads.ts's pick).
 */

const REAL = resolve(process.env.ADS_REAL_ADS_DIR ?? '../shared/realads')
const { values: options } = parseArgs({
  options: { seed: { type: 'string' }, exclude: { type: 'string', multiple: true } },
})
// The first held-out set's seed, not the labelled set's (35), for the shuffles and the generated
// dataset alike; another seed picks another set.
const SEED = Number(options.seed ?? 53)
if (!Number.isSafeInteger(SEED)) throw new Error(`--seed takes a whole number, not "${options.seed}"`)

/** The JSON lines of the ads to leave out: the `--exclude` files, else the labelled set's own pick. */
function excludedLines(): string[] {
  const texts = options.exclude?.length
    ? options.exclude.map((path) => readFileSync(resolve(path), 'utf8'))
    : [labelledSetPick()]
  return texts.flatMap((text) => text.split('\n')).filter((line) => line.trim())
}

/** What pick-ads.ts prints, run under the same loader as this script (tsx), as a person runs it. */
function labelledSetPick(): string {
  const script = resolve(import.meta.dirname, 'pick-ads.ts')
  return execFileSync(process.execPath, [...process.execArgv, script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
}

// A person reads each picked ad whole, so very long texts are left out, as in the labelled set.
const MAX_TEXT = 900
const REAL_PER_FILE = 40
// Thirty generated ads over every language the generator writes, English a little more often.
const GENERATOR_LANGUAGES: Record<string, number> = {
  en: 4,
  de: 3,
  fr: 3,
  es: 3,
  it: 3,
  pt: 3,
  nl: 3,
  pl: 2,
  tr: 2,
  sv: 2,
  ar: 2,
}

const textOf = (ad: Pick<PickedAd, 'headline' | 'body'>) => `${ad.headline}\n${ad.body}`

/** The ids and texts of the ads left out: those the rules were tuned on, or that were labelled before. */
function seenBefore(lines: string[]): { ids: Set<string>; texts: Set<string> } {
  const ads = lines.map((line) => JSON.parse(line) as PickedAd)
  return { ids: new Set(ads.map((ad) => ad.id)), texts: new Set(ads.map(textOf)) }
}

const notAvailable = (value: string | undefined) => (!value || value === 'NA' ? '' : value)

function rows(path: string): Record<string, string>[] {
  const text = readFileSync(resolve(REAL, path), 'utf8').replace(/^\uFEFF/, '')
  return parse(text, { columns: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true })
}

const excluded = seenBefore(excludedLines())

/** `count` distinct texts of `ads` none of the excluded sets holds, in the order a seeded shuffle gives. */
function pick(ads: PickedAd[], count: number, random: Random): PickedAd[] {
  const seen = new Set<string>()
  const usable = ads.filter((ad) => {
    const text = textOf(ad)
    if (ad.body.trim().length < 20 || text.length > MAX_TEXT || text.includes('???')) return false
    if (excluded.ids.has(ad.id) || excluded.texts.has(text) || seen.has(text)) return false
    seen.add(text)
    return true
  })
  for (let i = usable.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1))
    ;[usable[i], usable[j]] = [usable[j]!, usable[i]!]
  }
  return usable.slice(0, count)
}

const random = new Random(SEED)
const czech = rows('meta_adlib_cz/ad_data.csv').map(
  (row): PickedAd => ({
    id: `meta_${row.adlib_id}`,
    source: 'meta_adlib_cz',
    headline: notAvailable(row.ad_creative_link_title) || notAvailable(row.ad_creative_link_description),
    body: notAvailable(row.ad_creative_body),
    transcript: '',
    cta: '',
    languages: ['cs'],
  }),
)
const dutch = rows('meta_adlib_nl/fb_ads.csv').map(
  (row): PickedAd => ({
    id: `meta_${row.ad_id}`,
    source: 'meta_adlib_nl',
    headline: notAvailable(row.ad_creative_link_title) || notAvailable(row.ad_creative_link_description),
    body: notAvailable(row.ad_creative_body),
    transcript: '',
    cta: '',
    languages: ['nl'],
  }),
)
const english = rows('ira_facebook_us/fb_russia_ads_clean.csv').map(
  (row): PickedAd => ({
    id: `ira_${row.Ad_ID}`,
    source: 'ira_facebook_us',
    headline: '',
    body: notAvailable(row.Ad_Text),
    transcript: '',
    cta: '',
    languages: ['en'],
  }),
)
const generated = [...generateAds({ count: 6000, seed: SEED, now: Date.UTC(2026, 0, 1) })].map(
  (ad): PickedAd => ({
    id: ad.id,
    source: 'generator',
    headline: ad.headline,
    body: ad.body,
    transcript: ad.transcript,
    cta: ad.cta,
    languages: ad.languages,
  }),
)

const picked = [
  ...pick(czech, REAL_PER_FILE, random),
  ...pick(dutch, REAL_PER_FILE, random),
  ...pick(english, REAL_PER_FILE, random),
  ...Object.entries(GENERATOR_LANGUAGES).flatMap(([language, count]) =>
    pick(
      generated.filter((ad) => ad.languages[0] === language),
      count,
      random,
    ),
  ),
]
process.stdout.write(`${picked.map((ad) => JSON.stringify(ad)).join('\n')}\n`)
