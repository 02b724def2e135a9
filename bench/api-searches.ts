import { searchQueryString } from '../src/search/search-request'
import type { Api, Body } from './api-client'
import { type Random, randomFilters, SEARCH_KINDS, searchMix, type Words } from './search-mix'
import { type Summary, summarise } from './stats'

const SEARCHES = 600
const DEEP_PAGE = 200
const AD_FACETS = ['niches', 'platforms', 'formats', 'countries', 'languages']
const ALL_FACETS = [
  ...AD_FACETS,
  'shop-platforms',
  'shop-apps',
  'technologies',
  'themes',
  'email-campaign-types',
]

/** The search mix, one request at a time: all of it, and by kind of search. */
export async function searchTimes(api: Api, random: Random, words: Words) {
  const next = searchMix(random, words)
  const byKind: Record<string, number[]> = Object.fromEntries(SEARCH_KINDS.map((k) => [k, []]))
  const all: number[] = []
  for (let i = 0; i < SEARCHES; i++) {
    const { kind, body } = next()
    const { ms } = await api.timed(() => api.search(body))
    byKind[kind]!.push(ms)
    all.push(ms)
  }
  return {
    search: summarise(all),
    search_by_kind: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, summarise(v)])) as Record<
      string,
      Summary
    >,
  }
}

/**
 * Page 1 against page 200 of the same traversals, timed alternately so machine noise hits both. A
 * traversal whose walk to page 200 takes longer than `walkBudgetMs` is given up and reported with
 * the page it reached.
 */
export async function deepPages(api: Api, commonWord: string, walkBudgetMs = Number.POSITIVE_INFINITY) {
  const traversals: Body[] = [
    { sort: 'newest' },
    { sort: 'oldest', formats: ['video', 'image'] },
    { sort: 'longest_running', countries: ['US', 'DE'] },
    { query: commonWord, sort: 'most_relevant' },
  ]
  const out = []
  for (const body of traversals) {
    let cursor: string | null = null
    const walking = performance.now()
    let page = 1
    for (; page < DEEP_PAGE; page++) {
      const result = await api.search({ ...body, ...(cursor ? { cursor } : {}) })
      cursor = result.pagination.next_cursor
      if (!cursor) break
      if (performance.now() - walking > walkBudgetMs) break
    }
    if (cursor && page < DEEP_PAGE) {
      out.push({ search: body, given_up_at_page: page, walk_ms: Math.round(performance.now() - walking) })
      continue
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

export async function facetTimes(api: Api, random: Random, words: Words) {
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
    under.push((await api.timed(() => api.facet(random.pick(AD_FACETS), searchQueryString(body)))).ms)
  }
  return { global: summarise(global), under_search: summarise(under) }
}
