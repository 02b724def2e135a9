import { hash32, type Random } from '../seeded-random'
import { WeightedChoice } from './weighted-choice'

/** Where an ad comes from; the prefix of its id and its advertiser's id. */
export type Source = 'meta' | 'tiktok' | 'google'

/** Share of advertisers per ad library. */
export const SOURCES = new WeightedChoice<Source>([
  ['meta', 62],
  ['tiktok', 22],
  ['google', 16],
])

/**
 * Ids look like the libraries' own (long numbers, Google's `AR`/`CR` codes) but end in ten digits
 * that are a bijective hash of the index: two ads (or two advertisers) of one dataset never share
 * an id, and no lookup table is needed to guarantee it.
 */
function uniqueTail(index: number, key: number): string {
  return String(hash32(index ^ key)).padStart(10, '0')
}

export function adId(source: Source, index: number, key: number, random: Random): string {
  const tail = uniqueTail(index, key)
  if (source === 'meta') return `meta_${random.digits(5)}${tail}`
  if (source === 'tiktok') return `tiktok_7${random.digits(8)}${tail}`
  return `google_CR${random.digits(10)}${tail}`
}

export function advertiserId(source: Source, index: number, key: number, random: Random): string {
  const tail = uniqueTail(index, key)
  if (source === 'meta') return `meta_pg_${random.digits(5)}${tail}`
  if (source === 'tiktok') return `tiktok_7${random.digits(8)}${tail}`
  return `google_AR${random.digits(10)}${tail}`
}
