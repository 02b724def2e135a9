import { Bitset } from './bitset'
import { gather, withRoom } from './columns'
import { SlotList } from './slot-list'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'
import { SortedWords } from './sorted-words'

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
  private words = new Map<string, SlotList>()
  private readonly sorted = new SortedWords()
  private lengths = new Uint16Array(1024)
  private lengthSum = 0
  private documents = 0

  add(slot: number, weightedWords: Map<string, number>, length: number): void {
    for (const [word, count] of weightedWords) {
      let list = this.words.get(word)
      if (!list) {
        list = new SlotList(true)
        this.words.set(word, list)
        this.sorted.add(word)
      }
      list.push(slot, count)
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
    const bits = set.words
    for (const list of this.listsFor(word, asPrefix)) {
      const slots = list.slots
      for (let i = 0; i < list.length; i++) {
        const slot = slots[i]!
        if (slot >= size) break
        bits[slot >>> 5]! |= 1 << (slot & 31)
      }
    }
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
    for (const list of this.listsFor(word, asPrefix)) {
      const { slots, counts } = list
      let frequency = 0
      for (let i = 0; i < list.length; i++) if (visible.has(slots[i]!)) frequency++
      const idf = Math.log(1 + (stats.documents - frequency + 0.5) / (frequency + 0.5))
      for (let i = 0; i < list.length; i++) {
        const slot = slots[i]!
        if (!candidates.has(slot)) continue
        const tf = counts![i]!
        const norm = k1 * (1 - b + (b * this.lengths[slot]!) / stats.averageLength)
        scores[slot]! += (idf * tf * (k1 + 1)) / (tf + norm)
      }
    }
  }

  compact(kept: Uint32Array, renumber: Int32Array): void {
    for (const [word, list] of this.words) {
      list.compact(renumber)
      if (list.length === 0) this.words.delete(word)
    }
    this.sorted.keepOnly(this.words)
    this.lengths = gather(this.lengths, kept)
  }

  save(out: SnapshotWriter, size: number): void {
    const words = [...this.words.keys()]
    const lengths = new Uint32Array(words.length)
    let total = 0
    words.forEach((word, i) => {
      lengths[i] = this.words.get(word)!.length
      total += lengths[i]!
    })
    const slots = new Uint32Array(total)
    const counts = new Uint8Array(total)
    let at = 0
    for (const word of words) {
      const list = this.words.get(word)!
      slots.set(list.slots.subarray(0, list.length), at)
      counts.set(list.counts!.subarray(0, list.length), at)
      at += list.length
    }
    out.json({ words, lengthSum: this.lengthSum, documents: this.documents })
    out.numbers(lengths)
    out.numbers(slots)
    out.numbers(counts)
    out.numbers(this.lengths.subarray(0, size))
  }

  load(input: SnapshotReader): void {
    const { words, lengthSum, documents } = input.json<{
      words: string[]
      lengthSum: number
      documents: number
    }>()
    const lengths = input.u32()
    const slots = input.u32()
    const counts = input.u8()
    this.words = new Map()
    let at = 0
    words.forEach((word, i) => {
      const end = at + lengths[i]!
      this.words.set(word, new SlotList(true, slots.subarray(at, end), counts.subarray(at, end)))
      at = end
    })
    this.sorted.keepOnly(this.words)
    this.lengths = input.u16()
    this.lengthSum = lengthSum
    this.documents = documents
  }

  private listsFor(word: string, asPrefix: boolean): SlotList[] {
    if (!asPrefix) {
      const exact = this.words.get(word)
      return exact ? [exact] : []
    }
    return this.sorted.startingWith(word).map((found) => this.words.get(found)!)
  }
}
