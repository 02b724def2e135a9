import type { Ad } from '../../contract/ad'
import type { Random } from '../seeded-random'
import { pickCountries, pickLanguages } from './ad-audience'
import { writeAdCopy } from './ad-copy'
import { pickAdDates } from './ad-dates'
import { pickDuplicates, pickReach } from './ad-figures'
import { adMedia } from './ad-media'
import type { AdvertiserProfile } from './advertiser-profile'
import type { CopyBook } from './copy/copy-book'
import type { CopyLanguage } from './copy/language-copy'
import { landingUrl } from './landing-pages'
import { NICHE_TRAITS } from './niche-traits'
import { PLACEMENTS } from './placements'
import { formatPrice } from './prices'
import { adId } from './source-ids'
import { WeightedChoice } from './weighted-choice'

const DISCOUNTS = new WeightedChoice([
  ['10', 3],
  ['15', 4],
  ['20', 6],
  ['25', 4],
  ['30', 5],
  ['40', 3],
  ['50', 3],
  ['60', 1],
  ['70', 1],
] as const)

/** What every ad of one dataset shares. */
export interface AdContext {
  books: Record<CopyLanguage, CopyBook>
  /** Key of the ad id hash (see source-ids.ts), derived from the seed. */
  idKey: number
  now: number
  iso: (ms: number) => string
}

/**
 * Ad number `index` of its advertiser: where it runs, its format and language, copy written from
 * the advertiser's niche and market (local prices, promo codes), dates, audience, media and figures.
 * `random` is the ad's own stream, so the ad depends on nothing but the seed, its index and its
 * advertiser.
 */
export function writeAd(
  index: number,
  random: Random,
  advertiser: AdvertiserProfile,
  context: AdContext,
): Ad {
  const placement = PLACEMENTS[advertiser.source].pick(random)
  const format = placement.formats.pick(random)
  const platform = placement.platforms[0]!
  const language = advertiser.language === 'en' || random.chance(0.92) ? advertiser.language : 'en'
  const niches =
    advertiser.niches.length > 1 && random.chance(0.5) ? [...advertiser.niches] : [advertiser.niches[0]!]
  const niche = random.pick(niches)
  const traits = NICHE_TRAITS[niche]
  const book = context.books[language]
  const product = random.pick(book.products[niche])
  const discount = DISCOUNTS.pick(random)
  const dollars = traits.price[0] * (traits.price[1] / traits.price[0]) ** random.next()
  const slots = {
    brand: advertiser.name,
    product: product.text,
    Product: product.capitalised,
    discount,
    price: formatPrice(dollars, advertiser.market.price),
    code: (random.chance(0.75) ? advertiser.codeWord : 'WELCOME') + discount,
  }
  const copy = writeAdCopy(random, {
    book,
    niche,
    slots,
    ctaKind: random.pick(traits.cta),
    tiktok: platform === 'tiktok',
    google: advertiser.source === 'google' && format !== 'video',
    video: format === 'video',
    brandHashtag: advertiser.hashtag,
  })
  const dates = pickAdDates(random, context.now, context.iso)
  const id = adId(advertiser.source, index, context.idKey, random)
  const ad: Ad = {
    id,
    advertiser: { id: advertiser.id, name: advertiser.name },
    platforms: [...placement.platforms],
    format,
    headline: copy.headline,
    body: copy.body,
    cta: copy.cta,
    landing_url: landingUrl(random, advertiser.site, product.slug, platform),
    is_active: dates.is_active,
    started_at: dates.started_at,
    ended_at: dates.ended_at,
    running_days: dates.running_days,
    countries: pickCountries(random, advertiser.market, language),
    languages: pickLanguages(random, advertiser.market, language),
    niches,
    media: adMedia(index, format, placement, { name: advertiser.name, niche }, random),
    reach: pickReach(random, dates.running_days),
    engagement: null,
    duplicates: pickDuplicates(random),
    transcript: copy.transcript,
    service_url: `/ads/${encodeURIComponent(id)}`,
  }
  // Found a little after it started, as a crawler finds ads: most within a day, a few days later.
  // Drawn last, so the ad's other fields stay what they were before this was kept.
  const lag = Math.floor(random.next() ** 3 * FOUND_WITHIN_DAYS * DAY)
  ad.first_seen_at = context.iso(Math.min(context.now, Date.parse(ad.started_at) + lag))
  return ad
}

const DAY = 86_400_000
/** The longest a generated ad ran before the index found it. */
const FOUND_WITHIN_DAYS = 5
