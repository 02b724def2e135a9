/**
 * BM25, as both engines score a version: the in-memory index (index/text-index.ts) and the search
 * inside PostgreSQL (pg-search/relevance-sql.ts writes the same arithmetic into its SQL). Both must
 * compute the very same numbers, so there is one copy.
 */

/** Collection figures BM25 needs; fixed at a traversal's first page so scores stay comparable. */
export interface TextStats {
  documents: number
  averageLength: number
}

/** BM25's constants, which the search inside PostgreSQL writes into its SQL too. */
export const K1 = 1.2
export const B = 0.75

/** What BM25's term score nears as a word repeats, and never reaches: `termScore` < this. */
export const TERM_SCORE_BOUND = K1 + 1

/** BM25's weight of a word found in `frequency` of the documents: rare words weigh most. */
export function inverseFrequency(frequency: number, stats: TextStats): number {
  return Math.log(1 + (stats.documents - frequency + 0.5) / (frequency + 0.5))
}

/** BM25's term score of a word occurring `tf` times in a document of `length` words, before idf. */
export function termScore(tf: number, length: number, stats: TextStats): number {
  const norm = K1 * (1 - B + (B * length) / stats.averageLength)
  return (tf * (K1 + 1)) / (tf + norm)
}
