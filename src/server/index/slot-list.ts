/**
 * A growing list of slot numbers in ascending order (slots are handed out in change order), in a
 * typed array: the ads of one word, one advertiser or one landing domain. Optional small counts ride
 * along (how often a word occurs in the ad). Lists loaded from a snapshot read a range of one array
 * they all share (no typed-array object each: a million ads have some 200,000 lists) until they grow.
 */
export class SlotList {
  slots: Uint32Array
  counts: Uint8Array | null
  /** Where this list starts in `slots` and `counts`. */
  offset = 0
  length = 0
  private owned = true

  constructor(withCounts: boolean) {
    this.slots = new Uint32Array(2)
    this.counts = withCounts ? new Uint8Array(2) : null
  }

  /** `length` entries of shared arrays from `offset` on, copied out at the first push. */
  static shared(slots: Uint32Array, counts: Uint8Array | null, offset: number, length: number): SlotList {
    const list = new SlotList(false)
    list.slots = slots
    list.counts = counts
    list.offset = offset
    list.length = length
    list.owned = false
    return list
  }

  push(slot: number, count = 1): void {
    if (!this.owned || this.length === this.slots.length) this.grow()
    this.slots[this.length] = slot
    if (this.counts) this.counts[this.length] = Math.min(count, 255)
    this.length++
  }

  /** The list's slots, without copying. */
  view(): Uint32Array {
    return this.slots.subarray(this.offset, this.offset + this.length)
  }

  countsView(): Uint8Array {
    return this.counts!.subarray(this.offset, this.offset + this.length)
  }

  /** Keeps the slots that `renumber` maps to a new slot (>= 0), renumbered, in order, in place. */
  compact(renumber: Int32Array): void {
    const { slots, counts, offset } = this
    let kept = 0
    for (let i = 0; i < this.length; i++) {
      const next = renumber[slots[offset + i]!]!
      if (next < 0) continue
      slots[offset + kept] = next
      if (counts) counts[offset + kept] = counts[offset + i]!
      kept++
    }
    this.length = kept
    // Give back what the dropped slots held when it is worth a copy.
    if (this.owned && slots.length > 64 && kept < slots.length / 4) this.resize(Math.max(2, kept))
  }

  private grow(): void {
    this.resize(Math.max(4, Math.ceil(this.length * 1.5)))
  }

  private resize(capacity: number): void {
    const slots = new Uint32Array(capacity)
    slots.set(this.view())
    const counts = this.counts && new Uint8Array(capacity)
    counts?.set(this.countsView())
    this.slots = slots
    this.counts = counts
    this.offset = 0
    this.owned = true
  }
}
