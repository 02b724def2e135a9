import type { Bitset } from './bitset'
import { inverseFrequency, type TextIndex, termScore } from './text-index'

/** The most telling words of an ad that a comparison uses: enough to say what it is about, few enough to be quick. */
export const TELLING_WORDS = 32
/** A word in more than this share of current ads tells little, and would cost the most to score. */
const COMMON_SHARE = 0.05
/** Ads sharing less than this with the ad are not listed: one shared rare word is not "alike". */
export const LEAST_SIMILARITY = 0.1

/** What an ad says, as words with their weights (headline words count twice) and its weighted length. */
export interface AdText {
  words: ReadonlyMap<string, number>
  length: number
}

export interface SimilarSlot {
  slot: number
  similarity: number
}

/**
 * "More like this" (docs/decisions/0012): the ad's text is a query. Its telling words (in at least
 * two current ads, at most 5% of them; the 32 weighing most) score every candidate by BM25, each word
 * weighted by how often the ad says it; an ad's similarity is its score over the score the ad would
 * get against itself, so 1 says "the same words, weighed the same".
 */
export class SimilarRanking {
  private scores = new Float64Array(0)

  constructor(private readonly text: TextIndex) {}

  rank(ad: AdText, candidates: Bitset, live: Bitset, count: number): SimilarSlot[] {
    const stats = this.text.stats()
    const commonAbove = Math.max(2, stats.documents * COMMON_SHARE)
    const telling: { word: string; weight: number }[] = []
    for (const [word, times] of ad.words) {
      const frequency = this.text.frequency(word, live)
      if (frequency < 2 || frequency > commonAbove) continue
      telling.push({ word, weight: times * inverseFrequency(frequency, stats) })
    }
    telling.sort((a, b) => b.weight - a.weight || (a.word < b.word ? -1 : 1))
    const used = telling.slice(0, TELLING_WORDS)
    const itself = used.reduce(
      (sum, { word, weight }) => sum + weight * termScore(ad.words.get(word)!, ad.length, stats),
      0,
    )
    if (itself === 0) return []

    const size = candidates.words.length * 32
    if (this.scores.length < size) this.scores = new Float64Array(Math.max(size, this.scores.length * 2))
    const scores = this.scores
    const touched: number[] = []
    for (const { word, weight } of used)
      this.text.addWeighted(word, weight, candidates, stats, scores, touched)
    const found: SimilarSlot[] = []
    for (const slot of touched) {
      const similarity = Math.min(1, scores[slot]! / itself)
      if (similarity >= LEAST_SIMILARITY) found.push({ slot, similarity })
      scores[slot] = 0
    }
    return found.sort((a, b) => b.similarity - a.similarity || b.slot - a.slot).slice(0, count)
  }
}
