import type { Sort } from '../../contract/enums'
import type { AdDates } from './ad-dates'
import type { Bitset } from './bitset'
import type { Ranked } from './page-order'
import { firstAfter, type SortOrders } from './sort-orders'

type Cursor = { key: number; tie: number } | undefined

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
  const byStart = orders.starts()
  const found: Ranked[] = []
  if (sort === 'oldest') {
    let i = cursor ? firstAfter(byStart, (s) => startedAt[s]!, cursor.key, cursor.tie) : 0
    for (; i < byStart.length; i++) {
      const slot = byStart[i]!
      if (candidates.has(slot) && found.push({ doc: slot, key: startedAt[slot]!, tie: slot }) === count) break
    }
    return found
  }
  if (sort === 'newest') {
    // Newest ranks by (-started_at, -slot): walk the ascending order backwards from the cursor.
    let i = cursor
      ? firstAfter(byStart, (s) => startedAt[s]!, -cursor.key, -cursor.tie - 1) - 1
      : byStart.length - 1
    for (; i >= 0; i--) {
      const slot = byStart[i]!
      if (candidates.has(slot) && found.push({ doc: slot, key: -startedAt[slot]!, tie: -slot }) === count)
        break
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
  const byStart = orders.starts()
  const stopped = orders.stopped()
  const stoppedKey = (slot: number) => startedAt[slot]! - endedAt[slot]!
  let r = cursor ? firstAfter(byStart, (s) => startedAt[s]!, cursor.key + now, cursor.tie) : 0
  let s = cursor ? firstAfter(stopped, stoppedKey, cursor.key, cursor.tie) : 0
  const nextRunning = () => {
    while (r < byStart.length && !(dates.isRunning(byStart[r]!) && candidates.has(byStart[r]!))) r++
  }
  const nextStopped = () => {
    while (s < stopped.length && !candidates.has(stopped[s]!)) s++
  }
  const found: Ranked[] = []
  while (found.length < count) {
    nextRunning()
    nextStopped()
    const a = r < byStart.length ? byStart[r]! : -1
    const b = s < stopped.length ? stopped[s]! : -1
    if (a < 0 && b < 0) break
    const aKey = a < 0 ? Number.POSITIVE_INFINITY : startedAt[a]! - now
    const bKey = b < 0 ? Number.POSITIVE_INFINITY : stoppedKey(b)
    if (b < 0 || (a >= 0 && (aKey < bKey || (aKey === bKey && a < b)))) {
      found.push({ doc: a, key: aKey, tie: a })
      r++
    } else {
      found.push({ doc: b, key: bKey, tie: b })
      s++
    }
  }
  return found
}
