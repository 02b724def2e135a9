import type { AdDates } from './ad-dates'
import { type Renumbering, slotRoom } from './renumbering'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'

/** Two ascending runs of slots read as one: the large settled order and the recent arrivals. */
export interface Order {
  readonly main: Uint32Array
  readonly recent: Uint32Array
}

/** What an order ascends by: the start, or for stopped ads start minus end (the longest first). */
type Keys = [starts: Float64Array, ends: Float64Array | null]

const NONE = new Uint32Array(0)

/**
 * An order's runs. The main run sits at the start of an array with room to spare, so folding the
 * recent run into it is a merge from the back, in place, rather than a new array of a million slots.
 */
class Runs implements Order {
  main: Uint32Array
  recent: Uint32Array = NONE

  constructor(
    private room: Uint32Array,
    length: number,
  ) {
    this.main = room.subarray(0, length)
  }

  /** Takes `added` (sorted) into the recent run; folds that into the main run once it is large (or `settle`). */
  absorb(added: Uint32Array, keys: Keys, settle: boolean): void {
    this.recent = mergeSorted(this.recent, added, keys)
    // A recent run of a thirty-second of the main order costs walks little and is merged rarely.
    if (this.recent.length === 0) return
    if (!settle && this.recent.length < Math.max(4_096, this.main.length / 32)) return
    const length = this.main.length + this.recent.length
    if (length > this.room.length) {
      const grown = new Uint32Array(slotRoom(length))
      grown.set(this.main)
      this.room = grown
    }
    mergeFromBack(this.room, this.main.length, this.recent, keys)
    this.main = this.room.subarray(0, length)
    this.recent = NONE
  }
}

/**
 * Slots pre-sorted for the date sorts, so a page of the newest matches is a short walk from the
 * cursor that stops after `limit` hits instead of sorting every match. Slots added by live writes go
 * into a small sorted run of recent arrivals, walked together with the main order; it is merged into
 * the main order only once it has grown, so a stream of writes never re-sorts a million slots per search.
 */
export class SortOrders {
  private byStart = new Runs(NONE, 0)
  /** Stopped ads by (duration descending, slot ascending). */
  private stoppedByDuration = new Runs(NONE, 0)
  private pending: number[] = []

  constructor(private readonly dates: AdDates) {}

  add(slot: number): void {
    this.pending.push(slot)
  }

  /** Every slot by (started_at, slot) ascending. */
  starts(): Order {
    this.take()
    return this.byStart
  }

  stopped(): Order {
    this.take()
    return this.stoppedByDuration
  }

  /** Both orders as `renumbering` keeps them (its renumbering keeps the slots' order), with room. */
  save(out: SnapshotWriter, renumbering: Renumbering): void {
    this.take(true)
    const orders = [this.byStart.main, this.stoppedByDuration.main]
    const lengths = orders.map((order) => renumbering.keptIn(order))
    out.json(lengths)
    orders.forEach((order, i) => {
      out.fill(Uint32Array, slotRoom(lengths[i]!), (into) => {
        renumbering.listInto(order, into, 0)
        return undefined
      })
    })
  }

  load(input: SnapshotReader): void {
    const [starts, stopped] = input.json<[number, number]>()
    this.byStart = new Runs(input.u32(), starts)
    this.stoppedByDuration = new Runs(input.u32(), stopped)
    this.pending = []
  }

  /** Sorts what arrived into the recent runs, folding them into the main ones when due (or `settle`). */
  private take(settle = false): void {
    if (this.pending.length === 0 && !settle) return
    const { startedAt, endedAt } = this.dates
    const byStart = (a: number, b: number) => startedAt[a]! - startedAt[b]! || a - b
    const length = (slot: number) => endedAt[slot]! - startedAt[slot]!
    const byDuration = (a: number, b: number) => length(b) - length(a) || a - b
    const added = Uint32Array.from(this.pending)
    this.pending = []
    const stopped = added.filter((slot) => !Number.isNaN(endedAt[slot]!)).sort(byDuration)
    this.byStart.absorb(added.sort(byStart), [startedAt, null], settle)
    this.stoppedByDuration.absorb(stopped, [startedAt, endedAt], settle)
  }
}

const keyOf = ([starts, ends]: Keys, slot: number) =>
  ends === null ? starts[slot]! : starts[slot]! - ends[slot]!

/** Two runs as one, by (key, slot); written out without a comparator call, as many slots go through. */
function mergeSorted(a: Uint32Array, b: Uint32Array, keys: Keys): Uint32Array {
  if (b.length === 0) return a
  if (a.length === 0) return b
  const merged = new Uint32Array(a.length + b.length)
  let i = 0
  let j = 0
  let k = 0
  while (i < a.length && j < b.length) {
    const x = a[i]!
    const y = b[j]!
    const kx = keyOf(keys, x)
    const ky = keyOf(keys, y)
    if (kx < ky || (kx === ky && x < y)) {
      merged[k++] = x
      i++
    } else {
      merged[k++] = y
      j++
    }
  }
  while (i < a.length) merged[k++] = a[i++]!
  while (j < b.length) merged[k++] = b[j++]!
  return merged
}

/** Merges `b` into the run `room[0, length)` by (key, slot), from the back, so nothing is overwritten unread. */
function mergeFromBack(room: Uint32Array, length: number, b: Uint32Array, keys: Keys): void {
  let i = length - 1
  let j = b.length - 1
  let k = length + b.length - 1
  while (j >= 0) {
    const y = b[j]!
    if (i >= 0) {
      const x = room[i]!
      const kx = keyOf(keys, x)
      const ky = keyOf(keys, y)
      if (kx > ky || (kx === ky && x > y)) {
        room[k--] = x
        i--
        continue
      }
    }
    room[k--] = y
    j--
  }
}

/** First index whose (key(i), slot) is greater than (key, slot); `keyAt` must be ascending with slot. */
export function firstAfter(
  order: Uint32Array,
  keyAt: (slot: number) => number,
  key: number,
  slot: number,
): number {
  let low = 0
  let high = order.length
  while (low < high) {
    const mid = (low + high) >>> 1
    const s = order[mid]!
    const k = keyAt(s)
    if (k < key || (k === key && s <= slot)) low = mid + 1
    else high = mid
  }
  return low
}
