import type { Sort } from '../../contract/enums'
import type { SearchFilters } from '../../contract/filters'
import { type Keywords, parseKeywords } from '../../contract/keywords'
import type { TextStats } from '../search-core/bm25'
import type { Traversal } from '../search-core/traversal'
import { byIndexes, countingSql, matchBitsWithRows, OutsideRows } from './count-sql'
import { matchParts, type Part } from './match-parts'
import type { SearchFacts } from './plans/choose-plan'
import { waysToHold } from './relevance-classes'
import { type ScoredTerm, scoredWords } from './relevance-sql'
import { type Query, SqlParams } from './sql-params'
import type { Tuning } from './tuning'
import { visibleSql } from './visible-sql'
import { rowsBytes, type WordCache } from './word-cache'
import { asksRareWord, type WordFacts, wordFacts } from './word-facts'

/**
 * One search analysed, once: its keywords, their words' facts, the scored terms, the parts and the
 * total. Every plan reads it; nothing of it is kept past the search but what the word cache keeps.
 */
export interface SearchContext {
  query: Query
  filters: SearchFilters
  sort: Sort
  limit: number
  previous: Traversal | undefined
  /** The change position the traversal sees, and its clock. */
  seen: number
  clock: number
  stats: TextStats
  /** Current ads, for the lookups' threshold (tuning.ts lookUpToFor). */
  documents: number
  /** Nothing written since the first page: the current rows are what it saw, and the bitmaps too. */
  unchanged: boolean
  keywords: Keywords
  words: WordFacts
  /** What a relevance score adds: none when there is no word to rank by. */
  terms: ScoredTerm[]
  /** The scored words with bitmaps, and those without. */
  common: string[]
  rare: string[]
  /** The search's parts (match-parts.ts), while unchanged; none otherwise. */
  parts: Part[]
  /** The parts' rows outside their bitmaps, each read once for the search (count-sql.ts). */
  outside: OutsideRows
  total: number
  tuning: Tuning
}

/** Where a search stands before its analysis: what the first page's snapshot and the cursor say. */
export interface SearchStart {
  query: Query
  filters: SearchFilters
  sort: Sort
  limit: number
  previous: Traversal | undefined
  seen: number
  clock: number
  stats: TextStats
  documents: number
  unchanged: boolean
  tuning: Tuning
  /** What depends only on the words, kept across this store's searches (word-cache.ts). */
  wordCache?: WordCache
}

export async function analyse(start: SearchStart): Promise<SearchContext> {
  const { query, filters, sort, previous, seen, clock, stats, unchanged } = start
  // What the words select among the current rows is the same for every search seeing them.
  const kept = unchanged && start.wordCache ? { cache: start.wordCache, head: seen } : undefined
  const wordsQuery: Query = kept
    ? (text, values) =>
        kept.cache.get(
          kept.head,
          `${text}\u0000${JSON.stringify(values)}`,
          () => query(text, values),
          rowsBytes,
        )
    : query
  const keywords = parseKeywords(filters.query ?? '')
  const words = await wordFacts(wordsQuery, keywords)
  // Word frequencies are the kept ones while the traversal sees the current rows.
  const countedOver = unchanged ? undefined : (p: SqlParams) => visibleSql(seen, false, p)
  const counting = new SqlParams()
  const terms =
    sort === 'most_relevant' && keywords.terms.length + keywords.phrases.length > 0
      ? await scoredWords(keywords, countedOver?.(counting), counting, wordsQuery, stats)
      : []
  const scored = [...new Set(terms.flat().map((w) => w.word))]
  const parts = unchanged ? await matchParts(query, filters, clock, undefined, { keywords, words }) : []
  const outside = new OutsideRows(query, kept)
  // Without filters a first page's total is the writers' count of current ads.
  const total =
    previous?.total ?? (parts.length === 0 ? start.documents : await countMatches(query, parts, outside))
  return {
    ...start,
    keywords,
    words,
    terms,
    common: scored.filter((word) => words.dense.has(word)),
    rare: scored.filter((word) => !words.dense.has(word)),
    parts,
    outside,
    total,
  }
}

/** The facts a plan is chosen by (plans/choose-plan.ts). */
export function factsOf(context: SearchContext): SearchFacts {
  const { keywords, terms, common } = context
  const classes = waysToHold(terms, common, keywords.terms.length).reduce(
    (product, options) => product * options.length,
    1,
  )
  const { sort, filters } = context
  return {
    sort,
    unchanged: context.unchanged,
    total: context.total,
    pageRows: context.limit + 1,
    documents: context.documents,
    oneDateWalk:
      sort === 'oldest' || ((sort === 'newest' || sort === 'most_relevant') && !filters.min_running_days),
    parts: context.parts.length,
    partsInBits: context.parts.every((part) => part.bits !== undefined),
    // No word to rank by (none, or only a prefix not scored): the newest first.
    byRelevance: terms.some((term) => term.length > 0),
    commonWords: common.length,
    rareWords: context.rare.length,
    classes,
    asksRareWord: asksRareWord(keywords, context.words),
    refused: {},
  }
}

/** How many current ads meet every part of a search, from bitmaps as far as they go (count-sql.ts). */
async function countMatches(query: Query, parts: Part[], outside: OutsideRows): Promise<number> {
  const params = new SqlParams()
  // Rows outside a part's bitmaps are read for the page too: read once, as bitmaps, and counted so.
  const matches = await matchBitsWithRows(query, parts, outside)
  if (matches) {
    const [row] = await query<{ n: number }>(
      `SELECT coalesce(sum(bit_count(m.bits)), 0)::int8 AS n FROM ${matches(params)} AS m`,
      params.values,
    )
    return row!.n
  }
  const counting = countingSql(
    parts,
    {
      bits: (chunks) => `SELECT sum(bit_count(m.bits)) AS n FROM ${chunks} AS m`,
      rows: (where) => `SELECT count(*) AS n FROM search_current v WHERE ${where}`,
    },
    params,
  )
  const [row] = await byIndexes(query, parts, () =>
    query<{ n: number }>(`SELECT coalesce(sum(n), 0)::int8 AS n FROM (${counting}) AS counts`, params.values),
  )
  return row!.n
}
