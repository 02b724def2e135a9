import type { AdDates } from './ad-dates'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'

/** Two ascending runs of slots read as one: the large settled order and the recent arrivals. */
export interface Order {
  main: Uint32Array
  recent: Uint32Array
}

/**
 * Slots pre-sorted for the date sorts, so a page of the newest matches is a short walk from the
 * cursor that stops after `limit` hits instead of sorting every match. Slots added by live writes go
 * into a small sorted run of recent arrivals, walked together with the main order; it is merged into
 * the main order only once it has grown, so a stream of writes never re-sorts a million slots per search.
 */
export class SortOrders {
  private byStart: Order = { main: new Uint32Array(0), recent: new Uint32Array(0) }
  /** Stopped ads by (duration descending, slot ascending). */
  private stoppedByDuration: Order = { main: new Uint32Array(0), recent: new Uint32Array(0) }
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

  /** Drops and renumbers slots; the order stands, since compaction keeps the slots' order. */
  compact(renumber: Int32Array): void {
    this.take(true)
    const keep = (order: Uint32Array) =>
      Uint32Array.from(
        order.filter((slot) => renumber[slot]! >= 0),
        (slot) => renumber[slot]!,
      )
    this.byStart = { main: keep(this.byStart.main), recent: new Uint32Array(0) }
    this.stoppedByDuration = { main: keep(this.stoppedByDuration.main), recent: new Uint32Array(0) }
  }

  save(out: SnapshotWriter): void {
    this.take(true)
    out.numbers(this.byStart.main)
    out.numbers(this.stoppedByDuration.main)
  }

  load(input: SnapshotReader): void {
    this.byStart = { main: input.u32(), recent: new Uint32Array(0) }
    this.stoppedByDuration = { main: input.u32(), recent: new Uint32Array(0) }
    this.pending = []
  }

  /** Sorts what arrived into the recent run; folds that into the main order once it is large (or `settle`). */
  private take(settle = false): void {
    if (this.pending.length === 0 && !settle) return
    const { startedAt, endedAt } = this.dates
    const byStart = (a: number, b: number) => startedAt[a]! - startedAt[b]! || a - b
    const length = (slot: number) => endedAt[slot]! - startedAt[slot]!
    const byDuration = (a: number, b: number) => length(b) - length(a) || a - b
    const added = Uint32Array.from(this.pending)
    this.pending = []
    const stopped = added.filter((slot) => !Number.isNaN(endedAt[slot]!)).sort(byDuration)
    this.byStart = absorb(this.byStart, added.sort(byStart), [startedAt, null], settle)
    this.stoppedByDuration = absorb(this.stoppedByDuration, stopped, [startedAt, endedAt], settle)
  }
}

/** What an order ascends by: the start, or for stopped ads start minus end (the longest first). */
type Keys = [starts: Float64Array, ends: Float64Array | null]

function absorb(order: Order, added: Uint32Array, keys: Keys, settle: boolean): Order {
  const recent = mergeSorted(order.recent, added, keys)
  // A recent run of a thirty-second of the main order costs walks little and is merged rarely.
  if (!settle && recent.length < Math.max(4_096, order.main.length / 32)) return { main: order.main, recent }
  return { main: mergeSorted(order.main, recent, keys), recent: new Uint32Array(0) }
}

/** Two runs as one, by (key, slot); written out without a comparator call, as a million slots go through. */
function mergeSorted(a: Uint32Array, b: Uint32Array, [starts, ends]: Keys): Uint32Array {
  if (b.length === 0) return a
  if (a.length === 0) return b
  const merged = new Uint32Array(a.length + b.length)
  let i = 0
  let j = 0
  let k = 0
  while (i < a.length && j < b.length) {
    const x = a[i]!
    const y = b[j]!
    const kx = ends === null ? starts[x]! : starts[x]! - ends[x]!
    const ky = ends === null ? starts[y]! : starts[y]! - ends[y]!
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
