import type { SimilarAd } from '../../contract/stats'
import { sameTextKey } from '../../contract/versions'

/** A similar ad, and how many more of its advertiser's ads in the answer have the very same text. */
export interface SameTextGroup {
  item: SimilarAd
  copies: number
}

/**
 * Real libraries hold many copies of one ad (an advertiser runs the same text to many audiences), and
 * copies are exactly as alike as each other: listed one by one, eight copies of one text fill the list.
 * Each text of an advertiser is listed once, where its first copy is (the most alike first stays first),
 * with the number of other copies; at most `max` of them.
 */
export function sameTextGroups(items: readonly SimilarAd[], max: number): SameTextGroup[] {
  const groups = new Map<string, SameTextGroup>()
  for (const item of items) {
    const { ad } = item
    const key = sameTextKey(ad)
    const group = groups.get(key)
    if (group) group.copies++
    else groups.set(key, { item, copies: 0 })
  }
  return [...groups.values()].slice(0, max)
}
