import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'csv-parse/sync'
import { generateAds } from '../../seed/generate-ads'
import { Random } from '../../seeded-random'

/**
 * Picks the ads of the labelled set, with a fixed seed: 200 from the three real exports (about a
 * third each) and 100 from the generator (ten in each of ten of its languages). Prints their text,
 * unlabelled, as JSON lines, for a person to label by hand: labelled-ads.jsonl holds the same ads (and
 * after them the 150 of pick-held-out.ts's first pick) with the tags a person gave each, never made
 * by running the rules.
 *
 * `npx tsx src/server/creative-tags/testdata/pick-ads.ts > picked.jsonl` (ADS_REAL_ADS_DIR, by
 * default ../shared/realads beside the repository).
 */

const REAL = resolve(process.env.ADS_REAL_ADS_DIR ?? '../shared/realads')
const SEED = 35
// A person reads each picked ad whole, so very long texts (a few Dutch essays) are left out.
const MAX_TEXT = 900
const GENERATOR_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'tr', 'sv']

export interface PickedAd {
  id: string
  source: 'meta_adlib_cz' | 'meta_adlib_nl' | 'ira_facebook_us' | 'generator'
  headline: string
  body: string
  transcript: string
  cta: string
  languages: string[]
}

const notAvailable = (value: string | undefined) => (!value || value === 'NA' ? '' : value)

function rows(path: string): Record<string, string>[] {
  const text = readFileSync(resolve(REAL, path), 'utf8').replace(/^\uFEFF/, '')
  return parse(text, { columns: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true })
}

/** `count` distinct texts of `ads`, in the order a seeded shuffle gives. */
function pick(ads: PickedAd[], count: number, random: Random): PickedAd[] {
  const seen = new Set<string>()
  const usable = ads.filter((ad) => {
    const text = `${ad.headline}\n${ad.body}`
    if (ad.body.trim().length < 20 || text.length > MAX_TEXT || text.includes('???') || seen.has(text))
      return false
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
  ...pick(czech, 67, random),
  ...pick(dutch, 67, random),
  ...pick(english, 66, random),
  // The generator writes mostly English: ten ads of each of ten of its languages instead.
  ...GENERATOR_LANGUAGES.flatMap((language) =>
    pick(
      generated.filter((ad) => ad.languages[0] === language),
      10,
      random,
    ),
  ),
]
process.stdout.write(`${picked.map((ad) => JSON.stringify(ad)).join('\n')}\n`)
