import type { CATALOGUE_FACETS } from '../../contract/enums'
import type { FacetValue } from '../../contract/facets'
import type { Catalogue } from '../records/ad-records'

type CatalogueFacet = (typeof CATALOGUE_FACETS)[number]

/** Which catalogue records each non-ad facet counts, and the values each record carries. */
const valuesOf: Record<CatalogueFacet, (catalogue: Catalogue) => string[][]> = {
  'shop-platforms': (c) => c.shops.map((shop) => [shop.platform]),
  'shop-apps': (c) => c.shops.map((shop) => shop.apps),
  technologies: (c) => c.shops.map((shop) => shop.technologies),
  themes: (c) => c.shops.map((shop) => [shop.theme]),
  'email-campaign-types': (c) => c.emails.map((email) => [email.campaign_type]),
  'email-promotion-types': (c) => c.emails.map((email) => [email.promotion_type]),
}

export function catalogueFacet(catalogue: Catalogue, facet: CatalogueFacet): FacetValue[] {
  const counts = new Map<string, number>()
  for (const values of valuesOf[facet](catalogue)) {
    for (const value of new Set(values)) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return [...counts].map(([value, count]) => ({ value, label: catalogue.labels[value] ?? value, count }))
}
