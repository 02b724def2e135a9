import { listRoom, type Renumbering } from './renumbering'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'
import type { Steps } from './steps'

/** Lists written or read at a time between turns given to searches while an index is packed. */
const LISTS_PER_STEP = 4_096

/**
 * A growing list of slot numbers in ascending order (slots are handed out in change order), in a
 * typed array: the ads of one word, one advertiser or one landing domain. Optional small counts ride
 * along (how often a word occurs in the ad). A packed index keeps all its lists in one shared array,
 * each with a little room to grow in place (a million ads have some 200,000 lists, and a typed array
 * each would cost more than their contents); a list that outgrows its room moves to arrays of its own.
 */
export class SlotList {
  slots: Uint32Array
  counts: Uint8Array | null
  /** Where this list starts in `slots` and `counts`. */
  offset = 0
  length = 0
  /** How many entries it may hold from `offset` before it must move. */
  private capacity: number

  constructor(withCounts: boolean) {
    this.slots = new Uint32Array(2)
    this.counts = withCounts ? new Uint8Array(2) : null
    this.capacity = 2
  }

  /** `length` entries of shared arrays from `offset` on, with room for `capacity`. */
  static within(
    slots: Uint32Array,
    counts: Uint8Array | null,
    offset: number,
    length: number,
    capacity = length,
  ): SlotList {
    const list = new SlotList(false)
    list.slots = slots
    list.counts = counts
    list.offset = offset
    list.length = length
    list.capacity = capacity
    return list
  }

  push(slot: number, count = 1): void {
    if (this.length === this.capacity) this.moveOut(Math.max(4, Math.ceil(this.length * 1.5)))
    this.slots[this.offset + this.length] = slot
    if (this.counts) this.counts[this.offset + this.length] = Math.min(count, 255)
    this.length++
  }

  /** The list's slots, without copying. */
  view(): Uint32Array {
    return this.slots.subarray(this.offset, this.offset + this.length)
  }

  countsView(): Uint8Array {
    return this.counts!.subarray(this.offset, this.offset + this.length)
  }

  private moveOut(capacity: number): void {
    const slots = new Uint32Array(capacity)
    slots.set(this.view())
    const counts = this.counts && new Uint8Array(capacity)
    counts?.set(this.countsView())
    this.slots = slots
    this.counts = counts
    this.offset = 0
    this.capacity = capacity
  }
}

/**
 * Many lists as three sections: their lengths as kept by `renumbering`, then all their slots
 * renumbered, then (`withCounts`) their counts, each list with room to grow.
 */
export function* writeLists(
  out: SnapshotWriter,
  lists: readonly SlotList[],
  renumbering: Renumbering,
  withCounts: boolean,
): Steps {
  const lengths = new Uint32Array(lists.length)
  for (let i = 0; i < lists.length; i++) {
    lengths[i] = renumbering.keptIn(lists[i]!.view())
    if (i % LISTS_PER_STEP === 0) yield
  }
  let total = 0
  for (const length of lengths) total += listRoom(length)
  out.numbers(lengths)
  out.fill(Uint32Array, total, function* slots(into) {
    let at = 0
    for (let i = 0; i < lists.length; i++) {
      renumbering.listInto(lists[i]!.view(), into, at)
      at += listRoom(lengths[i]!)
      if (i % LISTS_PER_STEP === 0) yield
    }
  })
  if (!withCounts) return
  out.fill(Uint8Array, total, function* counts(into) {
    let at = 0
    for (let i = 0; i < lists.length; i++) {
      const list = lists[i]!
      renumbering.keptValuesInto(list.view(), list.countsView(), into, at)
      at += listRoom(lengths[i]!)
      if (i % LISTS_PER_STEP === 0) yield
    }
  })
}

/** The lists `writeLists` wrote, each a range of the snapshot's arrays. */
export function* readLists(input: SnapshotReader, withCounts: boolean): Steps<SlotList[]> {
  const lengths = input.u32()
  const slots = input.u32()
  const counts = withCounts ? input.u8() : null
  const lists: SlotList[] = new Array(lengths.length)
  let at = 0
  for (let i = 0; i < lengths.length; i++) {
    const length = lengths[i]!
    lists[i] = SlotList.within(slots, counts, at, length, listRoom(length))
    at += listRoom(length)
    if (i % LISTS_PER_STEP === 0) yield
  }
  return lists
}
