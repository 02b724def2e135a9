import type { AdDates } from './ad-dates'

/**
 * Ads pre-sorted for the date sorts, so a page of the newest matches is a short walk from the
 * cursor that stops after `limit` hits instead of sorting every match. Rebuilt lazily after writes.
 */
export class SortOrders {
  /** All documents by (started_at, doc) ascending. */
  private byStart = new Uint32Array(0)
  /** Stopped ads by (duration descending, doc ascending). */
  private stoppedByDuration = new Uint32Array(0)
  private stale = true

  constructor(private readonly dates: AdDates) {}

  markStale(): void {
    this.stale = true
  }

  starts(docs: () => Iterable<number>): Uint32Array {
    this.refresh(docs)
    return this.byStart
  }

  stopped(docs: () => Iterable<number>): Uint32Array {
    this.refresh(docs)
    return this.stoppedByDuration
  }

  private refresh(docs: () => Iterable<number>): void {
    if (!this.stale) return
    const { startedAt, endedAt } = this.dates
    const all = Uint32Array.from(docs())
    this.byStart = all.sort((a, b) => startedAt[a]! - startedAt[b]! || a - b)
    const stopped = all.filter((doc) => !Number.isNaN(endedAt[doc]!))
    const length = (doc: number) => endedAt[doc]! - startedAt[doc]!
    this.stoppedByDuration = stopped.sort((a, b) => length(b) - length(a) || a - b)
    this.stale = false
  }
}

/** First index whose (key(i), doc) is greater than (key, doc); `keyAt` must be ascending with doc. */
export function firstAfter(
  order: Uint32Array,
  keyAt: (doc: number) => number,
  key: number,
  doc: number,
): number {
  let low = 0
  let high = order.length
  while (low < high) {
    const mid = (low + high) >>> 1
    const d = order[mid]!
    const k = keyAt(d)
    if (k < key || (k === key && d <= doc)) low = mid + 1
    else high = mid
  }
  return low
}
