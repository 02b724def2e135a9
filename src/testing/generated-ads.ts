import type { StoredAd } from '../server/records/ad-records'
import { generateAds } from '../server/seed/generate-ads'
import { NOW } from './test-api'

/** Realistic generated ads at the tests' fixed time: enough of them make common words common. */
export function generatedAds(count: number, seed: number): StoredAd[] {
  return [...generateAds({ count, seed, now: NOW })]
}
