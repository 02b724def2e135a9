import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import type { AdList } from '../src/contract/ad'
import { type Api, apiClient } from './api-client'
import { buildServer, startServer } from './bench-server'
import { randomFilters, sampleWords } from './search-mix'
import { ensureBenchData } from './seed-bench-data'
import { seededRandom, summarise } from './stats'

const ADS = Number(process.env.BENCH_ADS ?? 1_000_000)
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.bench-data'
const KEY = 'bench-key-for-loopback-only-0123456789'
const ROUNDS = 120

/**
 * `npm run bench -- patterns`: the timeline, advertiser dashboard and similar-ads endpoints over the
 * API benchmark's million ads, one request at a time on loopback, each over a seeded mix: the whole
 * index, under a keyword, under filters and date ranges; advertisers and ads sampled from searches.
 * Writes bench/results/patterns.json.
 */
export async function benchPatterns() {
  console.log(`Patterns benchmark: ${ADS.toLocaleString('en')} ads in ${DATA_DIR}`)
  await ensureBenchData(DATA_DIR, ADS)
  buildServer()
  const server = await startServer(DATA_DIR, KEY)
  try {
    const api = apiClient(server.url, KEY)
    const random = seededRandom(11)
    const words = await sampleWords(api, random)
    const sampled = await sampleAds(api, random)
    const time = async (paths: string[]) => {
      const samples: number[] = []
      for (const path of paths) samples.push((await api.timed(() => api.get(path))).ms)
      return summarise(samples)
    }
    const ranges = () => {
      const year = 2021 + Math.floor(random.next() * 5)
      const month = String(1 + Math.floor(random.next() * 12)).padStart(2, '0')
      return `started_after=${year}-${month}-01&started_before=${year + 1}-${month}-01`
    }
    const repeat = (make: () => string) => Array.from({ length: ROUNDS }, make)
    const timeline = {
      global: await time(repeat(() => '/stats/timeline')),
      under_keyword: await time(repeat(() => `/stats/timeline?query=${random.pick(words.common)}`)),
      under_filters_and_dates: await time(
        repeat(() => `/stats/timeline?${queryOf(randomFilters(random))}&${ranges()}`),
      ),
    }
    const advertiser = {
      all_time: await time(
        repeat(() => `/advertisers/${encodeURIComponent(random.pick(sampled.advertisers))}`),
      ),
      date_range: await time(
        repeat(() => `/advertisers/${encodeURIComponent(random.pick(sampled.advertisers))}?${ranges()}`),
      ),
      busiest: await time(
        Array.from({ length: 30 }, () => `/advertisers/${encodeURIComponent(sampled.busiest)}`),
      ),
    }
    const similar = {
      any_advertiser: await time(
        repeat(() => `/ads/${encodeURIComponent(random.pick(sampled.ads))}/similar`),
      ),
      other_advertisers: await time(
        repeat(
          () => `/ads/${encodeURIComponent(random.pick(sampled.ads))}/similar?exclude_same_advertiser=true`,
        ),
      ),
    }
    const results = {
      date: new Date().toISOString(),
      machine: { cores: cpus().length, node: process.version },
      ads: ADS,
      busiest_advertiser_ads: sampled.busiestAds,
      timeline,
      advertiser,
      similar,
      targets: {
        'timeline p95 <= 30 ms (global)': timeline.global.p95 <= 30,
        'timeline p95 <= 30 ms (under a keyword)': timeline.under_keyword.p95 <= 30,
        'advertiser p95 <= 30 ms': advertiser.all_time.p95 <= 30 && advertiser.date_range.p95 <= 30,
        'similar ads p95 <= 50 ms': similar.any_advertiser.p95 <= 50 && similar.other_advertisers.p95 <= 50,
      },
    }
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/patterns.json', `${JSON.stringify(results, null, 2)}\n`)
    console.log(JSON.stringify(results, null, 2))
  } finally {
    await server.stop()
  }
}

/** Ads and advertisers met in a seeded set of searches, and the busiest advertiser among them. */
async function sampleAds(api: Api, random: ReturnType<typeof seededRandom>) {
  const ads: string[] = []
  const advertisers = new Set<string>()
  for (let i = 0; i < 30; i++) {
    const page = (await api.search({ ...randomFilters(random), limit: 20 })) as AdList
    for (const ad of page.data) {
      ads.push(ad.id)
      advertisers.add(ad.advertiser.id)
    }
  }
  let busiest = ''
  let busiestAds = -1
  for (const id of advertisers) {
    const { pagination } = (await api.search({ advertiser_id: id, limit: 1 })) as AdList
    if (pagination.total > busiestAds) {
      busiest = id
      busiestAds = pagination.total
    }
  }
  return { ads, advertisers: [...advertisers], busiest, busiestAds }
}

const queryOf = (body: Record<string, unknown>) =>
  Object.entries(body)
    .map(
      ([key, value]) =>
        `${key}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`,
    )
    .join('&')
