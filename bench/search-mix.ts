import { tokenize } from '../src/contract/keywords'
import type { Api, Body } from './api-client'
import type { seededRandom } from './stats'

export type Random = ReturnType<typeof seededRandom>

const FORMATS = ['video', 'image', 'carousel', 'dco', 'dpa']
const PLATFORMS = ['facebook', 'instagram', 'tiktok', 'youtube', 'google', 'messenger']
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'BR', 'IN', 'ES', 'IT', 'NL', 'CA', 'AU', 'PL', 'SE', 'TR']
const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl']
const NICHES = [
  'fashion',
  'beauty-care',
  'electronics-tech',
  'food-drink',
  'home-garden',
  'apps',
  'pet-supplies',
]

/** Words of the benchmark's searches, taken from the ads the server holds. */
export interface Words {
  common: string[]
  rare: string[]
  pairs: string[]
}

export function randomFilters(random: Random): Body {
  const body: Body = {}
  const choices: (() => void)[] = [
    () => (body.formats = random.some(FORMATS, 2)),
    () => (body.platforms = random.some(PLATFORMS, 2)),
    () => (body.countries = random.some(COUNTRIES, 3)),
    () => (body.languages = random.some(LANGUAGES, 1)),
    () => (body.niches = random.some(NICHES, 2)),
    () => (body.active = random.next() < 0.5),
    () => (body.min_running_days = random.pick([7, 30, 90, 365])),
  ]
  for (const choose of random.some(choices, 3)) choose()
  return body
}

/** Common words (in many sampled ads), rare ones (in one), and pairs from one ad's headline. */
export async function sampleWords(api: Api, random: Random): Promise<Words> {
  const seen = new Map<string, number>()
  const pairs: string[] = []
  for (let i = 0; i < 40; i++) {
    const page = await api.search({
      ...randomFilters(random),
      limit: 50,
      sort: random.pick(['newest', 'oldest']),
    })
    for (const ad of page.data) {
      const words = new Set(
        tokenize(`${ad.headline} ${ad.body} ${ad.transcript}`).filter((w) => w.length >= 3),
      )
      for (const word of words) seen.set(word, (seen.get(word) ?? 0) + 1)
      const headline = tokenize(ad.headline).filter((w) => w.length >= 3)
      if (headline.length >= 2) pairs.push(`${headline[0]} ${headline[1]}`)
    }
  }
  const byCount = [...seen].sort((a, b) => b[1] - a[1])
  const common = byCount.slice(0, 30).map(([w]) => w)
  const rare = byCount
    .filter(([w, n]) => n === 1 && w.length >= 5 && !/\d/.test(w))
    .slice(0, 60)
    .map(([w]) => w)
  return { common, rare, pairs: pairs.slice(0, 60) }
}

/**
 * The search mix of the benchmark: filters only, common and rare keywords, pairs, keywords with
 * filters, each with a sort that fits it. The same seed replays the same searches.
 */
export function searchMix(random: Random, words: Words): () => { kind: string; body: Body } {
  const kinds: Record<string, () => Body> = {
    'filters only': () => randomFilters(random),
    'common keyword': () => ({ query: random.pick(words.common) }),
    'rare keyword': () => ({ query: random.pick(words.rare) }),
    'two keywords': () => ({ query: random.pick(words.pairs) }),
    'keyword and filters': () => ({
      ...randomFilters(random),
      query: random.pick([...words.common, ...words.rare]),
    }),
  }
  return () => {
    const kind = random.pick(Object.keys(kinds))
    const body = kinds[kind]!()
    body.sort = random.pick(
      body.query
        ? ['most_relevant', 'newest', 'oldest', 'longest_running']
        : ['newest', 'oldest', 'longest_running'],
    )
    return { kind, body }
  }
}

export const SEARCH_KINDS = [
  'filters only',
  'common keyword',
  'rare keyword',
  'two keywords',
  'keyword and filters',
]
