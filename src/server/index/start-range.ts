import { Bitset } from './bitset'
import type { Order } from './sort-orders'

/**
 * The slots that started within `from`..`to` (epoch ms, both included), read off the order by start:
 * a binary search for each end of the run, then a bit for each slot in it. For a set larger than the
 * run this is cheaper than visiting every member of the set.
 */
export function startedWithin(
  order: Order,
  startedAt: Float64Array,
  from: number,
  to: number,
  size: number,
): Bitset {
  const set = new Bitset(size)
  for (const run of [order.main, order.recent]) {
    const end = firstAfter(run, startedAt, to)
    for (let i = firstFrom(run, startedAt, from); i < end; i++) {
      const slot = run[i]!
      if (slot < size) set.words[slot >>> 5]! |= 1 << (slot & 31)
    }
  }
  return set
}

/** How many slots of the order started within the range: two binary searches a run. */
export function countStartedWithin(order: Order, startedAt: Float64Array, from: number, to: number): number {
  let count = 0
  for (const run of [order.main, order.recent])
    count += Math.max(0, firstAfter(run, startedAt, to) - firstFrom(run, startedAt, from))
  return count
}

/** The first place in `run` whose start is at or after `from`. */
function firstFrom(run: Uint32Array, startedAt: Float64Array, from: number): number {
  let low = 0
  let high = run.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (startedAt[run[middle]!]! < from) low = middle + 1
    else high = middle
  }
  return low
}

/** The first place in `run` whose start is after `to`. */
function firstAfter(run: Uint32Array, startedAt: Float64Array, to: number): number {
  let low = 0
  let high = run.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (startedAt[run[middle]!]! <= to) low = middle + 1
    else high = middle
  }
  return low
}
