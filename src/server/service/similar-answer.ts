import type { SimilarAd } from '../../contract/stats'
import type { StoredAd } from '../records/ad-records'
import { asOf } from './derived-fields'

/**
 * The similar ads as the API answers them, from what a store found (one more than asked, the ad
 * itself usually among them) and the ads read at those positions: the ad itself left out,
 * similarity to three decimals, running days as of `now`.
 */
export function similarAnswer(
  id: string,
  found: { similarity: number }[],
  ads: (StoredAd | undefined)[],
  limit: number,
  now: number,
): SimilarAd[] {
  return found
    .flatMap(({ similarity }, i) => {
      const other = ads[i]
      return other && other.id !== id
        ? [{ similarity: Math.round(similarity * 1000) / 1000, ad: asOf(other, now) }]
        : []
    })
    .slice(0, limit)
}
