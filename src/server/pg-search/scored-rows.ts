import { TERM_SCORE_BOUND, type TextStats, termScore } from '../search-core/bm25'
import type { ScoredTerm } from './relevance-sql'
import { positionIn, type Query, SqlParams } from './sql-params'

/** A row that may make a page by relevance, with its score. */
export type Candidate = { position: number; score: number }

/** Where a traversal's last page ended: its last row's key (-score) and position. */
export type After = { key: number; position: number } | undefined

/** A row of this score comes after the cursor in rank order (score descending, then position). */
export function isAfter(position: number, score: number, after: After): boolean {
  return after === undefined || score < -after.key || (score === -after.key && position < after.position)
}

/** The best `count` rows of the lists, each once: a row holding two of a prefix's words may be in two. */
export function bestOf(count: number, ...lists: Candidate[][]): Candidate[] {
  const seen = new Set<number>()
  return lists
    .flat()
    .filter(({ position }) => !seen.has(position) && seen.add(position))
    .sort((a, b) => b.score - a.score || b.position - a.position)
    .slice(0, count)
}

/** The score a row must reach to make the page, once `count` candidates are found. */
export const barOf = (found: Candidate[], count: number) =>
  found.length >= count ? found[count - 1]!.score : undefined

/**
 * The best `count` of the given rows after the cursor, scored here from each row's length and
 * words. The terms are added as text-index.ts adds them, in the same order, so the scores equal
 * the SQL's (relevance-sql.ts) to the last bit. A row costs some 10 µs so, and 15 to 30 µs scored
 * by the SQL expression, which finds each of the row's words among a prefix's hundreds.
 */
export async function scoreRows(
  query: Query,
  positions: Iterable<number>,
  asked: ScoringAsked,
): Promise<Candidate[]> {
  const listed = [...positions]
  if (listed.length === 0) return []
  const params = new SqlParams()
  return scoreRowsOf(query, { from: 'search_current', where: positionIn(listed, params), params }, asked)
}

/** What rows are scored against, and which of them come back. */
type ScoringAsked = { terms: ScoredTerm[]; stats: TextStats; after: After; count: number }

/**
 * The best `count` after the cursor of the rows of `from` (as `v`) meeting `where`, scored here as
 * `scoreRows` scores them: for a search whose matches are few but not walks' to rank (a prefix of
 * rare words only, "zen" at a million ads: 12,000 matches, 0.7-1.1 s scored by SQL over its
 * 1,209 words).
 */
export async function scoreRowsOf(
  query: Query,
  { from, where, params }: { from: string; where: string; params: SqlParams },
  { terms, stats, after, count }: ScoringAsked,
): Promise<Candidate[]> {
  // As strings: node-postgres reads text arrays twice as slowly. Words hold no spaces.
  const rows = await query<{ position: number; len: number; words: string; counts: string }>(
    `SELECT v.position, v.len, array_to_string(v.words, ' ') AS words, array_to_string(v.counts, ' ') AS counts
     FROM ${from} v WHERE ${where}`,
    params.values,
  )
  // Where each word is scored: the terms it is in (a prefix's word may also be a term), its idf.
  const scoredAt = new Map<string, { term: number; idf: number }[]>()
  terms.forEach((term, t) => {
    for (const { word, idf } of term) scoredAt.set(word, [...(scoredAt.get(word) ?? []), { term: t, idf }])
  })
  const best = new Float64Array(terms.length)
  const scored = rows.map(({ position, len, words, counts }) => {
    best.fill(0)
    const times = counts.split(' ')
    words.split(' ').forEach((word, i) => {
      for (const { term, idf } of scoredAt.get(word) ?? [])
        best[term] = Math.max(best[term]!, idf * termScore(Number(times[i]), len, stats))
    })
    let score = 0
    for (const termBest of best) if (termBest > 0) score += termBest
    return { position, score }
  })
  return bestOf(
    count,
    scored.filter(({ position, score }) => isAfter(position, score, after)),
  )
}

/**
 * The rows holding a common word OFTEN times or more that may score more than `bar`, given the
 * common words each holds. Their counts are unknown, but a word adds less than its idf ×
 * TERM_SCORE_BOUND however often it is held: a row may reach the bar only if those bounds, the
 * best of each term among the words it holds, add up to more. (14,000 rows hold "the" five times
 * or more at a million ads; none comes near its first page.)
 */
export function oftenMayReach(
  often: Map<number, number[]>,
  common: string[],
  terms: ScoredTerm[],
  bar: number | undefined,
): number[] {
  if (bar === undefined) return [...often.keys()]
  // Each common word's bound in each term it is in.
  const bounds = common.map((word) =>
    terms.flatMap((term, t) =>
      term.flatMap((w) => (w.word === word ? [{ term: t, bound: w.idf * TERM_SCORE_BOUND }] : [])),
    ),
  )
  const best = new Float64Array(terms.length)
  return [...often].flatMap(([position, words]) => {
    best.fill(0)
    for (const i of words) for (const { term, bound } of bounds[i]!) best[term] = Math.max(best[term]!, bound)
    return best.reduce((sum, bound) => sum + bound, 0) > bar ? [position] : []
  })
}
