import { Bitset } from './bitset'
import { gather, withRoom } from './columns'
import { SlotList } from './slot-list'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'
import { SortedWords } from './sorted-words'
import { WordPostings } from './word-postings'

/** Collection figures BM25 needs; fixed at a traversal's first page so scores stay comparable. */
export interface TextStats {
  documents: number
  averageLength: number
}

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

  /** Slots below `size` containing the word, or, as a prefix, any word starting with it. */
  match(word: string, asPrefix: boolean, size: number): Bitset {
    const set = new Bitset(size)
    for (const postings of this.listsFor(word, asPrefix)) postings.addTo(set, size)
    return set
  }

  /**
   * Adds each candidate's BM25 score for one query word into `scores` (indexed by slot). Document
   * frequency counts the slots visible in the traversal's snapshot, so every page of a traversal
   * scores alike, whatever was written or compacted in between.
   */
  addScores(
    word: string,
    asPrefix: boolean,
    candidates: Bitset,
    visible: Bitset,
    stats: TextStats,
    scores: Float64Array,
  ): void {
    const k1 = 1.2
    const b = 0.75
    const lengths = this.lengths
    for (const postings of this.listsFor(word, asPrefix)) {
      const frequency = postings.frequencyIn(visible)
      const idf = Math.log(1 + (stats.documents - frequency + 0.5) / (frequency + 0.5))
      postings.forEachIn(candidates, (slot, tf) => {
        const norm = k1 * (1 - b + (b * lengths[slot]!) / stats.averageLength)
        scores[slot]! += (idf * tf * (k1 + 1)) / (tf + norm)
      })
    }
  }

  compact(kept: Uint32Array, renumber: Int32Array): void {
    for (const [word, postings] of this.words) {
      postings.compact(renumber, kept.length)
      if (postings.length === 0) this.words.delete(word)
    }
    this.sorted.keepOnly(this.words)
    this.lengths = gather(this.lengths, kept)
  }

  /** Rare words' lists concatenated; common words' bitsets (one size each) and counts concatenated. */
  save(out: SnapshotWriter, size: number): void {
    const words = [...this.words.keys()]
    const sparse: SlotList[] = []
    const dense: { bits: Bitset; counts: Uint8Array }[] = []
    const denseWords: string[] = []
    const sparseWords: string[] = []
    for (const word of words) {
      const postings = this.words.get(word)!
      const parts = postings.denseParts
      if (parts) {
        dense.push(parts)
        denseWords.push(word)
      } else {
        sparse.push(postings.listParts!)
        sparseWords.push(word)
      }
    }
    out.json({ sparseWords, denseWords, lengthSum: this.lengthSum, documents: this.documents })
    const lengths = Uint32Array.from(sparse, (list) => list.length)
    const total = lengths.reduce((sum, n) => sum + n, 0)
    const slots = new Uint32Array(total)
    const counts = new Uint8Array(total)
    let at = 0
    for (const list of sparse) {
      slots.set(list.view(), at)
      counts.set(list.countsView(), at)
      at += list.length
    }
    out.numbers(lengths)
    out.numbers(slots)
    out.numbers(counts)
    const span = Math.ceil(size / 32)
    const bits = new Uint32Array(span * dense.length)
    dense.forEach((parts, i) => {
      bits.set(parts.bits.words.subarray(0, span), i * span)
    })
    out.numbers(bits)
    out.numbers(Uint32Array.from(dense, (parts) => parts.counts.length))
    const allCounts = new Uint8Array(dense.reduce((sum, parts) => sum + parts.counts.length, 0))
    at = 0
    for (const parts of dense) {
      allCounts.set(parts.counts, at)
      at += parts.counts.length
    }
    out.numbers(allCounts)
    out.numbers(this.lengths.subarray(0, size))
  }

  load(input: SnapshotReader, size: number): void {
    const { sparseWords, denseWords, lengthSum, documents } = input.json<{
      sparseWords: string[]
      denseWords: string[]
      lengthSum: number
      documents: number
    }>()
    const lengths = input.u32()
    const slots = input.u32()
    const counts = input.u8()
    this.words = new Map()
    let at = 0
    sparseWords.forEach((word, i) => {
      const end = at + lengths[i]!
      this.words.set(word, new WordPostings(SlotList.shared(slots, counts, at, end - at)))
      at = end
    })
    const bits = input.u32()
    const denseLengths = input.u32()
    const denseCounts = input.u8()
    const span = Math.ceil(size / 32)
    at = 0
    denseWords.forEach((word, i) => {
      const set = new Bitset(0, bits.subarray(i * span, (i + 1) * span))
      const end = at + denseLengths[i]!
      this.words.set(word, new WordPostings(null, set, denseCounts.subarray(at, end)))
      at = end
    })
    this.sorted.keepOnly(this.words)
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
