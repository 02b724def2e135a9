import type { Keywords } from '../../contract/keywords'
import { inverseFrequency, type TextStats, termScore } from '../search-core/bm25'
import { Bitset, wordsFor } from './bitset'
import { withRoom, writeColumn } from './columns'
import { scoresPrefix } from './prefix-scoring'
import { listRoom, type Renumbering, slotRoom } from './renumbering'
import { SlotList } from './slot-list'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'
import { SortedWords } from './sorted-words'
import type { Steps } from './steps'
import { keptDense, WordPostings } from './word-postings'

/** Words written between turns given to searches while an index is packed. */
const WORDS_PER_STEP = 2_048

/**
 * The keyword index: word -> the slots containing it, with counts. Retired slots keep their entries
 * (traversals that began before see them; callers mask with the visible set) until compaction.
 * Words weigh by field: a headline word counts twice.
 */
export class TextIndex {
  private words = new Map<string, WordPostings>()
  private readonly sorted = new SortedWords()
  private lengths = new Uint16Array(1024)
  private lengthSum = 0
  private documents = 0

  add(slot: number, weightedWords: Map<string, number>, length: number): void {
    for (const [word, count] of weightedWords) {
      let postings = this.words.get(word)
      if (!postings) {
        postings = new WordPostings()
        this.words.set(word, postings)
        this.sorted.add(word)
      }
      postings.push(slot, count, slot + 1)
    }
    this.lengths = withRoom(this.lengths, slot + 1)
    this.lengths[slot] = Math.min(length, 65_535)
    this.lengthSum += this.lengths[slot]!
    this.documents++
  }

  /** A retired slot stays in the lists (masked by the visible set) but leaves the statistics. */
  retire(slot: number): void {
    this.lengthSum -= this.lengths[slot] ?? 0
    this.documents--
  }

  stats(): TextStats {
    return {
      documents: this.documents,
      averageLength: this.documents > 0 ? this.lengthSum / this.documents : 1,
    }
  }

  /**
   * Whether the keywords rank at all: not when their one word is a prefix that is not scored
   * (`scoresPrefix`); the matches then come newest first, as without keywords.
   */
  ranks(keywords: Keywords, visible: Bitset, stats: TextStats): boolean {
    const { terms, phrases, lastTermIsPrefix } = keywords
    if (terms.length + phrases.length === 0) return false
    if (terms.length > 1 || phrases.length > 0 || !lastTermIsPrefix) return true
    const lists = this.listsFor(terms[0]!, true)
    return scoresPrefix(
      lists.map((postings) => postings.frequencyIn(visible)),
      stats,
    )
  }

  /** Slots below `size` containing the word, or, as a prefix, any word starting with it. */
  match(word: string, asPrefix: boolean, size: number): Bitset {
    const set = new Bitset(size)
    for (const postings of this.listsFor(word, asPrefix)) postings.addTo(set, size)
    return set
  }

  /**
   * Adds each candidate's BM25 term for one query word into `scores` (indexed by slot). A prefix adds
   * the best term among the words it expands to that the candidate holds, not their sum (decision
   * 0014), gathered in `best`: zeroed, as long as `scores`, and left zeroed. Document frequency counts
   * the slots visible in the traversal's snapshot, so every page of a traversal scores alike,
   * whatever was written or compacted in between.
   */
  addScores(
    word: string,
    asPrefix: boolean,
    candidates: Bitset,
    visible: Bitset,
    stats: TextStats,
    scores: Float64Array,
    best: Float64Array,
  ): void {
    const lengths = this.lengths
    const lists = this.listsFor(word, asPrefix)
    const frequencies = lists.map((postings) => postings.frequencyIn(visible))
    if (asPrefix && !scoresPrefix(frequencies, stats)) return
    if (lists.length === 1) {
      const idf = inverseFrequency(frequencies[0]!, stats)
      lists[0]!.forEachIn(candidates, (slot, tf) => {
        scores[slot]! += idf * termScore(tf, lengths[slot]!, stats)
      })
      return
    }
    const touched: number[] = []
    lists.forEach((postings, i) => {
      const idf = inverseFrequency(frequencies[i]!, stats)
      postings.forEachIn(candidates, (slot, tf) => {
        const term = idf * termScore(tf, lengths[slot]!, stats)
        if (best[slot] === 0) touched.push(slot)
        if (term > best[slot]!) best[slot] = term
      })
    })
    for (const slot of touched) {
      scores[slot]! += best[slot]!
      best[slot] = 0
    }
  }

  /**
   * How many versions hold the word, current or replaced: a count kept, not counted. Replaced versions
   * wait for compaction and are few, so this stands in for the current ads' frequency where an
   * estimate will do.
   */
  versionsWith(word: string): number {
    return this.words.get(word)?.length ?? 0
  }

