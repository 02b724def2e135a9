import type { Random } from '../seeded-random'
import type { AdvertiserProfile } from './advertiser-profile'

/** One advertiser per this many ads, as in real ad libraries. */
export const ADS_PER_ADVERTISER = 20

/** Big spenders compete for ads within this many blocks of their own, so none grows with the dataset. */
export const WINDOW_BLOCKS = 1000

/**
 * Decides which advertiser runs each ad. The dataset is cut into blocks of 20 ads; block b brings
 * advertiser b, who runs the first `ownAds` ads of its block (one to twenty, mostly few). The other
 * ads go to the big spenders among the advertisers of the last 1000 blocks, drawn by weight, so most
 * advertisers have a handful of ads and a few have hundreds. Ad i depends only on advertisers up to
 * i / 20, so a longer dataset starts with exactly the ads of a shorter one.
 */
export class AdvertiserRoster {
  private readonly profiles: AdvertiserProfile[] = []
  /** cumulative[i]: total weight of advertisers 0..i. */
  private cumulative = new Float64Array(1024)

  constructor(private readonly create: (index: number) => AdvertiserProfile) {}

  forAd(adIndex: number, random: Random): AdvertiserProfile {
    const block = Math.floor(adIndex / ADS_PER_ADVERTISER)
    while (this.profiles.length <= block) this.add()
    const home = this.profiles[block]!
    const draw = random.next()
    if (adIndex % ADS_PER_ADVERTISER < home.ownAds) return home
    const first = Math.max(0, block - WINDOW_BLOCKS)
    const before = first === 0 ? 0 : this.cumulative[first - 1]!
    const total = this.cumulative[block]! - before
    if (total <= 0) return home
    return this.profiles[this.find(before + draw * total, first, block)]!
  }

  private add(): void {
    const index = this.profiles.length
    const profile = this.create(index)
    this.profiles.push(profile)
    if (index >= this.cumulative.length) {
      const grown = new Float64Array(this.cumulative.length * 2)
      grown.set(this.cumulative)
      this.cumulative = grown
    }
    this.cumulative[index] = (index === 0 ? 0 : this.cumulative[index - 1]!) + profile.weight
  }

  /** First index in low..high whose cumulative weight exceeds target; zero-weight advertisers never match. */
  private find(target: number, low: number, high: number): number {
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.cumulative[middle]! > target) high = middle
      else low = middle + 1
    }
    return low
  }
}
