import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { tokenize } from '../src/contract/keywords'
import { type Api, apiClient, type Body } from './api-client'
import { startServer } from './bench-server'
import { ensureBenchData } from './seed-bench-data'
import { seededRandom, summarise } from './stats'

const ADS = Number(process.env.BENCH_ADS ?? 1_000_000)
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.bench-data'
const KEY = 'bench-key'
const SEARCHES = 600
const DEEP_PAGE = 200

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
const AD_FACETS = ['niches', 'platforms', 'formats', 'countries', 'languages']
const ALL_FACETS = [
  ...AD_FACETS,
  'shop-platforms',
  'shop-apps',
  'technologies',
  'themes',
  'email-campaign-types',
]

/**
 * The API benchmark: a fixed, seeded mix of searches, deep pages and facets against `serve` over
 * a million generated ads, on loopback, one request at a time. Writes bench/results/api.json.
 */
export async function benchApi() {
  console.log(`API benchmark: ${ADS.toLocaleString('en')} ads in ${DATA_DIR}`)
  const seeding = await ensureBenchData(DATA_DIR, ADS)
  if (seeding.adsPerSecond) console.log(`  seeding: ${seeding.adsPerSecond?.toLocaleString('en')} ads/s`)
  const server = await startServer(DATA_DIR, KEY)
  try {
    const api = apiClient(server.url, KEY)
    console.log(`  server start (opens the store, builds the index): ${server.startMs} ms`)
    const firstSearch = await api.timed(() => api.search({ limit: 1 }))
    const random = seededRandom(7)
    const words = await sampleWords(api, random)
    const filters = (): Body => randomFilters(random)
    const sortFor = (hasQuery: boolean) =>
      random.pick(
        hasQuery
          ? ['most_relevant', 'newest', 'oldest', 'longest_running']
          : ['newest', 'oldest', 'longest_running'],
      )

    const kinds: Record<string, () => Body> = {
      'filters only': () => filters(),
      'common keyword': () => ({ query: random.pick(words.common) }),
      'rare keyword': () => ({ query: random.pick(words.rare) }),
      'two keywords': () => ({ query: random.pick(words.pairs) }),
      'keyword and filters': () => ({ ...filters(), query: random.pick([...words.common, ...words.rare]) }),
    }
    const byKind: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]))
    const all: number[] = []
    for (let i = 0; i < SEARCHES; i++) {
      const kind = random.pick(Object.keys(kinds))
      const body = kinds[kind]!()
      body.sort = sortFor(Boolean(body.query))
      const { ms } = await api.timed(() => api.search(body))
      byKind[kind]!.push(ms)
      all.push(ms)
    }

    const deep = await deepPages(api, words.common[0]!)
    const facets = await facetTimes(api, random, words)

    const results = {
      date: new Date().toISOString(),
      machine: { cores: cpus().length, node: process.version },
      ads: ADS,
      seeding_ads_per_second: seeding.adsPerSecond ?? null,
      server_start_ms: server.startMs,
      first_search_ms: Math.round(firstSearch.ms),
      search: summarise(all),
      search_by_kind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, summarise(v)])),
      deep_pages: deep,
      facets,
      targets: {
        'search p95 <= 50 ms': summarise(all).p95 <= 50,
        'search p99 <= 150 ms': summarise(all).p99 <= 150,
        'page 200 <= 1.2x page 1': deep.every((d) => d.ratio <= 1.2),
        'global facet p95 <= 10 ms': facets.global.p95 <= 10,
        'facet under a search p95 <= 50 ms': facets.under_search.p95 <= 50,
        'seeding >= 15,000 ads/s': seeding.adsPerSecond === undefined ? null : seeding.adsPerSecond >= 15_000,
      },
    }
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/api.json', `${JSON.stringify(results, null, 2)}\n`)
    console.log(
      JSON.stringify({ search: results.search, deep_pages: deep, facets, targets: results.targets }, null, 2),
    )
  } finally {
    await server.stop()
  }
}

function randomFilters(random: ReturnType<typeof seededRandom>): Body {
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
async function sampleWords(api: Api, random: ReturnType<typeof seededRandom>) {
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

/** Page 1 against page 200 of the same traversals, timed alternately so machine noise hits both. */
async function deepPages(api: Api, commonWord: string) {
  const traversals: Body[] = [
    { sort: 'newest' },
    { sort: 'oldest', formats: ['video', 'image'] },
    { sort: 'longest_running', countries: ['US', 'DE'] },
    { query: commonWord, sort: 'most_relevant' },
  ]
  const out = []
  for (const body of traversals) {
    let cursor: string | null = null
    for (let page = 1; page < DEEP_PAGE; page++) {
      const result = await api.search({ ...body, ...(cursor ? { cursor } : {}) })
      cursor = result.pagination.next_cursor
      if (!cursor) break
    }
    if (!cursor) continue
    const first: number[] = []
    const deep: number[] = []
    for (let i = 0; i < 15; i++) {
      first.push((await api.timed(() => api.search(body))).ms)
      deep.push((await api.timed(() => api.search({ ...body, cursor }))).ms)
    }
    const p1 = summarise(first).p50
    const p200 = summarise(deep).p50
    out.push({
      search: body,
      page_1_p50: p1,
      [`page_${DEEP_PAGE}_p50`]: p200,
      ratio: Math.round((p200 / p1) * 100) / 100,
    })
  }
  return out
}

async function facetTimes(api: Api, random: ReturnType<typeof seededRandom>, words: { common: string[] }) {
  const global: number[] = []
  for (let round = 0; round < 10; round++) {
    for (const facet of ALL_FACETS) global.push((await api.timed(() => api.facet(facet, ''))).ms)
  }
  const under: number[] = []
  for (let i = 0; i < 120; i++) {
    const body =
      random.next() < 0.5
        ? randomFilters(random)
        : { ...randomFilters(random), query: random.pick(words.common) }
    const query = new URLSearchParams()
    for (const [key, value] of Object.entries(body))
      query.set(key, Array.isArray(value) ? value.join(',') : String(value))
    under.push((await api.timed(() => api.facet(random.pick(AD_FACETS), query.toString()))).ms)
  }
  return { global: summarise(global), under_search: summarise(under) }
}
