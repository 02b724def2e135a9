import type { Catalogue } from '../records/ad-records'
import { Random, streamSeed } from '../seeded-random'
import {
  EMAIL_CAMPAIGN_TYPES,
  EMAIL_PROMOTION_TYPES,
  MOSTLY_WITHOUT_PROMOTION,
} from './email-catalogue-values'
import { type Entry, SHOP_APPS, SHOP_PLATFORMS, TECHNOLOGIES, THEMES } from './shop-catalogue-values'
import { WeightedChoice } from './weighted-choice'

export const CATALOGUE_SHOPS = 2000
export const CATALOGUE_EMAILS = 1500

const SHOPIFY_ONLY = new Set([
  'judge-me',
  'shop-pay-installments',
  'loox',
  'pagefly',
  'gempages',
  'rebuy',
  'vitals',
])
const CATALOGUE_STREAM = 11

/**
 * The small shop and email catalogue behind the non-ad facets (spec 4.6), deterministic per seed.
 * Counts are skewed like the real thing: each shop's appetite for apps and tracking varies, so some
 * shops run a dozen apps and others none.
 */
export function generateCatalogue(seed: number): Catalogue {
  const random = new Random(streamSeed(seed, CATALOGUE_STREAM, 0))
  const platforms = choice(SHOP_PLATFORMS)
  const themes = Object.fromEntries(
    Object.entries(THEMES).map(([platform, entries]) => [platform, choice(entries)]),
  )
  const shops: Catalogue['shops'] = []
  for (let n = 1; n <= CATALOGUE_SHOPS; n++) {
    const platform = platforms.pick(random)
    const appetite = Math.min(3, Math.exp(0.7 * random.normal()))
    shops.push({
      id: `shop_${n}`,
      platform,
      apps: present(random, SHOP_APPS, platform === 'shopify' ? appetite : appetite * 0.4, platform),
      technologies: present(random, TECHNOLOGIES, appetite, platform),
      theme: (themes[platform] ?? themes.other!).pick(random),
    })
  }
  const campaigns = choice(EMAIL_CAMPAIGN_TYPES)
  const promotions = choice(EMAIL_PROMOTION_TYPES)
  const emails: Catalogue['emails'] = []
  for (let n = 1; n <= CATALOGUE_EMAILS; n++) {
    const campaign_type = campaigns.pick(random)
    const plain = MOSTLY_WITHOUT_PROMOTION.has(campaign_type) && random.chance(0.8)
    emails.push({ id: `email_${n}`, campaign_type, promotion_type: plain ? 'none' : promotions.pick(random) })
  }
  return { shops, emails, labels: catalogueLabels() }
}

function choice(entries: readonly Entry[]): WeightedChoice<string> {
  return new WeightedChoice(entries.map(([slug, , weight]) => [slug, weight] as const))
}

/** Each value independently, with its percentage scaled by the shop's appetite. */
function present(random: Random, entries: readonly Entry[], appetite: number, platform: string): string[] {
  const found: string[] = []
  for (const [slug, , percent] of entries) {
    if (platform !== 'shopify' && SHOPIFY_ONLY.has(slug)) continue
    if (random.chance(Math.min(0.97, (percent / 100) * appetite))) found.push(slug)
  }
  return found
}

/** Display labels of every slug the catalogue can hold. */
export function catalogueLabels(): Record<string, string> {
  const all = [
    SHOP_PLATFORMS,
    SHOP_APPS,
    TECHNOLOGIES,
    ...Object.values(THEMES),
    EMAIL_CAMPAIGN_TYPES,
    EMAIL_PROMOTION_TYPES,
  ]
  return Object.fromEntries(all.flatMap((entries) => entries.map(([slug, label]) => [slug, label])))
}
