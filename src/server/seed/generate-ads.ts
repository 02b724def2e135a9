import type { Ad } from '../../contract/ad'
import { Random, streamSeed } from '../seeded-random'
import { type AdvertiserWorld, createAdvertiser } from './advertiser-profile'
import { AdvertiserRoster } from './advertiser-roster'
import { buildBrandPools } from './brand-pools'
import { compileCopyBooks } from './copy/copy-book'
import { isoTimestampFormatter } from './iso-timestamps'
import { type AdContext, writeAd } from './write-ad'

export interface GenerateAdsOptions {
  count: number
  seed: number
  /** Epoch milliseconds; every date of the dataset lies before it. */
  now: number
}

// Separate random streams per kind of item, so adding a draw to one never shifts another.
const STREAM = { ad: 1, advertiser: 2, adIds: 3, advertiserIds: 4 } as const

/**
 * A realistic, deterministic dataset of ads: the same options give identical ads, and ad i depends
 * only on (seed, i), so the first K ads of a dataset of N are the dataset of K. Faker fills word
 * pools once; each ad then costs a few dozen draws of a fast seeded random source.
 */
export function generateAds({ count, seed, now }: GenerateAdsOptions): Iterable<Ad> {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`count must be a whole number >= 0, got ${count}`)
  if (!Number.isFinite(now)) throw new RangeError('now must be epoch milliseconds')
  const world: AdvertiserWorld = {
    idKey: streamSeed(seed, STREAM.advertiserIds, 0),
    pools: buildBrandPools(seed),
    books: compileCopyBooks(),
    takenDomains: new Set(),
  }
  const advertiserRandom = new Random(0)
  const roster = new AdvertiserRoster((index) => {
    advertiserRandom.reseed(streamSeed(seed, STREAM.advertiser, index))
    return createAdvertiser(index, world, advertiserRandom)
  })
  const context: AdContext = {
    books: world.books,
    idKey: streamSeed(seed, STREAM.adIds, 0),
    now,
    iso: isoTimestampFormatter(),
  }
  return (function* ads() {
    const random = new Random(0)
    for (let index = 0; index < count; index++) {
      random.reseed(streamSeed(seed, STREAM.ad, index))
      yield writeAd(index, random, roster.forAd(index, random), context)
    }
  })()
}
