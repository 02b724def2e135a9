/**
 * A set of document numbers as one bit each. A million ads fit in 125 KB, and AND/OR over two sets
 * is a loop over 31,250 words: this is what makes filter combinations and facet counts cheap.
 */
export class Bitset {
  words: Uint32Array

  constructor(size: number, words?: Uint32Array) {
    this.words = words ?? new Uint32Array(wordsFor(size))
  }

  /** Room for document numbers below `size`; existing bits are kept. */
  ensureSize(size: number): void {
    const needed = wordsFor(size)
    if (needed <= this.words.length) return
    // A quarter more at a time: hundreds of sets grow together as ads arrive, and doubling them all
    // would leave most of a copy unused.
    const grown = new Uint32Array(Math.max(needed, Math.ceil(this.words.length * 1.25)))
    grown.set(this.words)
    this.words = grown
  }

  has(doc: number): boolean {
    const word = this.words[doc >>> 5]
    return word !== undefined && (word & (1 << (doc & 31))) !== 0
  }

  add(doc: number): void {
    this.ensureSize(doc + 1)
    this.words[doc >>> 5]! |= 1 << (doc & 31)
  }

  delete(doc: number): void {
    const index = doc >>> 5
    if (index < this.words.length) this.words[index]! &= ~(1 << (doc & 31))
  }

  /** A copy holding only documents below `size`. */
  prefix(size: number): Bitset {
    const copy = new Bitset(size)
    const n = copy.words.length
    copy.words.set(this.words.subarray(0, Math.min(n, this.words.length)))
    const spare = n * 32 - size
    if (spare > 0 && n > 0) copy.words[n - 1]! &= 0xffffffff >>> spare
    return copy
  }

  and(other: Bitset): this {
    const a = this.words
    const b = other.words
    const shared = Math.min(a.length, b.length)
    for (let i = 0; i < shared; i++) a[i]! &= b[i]!
    a.fill(0, shared)
    return this
  }

  andNot(other: Bitset): this {
    const a = this.words
    const b = other.words
    const shared = Math.min(a.length, b.length)
    for (let i = 0; i < shared; i++) a[i]! &= ~b[i]!
    return this
  }

  or(other: Bitset): this {
    const a = this.words
    const b = other.words
    const shared = Math.min(a.length, b.length)
    for (let i = 0; i < shared; i++) a[i]! |= b[i]!
    return this
  }

  count(): number {
    let total = 0
    for (const word of this.words) if (word !== 0) total += popcount(word)
    return total
  }

  /** |this AND other| without building the intersection. */
  countAnd(other: Bitset): number {
    const a = this.words
    const b = other.words
    const shared = Math.min(a.length, b.length)
    let total = 0
    for (let i = 0; i < shared; i++) {
      const word = a[i]!
      if (word !== 0) total += popcount(word & b[i]!)
    }
    return total
  }

  /** Calls `visit` for every member in ascending order. */
  forEach(visit: (doc: number) => void): void {
    const words = this.words
    for (let i = 0; i < words.length; i++) {
      let word = words[i]!
      while (word !== 0) {
        const low = word & -word
        visit((i << 5) + 31 - Math.clz32(low))
        word ^= low
      }
    }
  }
}

/** 32-bit words for a bitset of `size` members. */
export const wordsFor = (size: number) => Math.ceil(Math.max(0, size) / 32)

export function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}
