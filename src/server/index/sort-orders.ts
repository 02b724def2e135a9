import type { AdDates } from './ad-dates'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'

/**
 * Slots pre-sorted for the date sorts, so a page of the newest matches is a short walk from the
 * cursor that stops after `limit` hits instead of sorting every match. Slots added since the last
 * search are sorted on their own and merged in, so a live write never re-sorts the whole index.
 */
export class SortOrders {
  /** Every slot by (started_at, slot) ascending. */
  private byStart = new Uint32Array(0)
  /** Stopped ads by (duration descending, slot ascending). */
  private stoppedByDuration = new Uint32Array(0)
  private pending: number[] = []

  constructor(private readonly dates: AdDates) {}

  add(slot: number): void {
    this.pending.push(slot)
  }

  starts(): Uint32Array {
    this.merge()
    return this.byStart
  }

  stopped(): Uint32Array {
    this.merge()
    return this.stoppedByDuration
  }

  /** Drops and renumbers slots; the order stands, since compaction keeps the slots' order. */
  compact(renumber: Int32Array): void {
    this.merge()
    const keep = (order: Uint32Array) =>
      Uint32Array.from(
        order.filter((slot) => renumber[slot]! >= 0),
        (slot) => renumber[slot]!,
      )
    this.byStart = keep(this.byStart)
    this.stoppedByDuration = keep(this.stoppedByDuration)
  }

  save(out: SnapshotWriter): void {
    this.merge()
    out.numbers(this.byStart)
    out.numbers(this.stoppedByDuration)
  }

  load(input: SnapshotReader): void {
    this.byStart = input.u32()
    this.stoppedByDuration = input.u32()
    this.pending = []
  }

  private merge(): void {
    if (this.pending.length === 0) return
    const { startedAt, endedAt } = this.dates
    const byStart = (a: number, b: number) => startedAt[a]! - startedAt[b]! || a - b
    const length = (slot: number) => endedAt[slot]! - startedAt[slot]!
    const byDuration = (a: number, b: number) => length(b) - length(a) || a - b
    const added = Uint32Array.from(this.pending)
    this.pending = []
    this.byStart = mergeSorted(this.byStart, added.slice().sort(byStart), byStart)
    const stopped = added.filter((slot) => !Number.isNaN(endedAt[slot]!)).sort(byDuration)
    this.stoppedByDuration = mergeSorted(this.stoppedByDuration, stopped, byDuration)
  }
}

function mergeSorted(
  a: Uint32Array<ArrayBuffer>,
  b: Uint32Array<ArrayBuffer>,
  compare: (x: number, y: number) => number,
): Uint32Array<ArrayBuffer> {
  if (b.length === 0) return a
  const merged = new Uint32Array(a.length + b.length)
  let i = 0
  let j = 0
  let k = 0
  while (i < a.length && j < b.length) merged[k++] = compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!
  while (i < a.length) merged[k++] = a[i++]!
  while (j < b.length) merged[k++] = b[j++]!
  return merged
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
