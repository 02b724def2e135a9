/**
 * Tags 50,000 generated ads, for `node --cpu-prof` (see docs/creative-breakdown.md "Speed"):
 *   node --cpu-prof --cpu-prof-dir=/tmp/tags-profile --import tsx src/server/creative-tags/profile-tags.ts
 * then read the .cpuprofile's top self times. Prints the CPU µs per ad of the last of three rounds.
 */
import { generateAds } from '../seed/generate-ads'
import { tagCreative } from './tag-creative'

const ads = [...generateAds({ count: 50_000, seed: 7, now: Date.UTC(2026, 0, 1) })]
let perAd = 0
for (let round = 0; round < 3; round++) {
  const started = process.cpuUsage()
  for (const ad of ads) tagCreative(ad)
  const used = process.cpuUsage(started)
  perAd = (used.user + used.system) / ads.length
}
console.log(`${perAd.toFixed(2)} µs of CPU per ad`)
