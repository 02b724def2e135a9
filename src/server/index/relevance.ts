import type { parseKeywords } from '../../contract/keywords'
import type { TextStats } from '../search-core/bm25'
import type { Bitset } from './bitset'
import { bestRanked, type Ranked } from './page-order'
import type { TextIndex } from './text-index'

type Cursor = { key: number; tie: number } | undefined

/**
 * Ranking by BM25 over the query's words (a phrase's words count as words; a prefix, as the best of
 * the words it expands to: decision 0014), newest first among equals. Keeps one array of scores by
 * slot, reused by every search and zeroed after each.
 */
export class RelevanceRanking {
  private scores = new Float64Array(0)
  /** A prefix's best term so far, by slot (text-index.ts); zero between uses. */
  private best = new Float64Array(0)

  constructor(private readonly text: TextIndex) {}

  rank(
    keywords: ReturnType<typeof parseKeywords>,
    candidates: Bitset,
    visible: Bitset,
    size: number,
    cursor: Cursor,
    count: number,
    stats: TextStats,
  ): Ranked[] {
    if (this.scores.length < size) {
      this.scores = new Float64Array(Math.max(size, this.scores.length * 2))
      this.best = new Float64Array(this.scores.length)
    }
    const { scores, best } = this
    const { terms, phrases, lastTermIsPrefix } = keywords
    terms.forEach((term, i) => {
      const asPrefix = lastTermIsPrefix && i === terms.length - 1
      this.text.addScores(term, asPrefix, candidates, visible, stats, scores, best)
    })
    for (const word of new Set(phrases.flat()))
      this.text.addScores(word, false, candidates, visible, stats, scores, best)
    const ranked = bestRanked(
      candidates,
      { key: (slot) => -scores[slot]!, tie: (slot) => -slot },
      cursor,
      count,
    )
    candidates.forEach((slot) => {
      scores[slot] = 0
    })
    return ranked
  }
}
