import type { Keywords } from '../../contract/keywords'
import type { Query } from './sql-params'

/**
 * What the search tables say of a search's words, read once per search: which are common (held by
 * enough ads to have bitmaps, `search_words.dense`), and what the prefix expands to. Counting,
 * choosing a plan and ranking by walks all ask; one statement answers them all.
 */
export interface WordFacts {
  /** The exact terms, phrases' words and prefix expansions that have bitmaps. */
  dense: Set<string>
  /** The words the prefix expands to that current ads hold, each with whether it is common. */
  expansions: { word: string; dense: boolean }[]
  /** The prefix has a common expansion, even one no current ad holds now. */
  prefixHasDense: boolean
}

/** The keywords' exact words (terms but the prefix, and phrases' words) and the prefix, if any. */
export function keywordWords({ terms, phrases, lastTermIsPrefix }: Keywords) {
  const prefix = lastTermIsPrefix ? terms[terms.length - 1] : undefined
  const exact = [...new Set([...terms.filter((term) => term !== prefix), ...phrases.flat()])]
  return { exact, prefix }
}

export async function wordFacts(query: Query, keywords: Keywords): Promise<WordFacts> {
  const { exact, prefix } = keywordWords(keywords)
  if (exact.length === 0 && prefix === undefined) {
    return { dense: new Set(), expansions: [], prefixHasDense: false }
  }
  const rows = await query<{ word: string; dense: boolean; live: boolean; expands: boolean }>(
    `SELECT word, dense, live > 0 AS live, false AS expands FROM search_words WHERE word = ANY($1::text[]) AND dense
     UNION ALL
     SELECT word, dense, live > 0, true FROM search_words
     WHERE $2::text IS NOT NULL AND word >= $2 AND word < $3 AND starts_with(word, $2) AND (live > 0 OR dense)`,
    [exact, prefix ?? null, prefix === undefined ? null : `${prefix}\u{10FFFF}`],
  )
  const expanding = rows.filter((row) => row.expands)
  return {
    dense: new Set(rows.filter((row) => row.dense && (row.live || !row.expands)).map((row) => row.word)),
    expansions: expanding.filter((row) => row.live).map(({ word, dense }) => ({ word, dense })),
    prefixHasDense: expanding.some((row) => row.dense),
  }
}

/**
 * Whether a word the keywords ask for has no bitmap: a term, a phrase's word, or a prefix all of
 * whose expansions are rare. Its rows are then found by the word index.
 */
export function asksRareWord(keywords: Keywords, words: WordFacts): boolean {
  const { exact, prefix } = keywordWords(keywords)
  return exact.some((word) => !words.dense.has(word)) || (prefix !== undefined && !words.prefixHasDense)
}
