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
const firstFrom = (run: Uint32Array, startedAt: Float64Array, from: number) =>
  firstPlace(run, (slot) => startedAt[slot]! >= from)

/** The first place in `run` whose start is after `to`. */
const firstAfter = (run: Uint32Array, startedAt: Float64Array, to: number) =>
  firstPlace(run, (slot) => startedAt[slot]! > to)

/** A binary search: the first place of `run` (in order of start) whose slot passes `reached`. */
function firstPlace(run: Uint32Array, reached: (slot: number) => boolean): number {
  let low = 0
  let high = run.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (reached(run[middle]!)) high = middle
    else low = middle + 1
  }
  return low
}
