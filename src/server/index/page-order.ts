import type { Sort } from '../../contract/enums'
import type { AdDates } from './ad-dates'
import type { Bitset } from './bitset'

/**
 * Every sort is an ascending order on (key, tie) with the document number in `tie`, so two ads
 * never compare equal and a cursor (the last ad's key and tie) marks an exact place.
 */
export interface Ranked {
  doc: number
  key: number
  tie: number
}

export interface Rank {
  key(doc: number): number
  tie(doc: number): number
}

export function comesAfter(
  key: number,
  tie: number,
  after: { key: number; tie: number } | undefined,
): boolean {
  return after === undefined || key > after.key || (key === after.key && tie > after.tie)
}

/**
 * The first `count` candidates after the cursor in rank order, by one pass over the candidates
 * keeping the best few: for sparse matches and for relevance, where no pre-sorted order exists.
 */
export function bestRanked(
  candidates: Bitset,
  rank: Rank,
  after: { key: number; tie: number } | undefined,
  count: number,
): Ranked[] {
  const best: Ranked[] = []
  candidates.forEach((doc) => {
    const key = rank.key(doc)
    const tie = rank.tie(doc)
    if (!comesAfter(key, tie, after)) return
    if (best.length === count) {
      const worst = best[count - 1]!
      if (key > worst.key || (key === worst.key && tie > worst.tie)) return
      best.pop()
    }
    let at = best.length
    while (at > 0 && (best[at - 1]!.key > key || (best[at - 1]!.key === key && best[at - 1]!.tie > tie))) at--
    best.splice(at, 0, { doc, key, tie })
  })
  return best
}

/** The rank of a date sort: newest (ties newest slot first), oldest, or longest running as of `now`. */
export function dateRank(dates: AdDates, sort: Sort, now: number): Rank {
  const { startedAt } = dates
  if (sort === 'oldest') return { key: (slot) => startedAt[slot]!, tie: (slot) => slot }
  if (sort === 'longest_running') return { key: (slot) => -dates.duration(slot, now), tie: (slot) => slot }
  return { key: (slot) => -startedAt[slot]!, tie: (slot) => -slot }
}
