import { DAY_MS } from './ad-dates'
import type { Bitset } from './bitset'

/** How many ads started on each UTC day from `firstDay` (days since 1970-01-01) on; empty when none. */
export interface StartDays {
  firstDay: number
  counts: Uint32Array
}

/**
 * Counts the slots of `set` by the day they started: one pass over the set for the days, one over
 * the days for the counts. Every slot lands on a day, so the counts add up to the set's size.
 */
export function startDays(set: Bitset, startedAt: Float64Array): StartDays {
  const days = new Int32Array(set.count())
  let at = 0
  let first = Number.POSITIVE_INFINITY
  let last = Number.NEGATIVE_INFINITY
  // The set's bits read word by word here rather than through forEach: this loop visits up to a
  // million ads, and a call per ad is most of its cost.
  const words = set.words
  for (let i = 0; i < words.length; i++) {
    let word = words[i]!
    while (word !== 0) {
      const low = word & -word
      const day = Math.floor(startedAt[(i << 5) + 31 - Math.clz32(low)]! / DAY_MS)
      days[at++] = day
      if (day < first) first = day
      if (day > last) last = day
      word ^= low
    }
  }
  if (at === 0) return { firstDay: 0, counts: new Uint32Array(0) }
  const counts = new Uint32Array(last - first + 1)
  for (let i = 0; i < at; i++) counts[days[i]! - first]!++
  return { firstDay: first, counts }
}
