import { Bitset, popcount, wordsFor } from './bitset'

type Column = Float64Array | Uint32Array | Uint16Array

/**
 * Room for `size` slots and then some: the columns and bitsets of a packed index are laid out this
 * long, so the next eighth of live writes fills them in place instead of copying them out.
 */
export const slotRoom = (size: number) => size + Math.max(1_024, Math.ceil(size / 8))

/** Room for a list of `length` slots to grow in place within the packed index. */
export const listRoom = (length: number) => length + (length >>> 3) + 2

/**
 * Which slots a packed index keeps, and the number each gets there: all of them as they are (a
 * snapshot), or all but the versions compaction drops, the rest closing up in order. Every part of
 * the index writes itself through one straight into the packed buffer, so packing allocates that
 * buffer and nothing else of size.
 */
export class Renumbering {
  private constructor(
    /** How many slots the index holds now. */
    readonly from: number,
    /** How many it keeps. */
    readonly size: number,
    /** Each old slot's new number, -1 when dropped; null when every slot keeps its number. */
    private readonly newSlots: Int32Array | null,
    /** Each new slot's old number. */
    private readonly oldSlots: Uint32Array | null,
  ) {}

  /** The kept old slots as a bitset, made when first needed. */
  private keptBits: Uint32Array | undefined

  static keepingAll(size: number): Renumbering {
    return new Renumbering(size, size, null, null)
  }

  static dropping(from: number, drop: (slot: number) => boolean): Renumbering {
    const newSlots = new Int32Array(from)
    let size = 0
    for (let slot = 0; slot < from; slot++) newSlots[slot] = drop(slot) ? -1 : size++
    if (size === from) return Renumbering.keepingAll(from)
    const oldSlots = new Uint32Array(size)
    for (let slot = 0; slot < from; slot++) if (newSlots[slot]! >= 0) oldSlots[newSlots[slot]!] = slot
    return new Renumbering(from, size, newSlots, oldSlots)
  }

  get dropped(): number {
    return this.from - this.size
  }

  /** The new number of `slot`, or -1 when it is dropped. */
  slotOf(slot: number): number {
    return this.newSlots ? this.newSlots[slot]! : slot
  }

  /** The entries of `column` at the kept slots, packed from 0 into `into`. */
  gatherInto<C extends Column>(column: C, into: C): void {
    const { oldSlots } = this
    if (!oldSlots) {
      into.set(column.subarray(0, this.size))
      return
    }
    for (let i = 0; i < oldSlots.length; i++) into[i] = column[oldSlots[i]!]!
  }

  /** The kept members of the bitset `bits` at their new numbers, into `into` (all zeros). */
  bitsInto(bits: Uint32Array, into: Uint32Array): void {
    const { newSlots } = this
    if (!newSlots) {
      into.set(bits.subarray(0, Math.min(bits.length, into.length)))
      return
    }
    const words = Math.min(bits.length, wordsFor(this.from))
    for (let i = 0; i < words; i++) {
      let word = bits[i]!
      while (word !== 0) {
        const low = word & -word
        const to = newSlots[(i << 5) + 31 - Math.clz32(low)]!
        if (to >= 0) into[to >>> 5]! |= 1 << (to & 31)
        word ^= low
      }
    }
  }

  /** How many members of the bitset `bits` are kept. */
  keptCountOf(bits: Uint32Array): number {
    if (!this.newSlots) return new Bitset(0, bits).count()
    if (!this.keptBits) {
      this.keptBits = new Uint32Array(wordsFor(this.from))
      for (const slot of this.oldSlots!) this.keptBits[slot >>> 5]! |= 1 << (slot & 31)
    }
    const kept = this.keptBits
    let count = 0
    for (let i = 0; i < Math.min(bits.length, kept.length); i++) count += popcount(bits[i]! & kept[i]!)
    return count
  }

  /** How many of `slots` are kept. */
  keptIn(slots: Uint32Array): number {
    const { newSlots } = this
    if (!newSlots) return slots.length
    let kept = 0
    for (let i = 0; i < slots.length; i++) if (newSlots[slots[i]!]! >= 0) kept++
    return kept
  }

  /** The kept `slots`, renumbered, into `into` from `at`. Returns how many were written. */
  listInto(slots: Uint32Array, into: Uint32Array, at: number): number {
    const { newSlots } = this
    if (!newSlots) {
      into.set(slots, at)
      return slots.length
    }
    let k = at
    for (let i = 0; i < slots.length; i++) {
      const to = newSlots[slots[i]!]!
      if (to >= 0) into[k++] = to
    }
    return k - at
  }

  /** The entries of `values` beside the kept `slots` (a word's counts), into `into` from `at`. */
  keptValuesInto(slots: Uint32Array, values: Uint8Array, into: Uint8Array, at: number): void {
    const { newSlots } = this
    if (!newSlots) {
      into.set(values, at)
      return
    }
    let k = at
    for (let i = 0; i < slots.length; i++) if (newSlots[slots[i]!]! >= 0) into[k++] = values[i]!
  }
}
