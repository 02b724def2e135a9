import type { Niche } from '../../contract/enums'
import type { Random } from '../seeded-random'

const SHOP_PAGES = [
  '/pages/sale',
  '/pages/bestsellers',
  '/collections/new-arrivals',
  '/pages/gift-guide',
  '/collections/all',
]
const APP_PAGES = ['/download', '/pricing', '/features', '/start', '/get-the-app']
const CAMPAIGNS = [
  'spring_sale',
  'summer_sale',
  'bfcm',
  'evergreen',
  'launch',
  'retargeting',
  'prospecting',
  'ugc_test',
  'holiday',
]

/** The few pages an advertiser sends its ads to: the home page, a collection, an offer page, a product. */
export function advertiserPaths(random: Random, niche: Niche, productSlug: string): string[] {
  if (niche === 'apps') return ['/', random.pick(APP_PAGES), random.pick(APP_PAGES)].filter(unique)
  const paths = ['/', `/collections/${niche}`, random.pick(SHOP_PAGES), `/products/${productSlug}`]
  if (random.chance(0.5)) paths.push(`/lp/${random.pick(CAMPAIGNS).replace('_', '-')}`)
  return paths.filter(unique)
}

function unique(value: string, index: number, all: string[]): boolean {
  return all.indexOf(value) === index
}

export interface LandingSite {
  domains: readonly string[]
  paths: readonly string[]
  /** Shops link ads to product pages; apps do not have any. */
  sellsProducts: boolean
}

/**
 * Where an ad links to: one of its advertiser's domains and pages (or the page of the product the
 * ad shows), often tagged with the UTM parameters ad managers add.
 */
export function landingUrl(random: Random, site: LandingSite, productSlug: string, platform: string): string {
  const { domains, paths } = site
  const domain = domains.length === 1 || random.chance(0.75) ? domains[0]! : random.pick(domains)
  const host = random.chance(0.3) ? `www.${domain}` : domain
  const path = site.sellsProducts && random.chance(0.35) ? `/products/${productSlug}` : random.pick(paths)
  if (!random.chance(0.45)) return `https://${host}${path}`
  const medium = platform === 'google' || platform === 'youtube' ? 'cpc' : 'paid_social'
  return `https://${host}${path}?utm_source=${platform}&utm_medium=${medium}&utm_campaign=${random.pick(CAMPAIGNS)}`
}
