import type { Sort } from '../../contract/enums'
import type { AdDates } from './ad-dates'
import type { Bitset } from './bitset'
import type { Ranked } from './page-order'
import { firstAfter, type Order, type SortOrders } from './sort-orders'

type Cursor = { key: number; tie: number } | undefined

/**
 * One pass along an order (its main and recent runs merged as it goes), upwards from just after
 * (key, slot), or downwards from just before it.
 */
class Walk {
  private i: number
  private j: number

  constructor(
    private readonly order: Order,
    private readonly keyAt: (slot: number) => number,
    private readonly down: boolean,
    from?: { key: number; slot: number },
  ) {
    const start = (run: Uint32Array) => {
      if (!from) return down ? run.length - 1 : 0
      // Downwards: the last entry below (key, slot) is the one before the first at or above it.
      return down
        ? firstAfter(run, keyAt, from.key, from.slot - 1) - 1
        : firstAfter(run, keyAt, from.key, from.slot)
    }
    this.i = start(order.main)
    this.j = start(order.recent)
  }

  /** The next slot along the order, or -1 at its end. */
  next(): number {
    const { main, recent } = this.order
    const a = this.i >= 0 && this.i < main.length ? main[this.i]! : -1
    const b = this.j >= 0 && this.j < recent.length ? recent[this.j]! : -1
    if (a < 0 && b < 0) return -1
    const step = this.down ? -1 : 1
    let takeA = b < 0
    if (a >= 0 && b >= 0) {
      const ka = this.keyAt(a)
      const kb = this.keyAt(b)
      const aFirst = ka < kb || (ka === kb && a < b)
      takeA = this.down ? !aFirst : aFirst
    }
    if (takeA) {
      this.i += step
      return a
    }
    this.j += step
    return b
  }
}

/**
 * The next `count` candidates in a date order, walking the pre-sorted orders from the cursor: for
 * large matches, where a page is a short walk rather than a sort of every match.
 */
export function walkByDate(
  sort: Sort,
  orders: SortOrders,
  dates: AdDates,
  candidates: Bitset,
  cursor: Cursor,
  count: number,
  now: number,
): Ranked[] {
  const { startedAt } = dates
  const start = (slot: number) => startedAt[slot]!
  const found: Ranked[] = []
  if (sort === 'oldest') {
    const walk = new Walk(orders.starts(), start, false, cursor && { key: cursor.key, slot: cursor.tie })
    for (let slot = walk.next(); slot >= 0 && found.length < count; slot = walk.next()) {
      if (candidates.has(slot)) found.push({ doc: slot, key: startedAt[slot]!, tie: slot })
    }
    return found
  }
  if (sort === 'newest') {
    // Newest ranks by (-started_at, -slot): the ascending order, walked downwards from the cursor.
    const walk = new Walk(orders.starts(), start, true, cursor && { key: -cursor.key, slot: -cursor.tie })
    for (let slot = walk.next(); slot >= 0 && found.length < count; slot = walk.next()) {
      if (candidates.has(slot)) found.push({ doc: slot, key: -startedAt[slot]!, tie: -slot })
    }
    return found
  }
  return walkLongestRunning(orders, dates, candidates, cursor, count, now)
}

/**
 * Longest running merges two orders: running ads by start (the earlier, the longer, as of `now`)
 * and stopped ads by their fixed duration. Both rank by (-duration, slot).
 */
function walkLongestRunning(
  orders: SortOrders,
  dates: AdDates,
  candidates: Bitset,
  cursor: Cursor,
  count: number,
  now: number,
): Ranked[] {
  const { startedAt, endedAt } = dates
  const stoppedKey = (slot: number) => startedAt[slot]! - endedAt[slot]!
  const running = new Walk(
    orders.starts(),
    (slot) => startedAt[slot]!,
    false,
    cursor && {
      key: cursor.key + now,
      slot: cursor.tie,
    },
  )
  const stopped = new Walk(
    orders.stopped(),
    stoppedKey,
    false,
    cursor && { key: cursor.key, slot: cursor.tie },
  )
  const nextRunning = () => {
    for (let slot = running.next(); slot >= 0; slot = running.next()) {
      if (dates.isRunning(slot) && candidates.has(slot)) return slot
    }
    return -1
  }
  const nextStopped = () => {
    for (let slot = stopped.next(); slot >= 0; slot = stopped.next()) if (candidates.has(slot)) return slot
    return -1
  }
  const found: Ranked[] = []
  let a = nextRunning()
  let b = nextStopped()
  while (found.length < count && (a >= 0 || b >= 0)) {
    const aKey = a < 0 ? Number.POSITIVE_INFINITY : startedAt[a]! - now
    const bKey = b < 0 ? Number.POSITIVE_INFINITY : stoppedKey(b)
    if (b < 0 || (a >= 0 && (aKey < bKey || (aKey === bKey && a < b)))) {
      found.push({ doc: a, key: aKey, tie: a })
      a = nextRunning()
    } else {
      found.push({ doc: b, key: bKey, tie: b })
      b = nextStopped()
    }
  }
  return found
}
