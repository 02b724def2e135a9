import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { NICHES } from '../src/contract/enums'
import { type ListFilterName, noFilters, type SearchFilters } from '../src/contract/filters'
import { adListValues } from '../src/contract/list-values'
import { PgSearchStore } from '../src/server/pg-search/pg-search-store'
import type { AdRecords, StoredAd } from '../src/server/records/ad-records'
import { openPostgresStore, openSqliteStore } from '../src/server/schema/store-schema'
import { generateAds } from '../src/server/seed/generate-ads'
import { IndexedStore } from '../src/server/service/indexed-store'
import type { SearchStore } from '../src/server/service/search-store'
import { summarise } from './stats'

const ADS = Number(process.env.BENCH_TAG_FILTER_ADS ?? 20_000)
const ROUNDS = Number(process.env.BENCH_TAG_FILTER_ROUNDS ?? 200)
const WARM_UP = 10
const NOW = Date.parse('2026-11-01T00:00:00.000Z')
const DATABASE_URL = process.env.BENCH_DATABASE_URL

type TagFilter = Extract<ListFilterName, 'hooks' | 'offers' | 'cta_types'>

/**
 * `npm run bench -- tag-filters`: a search filtered by a tag against the same search filtered by the
 * niche that as many ads carry, in each engine (the index in memory, and the search inside PostgreSQL
 * with BENCH_DATABASE_URL): the first page by newest plus the countries facet under the filter, the two
 * asked in turn so that noise falls on both. The issue asks the tag's p95 within 1.2× the niche's.
 * Writes bench/results/tag-filters.json.
 */
export async function benchTagFilters() {
  console.log(`Tag filters against niches: ${ADS.toLocaleString('en')} generated ads`)
  const ads = [...generateAds({ count: ADS, seed: 7, now: NOW })]
  const engines: Record<string, unknown> = {}
  engines.memory = await inEngine('memory', ads)
  if (DATABASE_URL) engines.postgres = await inEngine('postgres', ads)
  else console.log('  postgres skipped (set BENCH_DATABASE_URL to a database to make a schema in)')
  mkdirSync('bench/results', { recursive: true })
  const result = { ads: ADS, rounds: ROUNDS, load_average: Math.round(loadavg()[0]! * 10) / 10, engines }
  writeFileSync('bench/results/tag-filters.json', `${JSON.stringify(result, null, 2)}\n`)
}

async function inEngine(name: 'memory' | 'postgres', ads: StoredAd[]) {
  const schema = `bench_tag_filters_${process.pid}`
  const database =
    name === 'postgres' ? await openPostgresStore({ url: DATABASE_URL!, schema, now: () => NOW }) : undefined
  const records: AdRecords = database ?? (await openSqliteStore({ file: ':memory:', now: () => NOW }))
  try {
    for (let from = 0; from < ads.length; from += 2_000) await records.write(ads.slice(from, from + 2_000))
    const store: SearchStore = database
      ? await PgSearchStore.open({ records: database, now: () => NOW })
      : await IndexedStore.open({ records, now: () => NOW })
    const stored: StoredAd[] = []
    for await (const batch of records.scan(await records.head(), 5_000))
      stored.push(...batch.map((r) => r.ad))
    const pairs = []
    for (const family of ['hooks', 'offers', 'cta_types'] as const) {
      const { tag, niche } = alike(stored, family)
      for (const also of [{}, { countries: ['US'] }]) {
        const tagged = { ...noFilters(), ...also, [family]: [tag.value] } as SearchFilters
        const niched = { ...noFilters(), ...also, niches: [niche.value] } as SearchFilters
        const [byTag, byNiche] = await inTurn(store, tagged, niched)
        const pair = {
          also,
          tag: { [family]: tag.value, ads: tag.ads, ms: byTag },
          niche: { niches: niche.value, ads: niche.ads, ms: byNiche },
          p95_ratio: Math.round((byTag.p95 / byNiche.p95) * 100) / 100,
        }
        console.log(
          `  ${name}: ${family}=${tag.value} (${tag.ads} ads) p50 ${byTag.p50} p95 ${byTag.p95} ms; ` +
            `niches=${niche.value} (${niche.ads} ads) p50 ${byNiche.p50} p95 ${byNiche.p95} ms` +
            `${'countries' in also ? ', countries=US' : ''}`,
        )
        pairs.push(pair)
      }
    }
    await store.close()
    return pairs
  } finally {
    await records.close()
    if (name === 'postgres') await dropSchema(schema)
  }
}

/** The family's most used value, and the niche whose count is nearest it. */
function alike(ads: StoredAd[], family: TagFilter) {
  const counts = (name: ListFilterName) => {
    const found = new Map<string, number>()
    for (const ad of ads)
      for (const value of adListValues(ad, name)) found.set(value, (found.get(value) ?? 0) + 1)
    return found
  }
  const [tagValue, tagAds] = [...counts(family)].sort((a, b) => b[1] - a[1])[0]!
  const niches = counts('niches')
  const [nicheValue, nicheAds] = NICHES.map((niche) => [niche, niches.get(niche) ?? 0] as const).sort(
    (a, b) => Math.abs(a[1] - tagAds) - Math.abs(b[1] - tagAds),
  )[0]!
  return { tag: { value: tagValue, ads: tagAds }, niche: { value: nicheValue, ads: nicheAds } }
}

/** Each search's time (a page and a facet under it), the two searches asked alternately. */
async function inTurn(store: SearchStore, first: SearchFilters, second: SearchFilters) {
  const times: [number[], number[]] = [[], []]
  for (let round = 0; round < WARM_UP + ROUNDS; round++) {
    for (const [i, filters] of [first, second].entries()) {
      const started = performance.now()
      await store.search({ filters, sort: 'newest', limit: 20 })
      await store.facet('countries', { filters })
      if (round >= WARM_UP) times[i]!.push(performance.now() - started)
    }
  }
  return [summarise(times[0]), summarise(times[1])] as const
}

async function dropSchema(schema: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: DATABASE_URL })
  await client.connect()
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
  } finally {
    await client.end()
  }
}
