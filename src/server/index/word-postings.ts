import { Bitset, popcount } from './bitset'
import type { Renumbering } from './renumbering'
import { SlotList } from './slot-list'

/** A word in more than one slot in this many is kept as a bitset: smaller than a list from there on. */
const DENSE_SHARE = 32
/** Short lists stay lists whatever their share (a small index has no use for bitsets). */
const DENSE_MIN = 4_096
/** Whether a word in `count` of `size` slots is kept as a bitset. */
export const keptDense = (count: number, size: number) => count >= DENSE_MIN && count * DENSE_SHARE > size

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

  /** A list, or a bitset with its counts (in slot order, `length` of them, room for the rest). */
  constructor(list: SlotList | null = new SlotList(true), bits?: Bitset, counts?: Uint8Array, length = 0) {
    this.list = list
    if (bits && counts) {
      this.bits = bits
      this.counts = counts
      this.dense = length
    }
  }

  get length(): number {
    return this.list ? this.list.length : this.dense
  }

  /** Whether it is kept as a bitset. */
  get isDense(): boolean {
    return this.bits !== null
  }

  push(slot: number, count: number, size: number): void {
    if (this.list) {
      this.list.push(slot, count)
      if (keptDense(this.list.length, size)) this.becomeDense(size)
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

  /** How many of its slots `renumbering` keeps. */
  keptBy(renumbering: Renumbering): number {
    if (this.list) return renumbering.keptIn(this.list.view())
    return renumbering.keptCountOf(this.bits!.words)
  }

  /** Calls `visit` with the new slot and the count of each slot `renumbering` keeps, in order. */
  forEachKept(renumbering: Renumbering, visit: (slot: number, count: number) => void): void {
    if (this.list) {
      const { slots, counts, offset, length } = this.list
      for (let i = offset; i < offset + length; i++) {
        const to = renumbering.slotOf(slots[i]!)
        if (to >= 0) visit(to, counts![i]!)
      }
      return
    }
    let rank = 0
    this.bits!.forEach((slot) => {
      const to = renumbering.slotOf(slot)
      if (to >= 0) visit(to, this.counts[rank]!)
      rank++
    })
  }

  /** The kept slots renumbered into `into` from `at`. */
  slotsInto(renumbering: Renumbering, into: Uint32Array, at: number): void {
    if (this.list) {
      renumbering.listInto(this.list.view(), into, at)
      return
    }
    let k = at
    this.forEachKept(renumbering, (slot) => {
      into[k++] = slot
    })
  }

  /** The kept slots renumbered into the bitset `into` (all zeros). */
  bitsInto(renumbering: Renumbering, into: Uint32Array): void {
    if (this.bits) {
      renumbering.bitsInto(this.bits.words, into)
      return
    }
    this.forEachKept(renumbering, (slot) => {
      into[slot >>> 5]! |= 1 << (slot & 31)
    })
  }

  /** The counts of the kept slots, in slot order, into `into` from `at`. */
  countsInto(renumbering: Renumbering, into: Uint8Array, at: number): void {
    if (this.list) {
      renumbering.keptValuesInto(this.list.view(), this.list.countsView(), into, at)
      return
    }
    let k = at
    this.forEachKept(renumbering, (_, count) => {
      into[k++] = count
    })
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
