import type { AdList } from '../src/contract/ad'
import type { FacetList } from '../src/contract/facets'
import { tokenize } from '../src/contract/keywords'
import type { Body } from './api-client'
import type { Random } from './search-mix'

/**
 * The searches a new user would try, drawn at random (seeded) from what the index holds rather than
 * from named queries nobody would type twice: its own words, by how many ads hold them, and its own
 * filter values, from the facets. Every engine is then measured on searches nobody tuned for.
 */

/** The eight shapes of search of the mix, each drawn as often as the others. */
export const SHAPES = [
  'filters alone',
  'one common word',
  'two common words',
  'one rare word',
  'word under format',
  'word under country',
  'word under niche',
  'word under running days',
] as const
export type Shape = (typeof SHAPES)[number]

/** What the mix is drawn from: words by frequency band, and each list filter's values. */
export interface IndexSample {
  /** Words held by at least COMMON_SHARE of the sampled ads. */
  common: string[]
  /** Words held by exactly one sampled ad (one in SAMPLED_ADS or fewer across the index). */
  rare: string[]
  /** Each list filter's values, as its facet lists them. */
  values: Record<ListFacet, string[]>
}

const LIST_FACETS = ['platforms', 'formats', 'countries', 'niches', 'languages'] as const
type ListFacet = (typeof LIST_FACETS)[number]

/** Ads read to learn the words: pages of one start day each, days drawn across the ads' span. */
const SAMPLED_DAYS = 40
const ADS_PER_DAY = 50
/** A word in this share of the sampled ads or more is common: one in twenty. */
const COMMON_SHARE = 0.05
/** Running-days asks, one band drawn and then a day within it: a week, a month, a quarter, a year. */
const RUNNING_DAYS_BANDS: [number, number][] = [
  [1, 7],
  [8, 30],
  [31, 90],
  [91, 365],
]

/** What the sample reads of the server: a page of ads, and a facet's values. */
export interface SampleSource {
  search(body: Body): Promise<AdList>
  facet(facet: string, query: string): Promise<FacetList>
}

/**
 * Reads the words and values of the mix from a server: ads of SAMPLED_DAYS start days drawn across
 * the span of the ads (so that no end of the timeline weighs more), and every list facet.
 */
export async function sampleIndex(api: SampleSource, random: Random): Promise<IndexSample> {
  const values = {} as Record<ListFacet, string[]>
  for (const facet of LIST_FACETS) values[facet] = (await api.facet(facet, '')).data.map((v) => v.value)
  const [oldest] = (await api.search({ sort: 'oldest', limit: 1 })).data
  const [newest] = (await api.search({ sort: 'newest', limit: 1 })).data
  const seen = new Map<string, number>()
  let ads = 0
  if (oldest && newest) {
    const first = Date.parse(oldest.started_at.slice(0, 10))
    const last = Date.parse(newest.started_at.slice(0, 10))
    for (let i = 0; i < SAMPLED_DAYS; i++) {
      const day = new Date(first + Math.floor(random.next() * ((last - first) / DAY_MS + 1)) * DAY_MS)
        .toISOString()
        .slice(0, 10)
      const page = await api.search({ started_after: day, started_before: day, limit: ADS_PER_DAY })
      for (const ad of page.data) {
        ads++
        const words = new Set(tokenize(`${ad.headline} ${ad.body} ${ad.transcript}`))
        for (const word of words) if (isWordToType(word)) seen.set(word, (seen.get(word) ?? 0) + 1)
      }
    }
  }
  // Sorted by count, then by word, so that the same ads give the same lists.
  const byCount = [...seen].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
  return {
    common: byCount.filter(([, n]) => n >= Math.max(2, ads * COMMON_SHARE)).map(([w]) => w),
    rare: byCount.filter(([, n]) => n === 1).map(([w]) => w),
    values,
  }
}

const DAY_MS = 86_400_000

/** Words a person would type: three letters or more, no digits (prices, years, codes). */
const isWordToType = (word: string) => word.length >= 3 && !/\d/.test(word)

/**
 * The mix: each call draws a shape, then its words and values from the sample, and a sort that fits
 * it. The same seed and sample replay the same searches.
 */
export function indexMix(random: Random, sample: IndexSample): () => { shape: Shape; body: Body } {
  const word = () => random.pick(random.next() < 0.5 ? sample.common : sample.rare)
  const runningDays = () => {
    const [from, to] = random.pick(RUNNING_DAYS_BANDS)
    return from + Math.floor(random.next() * (to - from + 1))
  }
  const some = (facet: ListFacet, most: number) => random.some(sample.values[facet], most)
  const shapes: Record<Shape, () => Body> = {
    'filters alone': () => {
      const body: Body = {}
      const choices = [
        () => (body.platforms = some('platforms', 2)),
        () => (body.formats = some('formats', 2)),
        () => (body.countries = some('countries', 3)),
        () => (body.niches = some('niches', 2)),
        () => (body.languages = some('languages', 1)),
        () => (body.active = random.next() < 0.5),
        () => (body.min_running_days = runningDays()),
      ]
      for (const choose of random.some(choices, 3)) choose()
      return body
    },
    'one common word': () => ({ query: random.pick(sample.common) }),
    'two common words': () => {
      const first = random.pick(sample.common)
      const second = random.pick(sample.common.filter((w) => w !== first))
      return { query: `${first} ${second}` }
    },
    'one rare word': () => ({ query: random.pick(sample.rare) }),
    'word under format': () => ({ query: word(), formats: some('formats', 2) }),
    'word under country': () => ({ query: word(), countries: some('countries', 3) }),
    'word under niche': () => ({ query: word(), niches: some('niches', 2) }),
    'word under running days': () => ({ query: word(), min_running_days: runningDays() }),
  }
  return () => {
    const shape = random.pick(SHAPES)
    const body = shapes[shape]()
    body.sort = random.pick(
      body.query
        ? ['most_relevant', 'newest', 'oldest', 'longest_running']
        : ['newest', 'oldest', 'longest_running'],
    )
    return { shape, body }
  }
}
