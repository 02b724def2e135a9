import { describe, expect, it } from 'vitest'
import { CATALOGUE_EMAILS, CATALOGUE_SHOPS, generateCatalogue } from './generate-catalogue'

function counts(values: readonly string[]): Map<string, number> {
  const map = new Map<string, number>()
  for (const value of values) map.set(value, (map.get(value) ?? 0) + 1)
  return map
}

function mostCommon(map: Map<string, number>): string {
  return [...map.entries()].sort((a, b) => b[1] - a[1])[0]![0]
}

describe('generateCatalogue', () => {
  const catalogue = generateCatalogue(42)
  const platforms = counts(catalogue.shops.map((shop) => shop.platform))
  const apps = counts(catalogue.shops.flatMap((shop) => shop.apps))
  const technologies = counts(catalogue.shops.flatMap((shop) => shop.technologies))
  const themes = counts(catalogue.shops.map((shop) => shop.theme))
  const campaigns = counts(catalogue.emails.map((email) => email.campaign_type))
  const promotions = counts(catalogue.emails.map((email) => email.promotion_type))

  it('is the same for the same seed and differs for another', () => {
    expect(JSON.stringify(generateCatalogue(42))).toBe(JSON.stringify(catalogue))
    expect(JSON.stringify(generateCatalogue(43))).not.toBe(JSON.stringify(catalogue))
  })

  it('holds about 2,000 shops and 1,500 emails with unique ids', () => {
    expect(catalogue.shops).toHaveLength(CATALOGUE_SHOPS)
    expect(catalogue.emails).toHaveLength(CATALOGUE_EMAILS)
    expect(new Set(catalogue.shops.map((shop) => shop.id)).size).toBe(CATALOGUE_SHOPS)
    expect(new Set(catalogue.emails.map((email) => email.id)).size).toBe(CATALOGUE_EMAILS)
  })

  it('covers the shop facets, skewed towards the market leaders', () => {
    for (const platform of [
      'shopify',
      'woocommerce',
      'bigcommerce',
      'magento',
      'wix',
      'squarespace',
      'prestashop',
    ]) {
      expect(platforms.get(platform), platform).toBeGreaterThan(0)
    }
    for (const app of ['klaviyo', 'judge-me', 'yotpo', 'recharge', 'gorgias'])
      expect(apps.get(app), app).toBeGreaterThan(0)
    for (const tech of ['google-analytics', 'meta-pixel', 'tiktok-pixel', 'hotjar', 'stripe']) {
      expect(technologies.get(tech), tech).toBeGreaterThan(0)
    }
    for (const theme of ['dawn', 'prestige', 'impulse']) expect(themes.get(theme), theme).toBeGreaterThan(0)
    expect(mostCommon(platforms)).toBe('shopify')
    expect(mostCommon(apps)).toBe('klaviyo')
    expect(mostCommon(themes)).toBe('dawn')
    expect(apps.get('klaviyo')).toBeGreaterThan(10 * apps.get('langify')!)
  })

  it('gives shops very different numbers of apps', () => {
    const perShop = catalogue.shops.map((shop) => shop.apps.length)
    expect(Math.min(...perShop)).toBe(0)
    expect(Math.max(...perShop)).toBeGreaterThanOrEqual(8)
  })

  it('covers the email facets', () => {
    for (const type of ['newsletter', 'abandoned-cart', 'welcome', 'win-back', 'product-launch']) {
      expect(campaigns.get(type), type).toBeGreaterThan(0)
    }
    for (const type of ['percentage-off', 'free-shipping', 'bogo', 'gift-with-purchase', 'none']) {
      expect(promotions.get(type), type).toBeGreaterThan(0)
    }
    expect(mostCommon(campaigns)).toBe('newsletter')
  })

  it('labels every value it uses', () => {
    const used = [platforms, apps, technologies, themes, campaigns, promotions].flatMap((map) => [
      ...map.keys(),
    ])
    for (const slug of used) expect(catalogue.labels[slug], slug).toMatch(/\S/)
    expect(catalogue.labels['judge-me']).toBe('Judge.me')
  })
})
