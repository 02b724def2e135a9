import { inverseFrequency, type TextStats, termScore } from '../search-core/bm25'
import type { Bitset } from './bitset'
import type { TextIndex } from './text-index'

/** The most telling words of an ad that a comparison uses: enough to say what it is about, few enough to be quick. */
const TELLING_WORDS = 32
/** A word in more than this share of the ads tells little, and would cost the most to score. */
const COMMON_SHARE = 0.05
/** The postings scored at most: the rarest telling words go first, and fill it before common ones. */
const MOST_POSTINGS = 100_000
/**
 * An ad of only common words ("Shop now. Free shipping.") has no telling word, yet ads with its very
 * text exist: its common words are scored instead, rarest first, within this larger budget (and at
 * least the rarest one), so that those ads are still found.
 */
const MOST_COMMON_POSTINGS = 400_000
/** Ads sharing less than this with the ad are not listed: one shared rare word is not "alike". */
export const LEAST_SIMILARITY = 0.1
const NUMBER = /^\d+$/

/** What an ad says, as words with their weights (headline words count twice) and its weighted length. */
export interface AdText {
  words: ReadonlyMap<string, number>
  length: number
}

export interface SimilarSlot {
  slot: number
  similarity: number
}

/** A word the comparison scores: its weight, and the most one ad can add by it (what the ad itself adds). */
export interface ScoredWord {
  word: string
  weight: number
  most: number
}

/**
 * "More like this" (docs/decisions/0012): the ad's text is a query. Its telling words (in at least
 * two ads, at most 5% of them; the 32 weighing most, while their postings stay within a budget) score
 * every candidate by BM25, each word weighted by how often the ad says it; an ad's similarity is its
 * score over the score the ad would get against itself, so 1 says "the same words, weighed the same".
 * Each word adds at most what it adds to the ad itself: a shorter ad, or one saying a word more
 * often, would otherwise outscore the ad and be "as alike as can be" without saying what it says.
 */
export class SimilarRanking {
  private scores = new Float64Array(0)
  private wordScores = new Float64Array(0)

  constructor(private readonly text: TextIndex) {}

  rank(ad: AdText, candidates: Bitset, count: number): SimilarSlot[] {
    const stats = this.text.stats()
    const { used, itself } = tellingWords(ad, (word) => this.text.versionsWith(word), stats)
    if (itself === 0) return []

    const size = candidates.words.length * 32
    if (this.scores.length < size) this.scores = new Float64Array(Math.max(size, this.scores.length * 2))
    if (this.wordScores.length < size) this.wordScores = new Float64Array(this.scores.length)
    const { scores, wordScores } = this
    const touched: number[] = []
    const touchedByWord: number[] = []
    for (const { word, weight, most } of used) {
      this.text.addWeighted(word, weight, candidates, stats, wordScores, touchedByWord)
      for (const slot of touchedByWord) {
        if (scores[slot] === 0) touched.push(slot)
        scores[slot]! += Math.min(wordScores[slot]!, most)
        wordScores[slot] = 0
      }
      touchedByWord.length = 0
    }
    // The best few kept in order as the scores are read: sorting every touched ad would cost more than scoring them.
    const best: SimilarSlot[] = []
    for (const slot of touched) {
      const similarity = Math.min(1, scores[slot]! / itself)
      scores[slot] = 0
      if (similarity < LEAST_SIMILARITY) continue
      const worst = best[best.length - 1]
      if (best.length === count && worst && !ranksBefore({ slot, similarity }, worst)) continue
      let at = best.length
      while (at > 0 && ranksBefore({ slot, similarity }, best[at - 1]!)) at--
      best.splice(at, 0, { slot, similarity })
      if (best.length > count) best.pop()
    }
    return best
  }
}

/**
 * The ad's telling words with their weights and the most each adds, and the score the ad gets
 * against itself: what every other ad's score is divided by. `frequencyOf` says how many ads hold a
 * word. With no telling word, its common words stand in (MOST_COMMON_POSTINGS).
 */
export function tellingWords(
  ad: AdText,
  frequencyOf: (word: string) => number,
  stats: TextStats,
): { used: ScoredWord[]; itself: number } {
  const commonAbove = Math.max(2, stats.documents * COMMON_SHARE)
  const telling: Weighed[] = []
  const common: Weighed[] = []
  for (const [word, times] of ad.words) {
    // Bare numbers (prices, dates, counts) match ads that share nothing else.
    if (NUMBER.test(word)) continue
    const frequency = frequencyOf(word)
    if (frequency < 2) continue
    const weighed = { word, weight: times * inverseFrequency(frequency, stats), postings: frequency }
    if (frequency > commonAbove) common.push(weighed)
    else telling.push(weighed)
  }
  const chosen =
    telling.length > 0
      ? heaviest(telling, MOST_POSTINGS, false)
      : heaviest(common, MOST_COMMON_POSTINGS, true)
  const used = chosen.map(({ word, weight }) => ({
    word,
    weight,
    most: weight * termScore(ad.words.get(word)!, ad.length, stats),
  }))
  const itself = used.reduce((sum, { most }) => sum + most, 0)
  return { used, itself }
}

interface Weighed {
  word: string
  weight: number
  postings: number
}

/** The words weighing most, at most TELLING_WORDS of them, while their postings stay within `budget`. */
function heaviest(words: Weighed[], budget: number, atLeastOne: boolean): Weighed[] {
  words.sort((a, b) => b.weight - a.weight || (a.word < b.word ? -1 : 1))
  const used: Weighed[] = []
  let postings = 0
  for (const word of words) {
    if (used.length === TELLING_WORDS) break
    const first = atLeastOne && used.length === 0
    if (postings + word.postings > budget && !first) continue
    used.push(word)
    postings += word.postings
  }
  return used
}

/** More alike first; the newer ad first among equals. */
const ranksBefore = (a: SimilarSlot, b: SimilarSlot) =>
  a.similarity > b.similarity || (a.similarity === b.similarity && a.slot > b.slot)