  /**
   * Adds `weight` times the word's BM25 term score (without its idf: the weight carries that) to
   * each candidate containing the word, and lists in `touched` the candidates scored for the first time.
   */
  addWeighted(
    word: string,
    weight: number,
    candidates: Bitset,
    stats: TextStats,
    scores: Float64Array,
    touched: number[],
  ): void {
    const lengths = this.lengths
    this.words.get(word)?.forEachIn(candidates, (slot, tf) => {
      if (scores[slot] === 0) touched.push(slot)
      scores[slot]! += weight * termScore(tf, lengths[slot]!, stats)
    })
  }

  /**
   * The words in order with what `renumbering` keeps of each (words left with nothing are dropped):
   * list-kept words' slots and counts, each with room to grow, then common words' bitsets and counts.
   */
  *save(out: SnapshotWriter, renumbering: Renumbering): Steps {
    const { size } = renumbering
    const words: string[] = []
    const postings: WordPostings[] = []
    const kept: number[] = []
    for (const word of this.sorted.all()) {
      if (words.length % WORDS_PER_STEP === 0) yield
      const found = this.words.get(word)!
      const count = found.keptBy(renumbering)
      if (count === 0) continue
      words.push(word)
      postings.push(found)
      kept.push(count)
    }
    const dense = Uint8Array.from(kept, (count) => (keptDense(count, size) ? 1 : 0))
    let listTotal = 0
    let denseTotal = 0
    let denseWords = 0
    kept.forEach((count, i) => {
      if (dense[i]) {
        denseTotal += listRoom(count)
        denseWords++
      } else listTotal += listRoom(count)
    })
    const span = wordsFor(slotRoom(size))
    out.json({ words, lengthSum: this.lengthSum, documents: this.documents })
    out.numbers(dense)
    out.numbers(Uint32Array.from(kept))
    // Each section is one pass over the words it holds, writing each word's part at its place.
    const eachWord = (denseOnes: boolean, write: (postings: WordPostings, at: number, nth: number) => void) =>
      function* pass() {
        let at = 0
        let nth = 0
        for (let i = 0; i < words.length; i++) {
          if (Boolean(dense[i]) !== denseOnes) continue
          write(postings[i]!, at, nth++)
          at += listRoom(kept[i]!)
          if (nth % WORDS_PER_STEP === 0 || denseOnes) yield
        }
      }
    out.fill(Uint32Array, listTotal, (into) =>
      eachWord(false, (word, at) => word.slotsInto(renumbering, into, at))(),
    )
    out.fill(Uint8Array, listTotal, (into) =>
      eachWord(false, (word, at) => word.countsInto(renumbering, into, at))(),
    )
    out.fill(Uint32Array, span * denseWords, (into) =>
      eachWord(true, (word, _, nth) =>
        word.bitsInto(renumbering, into.subarray(nth * span, (nth + 1) * span)),
      )(),
    )
    out.fill(Uint8Array, denseTotal, (into) =>
      eachWord(true, (word, at) => word.countsInto(renumbering, into, at))(),
    )
    writeColumn(out, this.lengths, renumbering)
  }

  *load(input: SnapshotReader, size: number): Steps {
    const { words, lengthSum, documents } = input.json<{
      words: string[]
      lengthSum: number
      documents: number
    }>()
    const dense = input.u8()
    const lengths = input.u32()
    const slots = input.u32()
    const counts = input.u8()
    const bits = input.u32()
    const denseCounts = input.u8()
    const span = wordsFor(slotRoom(size))
    this.words = new Map()
    let listAt = 0
    let denseAt = 0
    let nth = 0
    for (let i = 0; i < words.length; i++) {
      if (i % WORDS_PER_STEP === 0) yield
      const word = words[i]!
      const length = lengths[i]!
      const room = listRoom(length)
      if (dense[i]) {
        const set = new Bitset(0, bits.subarray(nth * span, (nth + 1) * span))
        const wordCounts = denseCounts.subarray(denseAt, denseAt + room)
        this.words.set(word, new WordPostings(null, set, wordCounts, length))
        denseAt += room
        nth++
      } else {
        this.words.set(word, new WordPostings(SlotList.within(slots, counts, listAt, length, room)))
        listAt += room
      }
    }
    this.sorted.reset(words)
    this.lengths = input.u16()
    this.lengthSum = lengthSum
    this.documents = documents
  }

  private listsFor(word: string, asPrefix: boolean): WordPostings[] {
    if (!asPrefix) {
      const exact = this.words.get(word)
      return exact ? [exact] : []
    }
    return this.sorted.startingWith(word).map((found) => this.words.get(found)!)
  }
}
