import type { Keywords } from '../../contract/keywords'
import { scoresPrefix } from '../index/prefix-scoring'
import { quoted } from '../records/postgres/word-vectors'
import { inverseFrequency, type TextStats } from '../search-core/bm25'
import type { Query, SqlParams } from './sql-params'
import { TUNING } from './tuning'

/** One word of the score, with its weight: each adds `idf × BM25 term score` where a row has it. */
export interface ScoredWord {
  word: string
  idf: number
}

/**
 * One term of the score: a word, or the words a prefix expands to, of which a row scores the best
 * one it holds (decision 0014); none for a prefix of many frequent words (decision 0015).
 */
export type ScoredTerm = ScoredWord[]

/**
 * The terms a relevance score adds, in the order the in-memory index adds them (relevance.ts):
 * the query's terms (the prefix's words in sorted order), then each phrase's words once more. Each word's frequency counts the versions the traversal sees, so every page of a
 * traversal scores alike: read from the kept counts while those are what it sees (`visible` is
 * undefined), counted otherwise. The logarithm is taken here, in JavaScript, so that both engines
 * get the very same numbers.
 */
export async function scoredWords(
  keywords: Keywords,
  visible: string | undefined,
  params: SqlParams,
  query: Query,
  stats: TextStats,
): Promise<ScoredTerm[]> {
  const { terms, phrases, lastTermIsPrefix } = keywords
  const prefix = lastTermIsPrefix ? terms[terms.length - 1]! : undefined
  const exact = [...new Set([...terms.filter((term) => term !== prefix), ...phrases.flat()])]
  const rows = await query<{ word: string; frequency: number }>(
    visible === undefined
      ? keptFrequencies(exact, prefix, params)
      : countedFrequencies(visible, exact, prefix, params),
    params.values,
  )
  const frequency = new Map(rows.map((row) => [row.word, row.frequency]))
  const weighed = (word: string) => ({ word, idf: inverseFrequency(frequency.get(word) ?? 0, stats) })
  const expansions = () =>
    [...frequency.keys()].filter((word) => word.startsWith(prefix!) && frequency.get(word)! > 0)
  const scored: ScoredTerm[] = terms.map((term) => {
    if (term !== prefix) return [weighed(term)]
    const words = expansions()
    // A prefix of many frequent words adds nothing (decision 0015).
    if (
      !scoresPrefix(
        words.map((word) => frequency.get(word)!),
        stats,
      )
    )
      return []
    return words.sort((a, b) => (a < b ? -1 : 1)).map(weighed)
  })
  for (const word of new Set(phrases.flat())) scored.push([weighed(word)])
  return scored
}

/** Frequencies among the current ads, as the writers keep them; a prefix is a range of words. */
function keptFrequencies(exact: string[], prefix: string | undefined, params: SqlParams): string {
  const words = `SELECT word, live AS frequency FROM search_words WHERE word = ANY(${params.add(exact, 'text[]')})`
  if (prefix === undefined) return words
  return `${words} UNION ALL
    SELECT word, live FROM search_words WHERE word >= ${params.add(prefix, 'text')} AND word < ${params.add(`${prefix}\u{10FFFF}`, 'text')}
      AND starts_with(word, ${params.add(prefix, 'text')}) AND word <> ALL(${params.add(exact, 'text[]')})`
}

/** Frequencies among the versions a later page sees, when writes came since its first. */
function countedFrequencies(
  visible: string,
  exact: string[],
  prefix: string | undefined,
  params: SqlParams,
): string {
  const anyWord = exact.map(quoted)
  if (prefix !== undefined) anyWord.push(`${quoted(prefix)}:*`)
  return `SELECT w AS word, count(*)::int AS frequency
     FROM ${visible} v CROSS JOIN LATERAL unnest(v.words) AS w
     WHERE v.doc @@ ${params.add(anyWord.join(' | '), 'tsquery')}
       AND (w = ANY(${params.add(exact, 'text[]')}) OR starts_with(w, ${params.add(prefix ?? null, 'text')}))
     GROUP BY w`
}

const K1 = 1.2
const B = 0.75

/**
 * A row's BM25 score over the scored terms, as SQL. The arithmetic is written as text-index.ts
 * writes it, with the same constants, and the terms are added in their order: floating-point sums
 * are exact only in one order, and both engines must rank ties alike. A term adds its best word the
 * row holds (a maximum is exact in any order); a term the row lacks adds 0, which changes no sum.
 */
export function scoreSql(terms: ScoredTerm[], stats: TextStats, params: SqlParams): string {
  const words = terms.flat()
  // No word to score (a prefix nothing starts with): every parameter below would go unused.
  if (words.length === 0) return '0::float8'
  const norm = `(${params.add(K1, 'float8')} * (${params.add(1 - B, 'float8')} + (${params.add(B, 'float8')} * v.len) / ${params.add(stats.averageLength, 'float8')}))`
  const k1p1 = params.add(K1 + 1, 'float8')
  const termScore = (idf: string, tf: string) => `${idf} * ((${tf} * ${k1p1}) / (${tf} + ${norm}))`
  if (words.length <= TUNING.mostScoredOneByOne) {
    const added = terms.flatMap((term) => {
      const each = term.map(({ word, idf }) => {
        const tf = `v.counts[array_position(v.words, ${params.add(word, 'text')})]`
        return termScore(params.add(idf, 'float8'), tf)
      })
      if (each.length === 0) return []
      // greatest() passes over NULLs, the words the row lacks.
      return [`coalesce(${each.length === 1 ? each[0] : `greatest(${each.join(', ')})`}, 0)`]
    })
    return `(0::float8 + ${added.join(' + ')})`
  }
  // Each of the row's words looked up in a hash of the scored ones (PostgreSQL hashes `= ANY` of a
  // long array), scored at each place it holds, the best of each term kept, and the terms added in
  // their order.
  const scored = params.add(
    words.map((w) => w.word),
    'text[]',
  )
  const idfs = params.add(
    words.map((w) => w.idf),
    'float8[]',
  )
  const termOf = params.add(
    terms.flatMap((term, t) => term.map(() => t)),
    'int[]',
  )
  return `(SELECT sum(best ORDER BY term) FROM (
             SELECT (${termOf})[place] AS term, max(${termScore(`(${idfs})[place]`, 't.tf')}) AS best
             FROM unnest(v.words, v.counts) AS t(word, tf)
             CROSS JOIN LATERAL unnest(array_positions(${scored}, t.word)) AS place
             WHERE t.word = ANY(${scored})
             GROUP BY 1) AS terms)`
}
