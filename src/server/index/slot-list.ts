/**
 * A growing list of slot numbers in ascending order (slots are handed out in change order), in a
 * typed array: the ads of one word, one advertiser or one landing domain. Optional small counts ride
 * along (how often a word occurs in the ad). Typed arrays keep a million ads' lists out of the JS heap.
 */
export class SlotList {
  slots: Uint32Array
  counts: Uint8Array | null
  length: number

  constructor(withCounts: boolean, slots?: Uint32Array, counts?: Uint8Array) {
    this.slots = slots ?? new Uint32Array(2)
    this.counts = withCounts ? (counts ?? new Uint8Array(this.slots.length)) : null
    this.length = slots ? slots.length : 0
  }

  push(slot: number, count = 1): void {
    if (this.length === this.slots.length) this.grow()
    this.slots[this.length] = slot
    if (this.counts) this.counts[this.length] = Math.min(count, 255)
    this.length++
  }

  /** The filled part of the list, without copying. */
  view(): Uint32Array {
    return this.slots.subarray(0, this.length)
  }

  /** Keeps the slots that `renumber` maps to a new slot (>= 0), renumbered; order is kept. */
  compact(renumber: Int32Array): void {
    let kept = 0
    for (let i = 0; i < this.length; i++) {
      const next = renumber[this.slots[i]!]!
      if (next < 0) continue
      this.slots[kept] = next
      if (this.counts) this.counts[kept] = this.counts[i]!
      kept++
    }
    this.length = kept
    // Give back what the dropped slots held when it is worth a copy.
    if (this.slots.length > 64 && kept < this.slots.length / 4) {
      this.slots = this.slots.slice(0, Math.max(2, kept))
      if (this.counts) this.counts = this.counts.slice(0, Math.max(2, kept))
    }
  }

  private grow(): void {
    // Lists loaded from a snapshot are views into its buffer: the first push copies them out.
    const capacity = Math.max(4, Math.ceil(this.slots.length * 1.5))
    const slots = new Uint32Array(capacity)
    slots.set(this.slots.subarray(0, this.length))
    this.slots = slots
    if (this.counts) {
      const counts = new Uint8Array(capacity)
      counts.set(this.counts.subarray(0, this.length))
      this.counts = counts
    }
  }
}
