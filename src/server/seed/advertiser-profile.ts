import type { Niche } from '../../contract/enums'
import type { Random } from '../seeded-random'
import { brandDomains, domainLabel } from './brand-domains'
import { brandName } from './brand-names'
import type { BrandPools } from './brand-pools'
import type { CopyBook } from './copy/copy-book'
import type { CopyLanguage } from './copy/language-copy'
import { advertiserPaths, type LandingSite } from './landing-pages'
import { MARKETS, type Market, pickLanguage } from './markets'
import { ADVERTISER_NICHES } from './niche-traits'
import { advertiserId, SOURCES, type Source } from './source-ids'

/** Everything the ads of one advertiser share. */
export interface AdvertiserProfile {
  id: string
  name: string
  source: Source
  market: Market
  language: CopyLanguage
  /** One or two; the first is what the brand mainly sells. */
  niches: readonly Niche[]
  site: LandingSite
  /** Stem of promo codes: LUMORA -> LUMORA20. */
  codeWord: string
  /** The brand's own hashtag in TikTok captions. */
  hashtag: string
  /** How many ads of its own block of the dataset it runs (see advertiser-roster.ts). */
  ownAds: number
  /** Pull on the ads no block owner runs: 0 for most advertisers, log-normal for the big spenders. */
  weight: number
}

/** What every advertiser of one dataset draws from; `takenDomains` grows as advertisers are made. */
export interface AdvertiserWorld {
  idKey: number
  pools: BrandPools
  books: Record<CopyLanguage, CopyBook>
  takenDomains: Set<string>
}

/** Share of advertisers that run ads beyond their own block; they end up with most of the ads. */
const BIG_SPENDERS = 0.15

export function createAdvertiser(index: number, world: AdvertiserWorld, random: Random): AdvertiserProfile {
  const source = SOURCES.pick(random)
  const market = MARKETS.pick(random)
  const language = pickLanguage(market, random)
  const niche = ADVERTISER_NICHES.pick(random)
  const second = random.chance(0.35) ? ADVERTISER_NICHES.pick(random) : niche
  const niches = second === niche ? [niche] : [niche, second]
  const name = brandName(random, world.pools, language, niche)
  const label = domainLabel(name)
  const domains = brandDomains(name, market, niche, random, world.takenDomains)
  const product = random.pick(world.books.en.products[niche])
  return {
    id: advertiserId(source, index, world.idKey, random),
    name,
    source,
    market,
    language,
    niches,
    site: { domains, paths: advertiserPaths(random, niche, product.slug), sellsProducts: niche !== 'apps' },
    codeWord: label.slice(0, 8).toUpperCase(),
    hashtag: `#${label}`,
    ownAds: 1 + Math.floor(19 * random.next() ** 3),
    weight: random.chance(BIG_SPENDERS) ? Math.exp(0.9 * random.normal()) : 0,
  }
}
