import { describe, expect, it } from 'vitest'
import { AdDates } from './ad-dates'
import { Renumbering } from './renumbering'
import { SnapshotReader, SnapshotWriter } from './snapshot-codec'
import { type Order, SortOrders } from './sort-orders'

const DAY = 86_400_000

/** Dates for `count` slots: starts over a year, many on the same day (ties go by slot), half stopped. */
function datesFor(dates: AdDates, from: number, count: number, seed: number) {
  let state = seed
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    return state / 2 ** 32
  }
  for (let slot = from; slot < from + count; slot++) {
    const start = Math.floor(random() * 365) * DAY
    dates.set(slot, start, random() < 0.5 ? start + Math.floor(random() * 90) * DAY : null, 0)
  }
}

type Compare = (a: number, b: number) => number

/** The slots of both runs in order, having checked that each run is in order itself. */
function walked(order: Order, compare: Compare) {
  expect([...order.main]).toEqual([...order.main].sort(compare))
  expect([...order.recent]).toEqual([...order.recent].sort(compare))
  return [...order.main, ...order.recent].sort(compare)
}

function comparisons(dates: AdDates) {
  const length = (slot: number) => dates.endedAt[slot]! - dates.startedAt[slot]!
  return {
    byStart: ((a, b) => dates.startedAt[a]! - dates.startedAt[b]! || a - b) as Compare,
    byDuration: ((a, b) => length(b) - length(a) || a - b) as Compare,
  }
}

describe('the date orders', () => {
  it('take live writes into the room a packed index leaves them, in order, and grow past it', () => {
    const size = 40_000
    const dates = new AdDates()
    datesFor(dates, 0, size, 3)
    const built = new SortOrders(dates)
    for (let slot = 0; slot < size; slot++) built.add(slot)

    const out = new SnapshotWriter(1)
    built.save(out, Renumbering.keepingAll(size))
    const input = new SnapshotReader(out.packed(), 1)
    const orders = new SortOrders(dates)
    orders.load(input)
    input.end()

    // Enough arrivals to fold into the main run: first within its room, then beyond it.
    let total = size
    for (const arrivals of [4_200, 9_000]) {
      datesFor(dates, total, arrivals, total)
      for (let slot = total; slot < total + arrivals; slot++) orders.add(slot)
      total += arrivals
      const { byStart, byDuration } = comparisons(dates)
      const slots = Array.from({ length: total }, (_, slot) => slot)
      expect(orders.starts().recent.length).toBe(0)
      expect(walked(orders.starts(), byStart)).toEqual(slots.sort(byStart))
      const stopped = slots.filter((slot) => !Number.isNaN(dates.endedAt[slot]!))
      expect(walked(orders.stopped(), byDuration)).toEqual(stopped.sort(byDuration))
    }
  })
})
