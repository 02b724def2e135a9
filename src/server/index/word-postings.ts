import { Bitset, popcount } from './bitset'
import { SlotList } from './slot-list'

/** A word in more than one slot in this many is kept as a bitset: smaller than a list from there on. */
const DENSE_SHARE = 32
/** Short lists stay lists whatever their share (a small index has no use for bitsets). */
const DENSE_MIN = 4_096
/** One empty array for every list-kept word: tens of thousands of words need no counts array of their own. */
const NO_COUNTS = new Uint8Array(0)

/**
 * The slots holding one word, with how often it occurs in each (for BM25). A rare word keeps an
 * ascending list; a common one (most of a million ads' postings belong to a few hundred words) keeps
 * a bitset and its counts in slot order. Slots only ever arrive in ascending order.
 */
export class WordPostings {
  private list: SlotList | null
  private bits: Bitset | null = null
  private counts: Uint8Array = NO_COUNTS
  private dense = 0

  constructor(list: SlotList | null = new SlotList(true), bits?: Bitset, counts?: Uint8Array) {
    this.list = list
    if (bits && counts) {
      this.bits = bits
      this.counts = counts
      this.dense = counts.length
    }
  }

  get length(): number {
    return this.list ? this.list.length : this.dense
  }

  /** The bitset and counts when the word is kept dense, for the snapshot. */
  get denseParts(): { bits: Bitset; counts: Uint8Array } | null {
    return this.bits ? { bits: this.bits, counts: this.counts.subarray(0, this.dense) } : null
  }

  get listParts(): SlotList | null {
    return this.list
  }

  push(slot: number, count: number, size: number): void {
    if (this.list) {
      this.list.push(slot, count)
      if (this.list.length >= DENSE_MIN && this.list.length * DENSE_SHARE > size) this.becomeDense(size)
      return
    }
    this.bits!.add(slot)
    if (this.dense === this.counts.length) {
      const grown = new Uint8Array(Math.ceil(this.counts.length * 1.5) + 16)
      grown.set(this.counts)
      this.counts = grown
    }
    this.counts[this.dense++] = Math.min(count, 255)
  }

  /** Adds its slots below `size` to `set`. */
  addTo(set: Bitset, size: number): void {
    if (this.bits) {
      set.or(this.bits.prefix(size))
      return
    }
    const { slots, offset, length } = this.list!
    const words = set.words
    for (let i = offset; i < offset + length; i++) {
      const slot = slots[i]!
      if (slot >= size) break
      words[slot >>> 5]! |= 1 << (slot & 31)
    }
  }

  /** How many of its slots are in `visible`. */
  frequencyIn(visible: Bitset): number {
    if (this.bits) return this.bits.countAnd(visible)
    const { slots, offset, length } = this.list!
    let found = 0
    for (let i = offset; i < offset + length; i++) if (visible.has(slots[i]!)) found++
    return found
  }

  /** Calls `visit` with each of its slots in `candidates` and the word's count there. */
  forEachIn(candidates: Bitset, visit: (slot: number, count: number) => void): void {
    if (!this.bits) {
      const { slots, counts, offset, length } = this.list!
      for (let i = offset; i < offset + length; i++)
        if (candidates.has(slots[i]!)) visit(slots[i]!, counts![i]!)
      return
    }
    // The count of a slot sits at its rank among the set bits: a running popcount finds it.
    const mine = this.bits.words
    const wanted = candidates.words
    let rank = 0
    for (let i = 0; i < mine.length; i++) {
      const word = mine[i]!
      if (word === 0) continue
      let both = word & (wanted[i] ?? 0)
      while (both !== 0) {
        const low = both & -both
        visit((i << 5) + 31 - Math.clz32(low), this.counts[rank + popcount(word & (low - 1))]!)
        both ^= low
      }
      rank += popcount(word)
    }
  }

  /** Keeps the slots `renumber` maps (>= 0), renumbered, in a bitset or a list as suits the new size. */
  compact(renumber: Int32Array, size: number): void {
    if (this.list) {
      this.list.compact(renumber)
      return
    }
    const list = new SlotList(true)
    this.forEachIn(this.bits!, (slot, count) => {
      const to = renumber[slot]!
      if (to >= 0) list.push(to, count)
    })
    this.list = list
    this.bits = null
    this.counts = NO_COUNTS
    this.dense = 0
    if (list.length >= DENSE_MIN && list.length * DENSE_SHARE > size) this.becomeDense(size)
  }

  private becomeDense(size: number): void {
    const list = this.list!
    const bits = new Bitset(size)
    for (const slot of list.view()) bits.add(slot)
    this.bits = bits
    this.counts = list.countsView().slice()
    this.dense = list.length
    this.list = null
  }
}
