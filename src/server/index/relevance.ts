import type { parseKeywords } from '../../contract/keywords'
import type { Bitset } from './bitset'
import { bestRanked, type Ranked } from './page-order'
import type { TextIndex, TextStats } from './text-index'

type Cursor = { key: number; tie: number } | undefined

/**
 * Ranking by BM25 over the query's words (a phrase's words count as words), newest first among
 * equals. Keeps one array of scores by slot, reused by every search and zeroed after each.
 */
export class RelevanceRanking {
  private scores = new Float64Array(0)

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
    if (this.scores.length < size) this.scores = new Float64Array(Math.max(size, this.scores.length * 2))
    const scores = this.scores
    const { terms, phrases, lastTermIsPrefix } = keywords
    terms.forEach((term, i) => {
      const asPrefix = lastTermIsPrefix && i === terms.length - 1
      this.text.addScores(term, asPrefix, candidates, visible, stats, scores)
    })
    for (const word of new Set(phrases.flat()))
      this.text.addScores(word, false, candidates, visible, stats, scores)
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
