import { CTA_TYPE_LABELS, HOOK_LABELS, OFFER_LABELS } from '../../contract/creative-tags'
import { FORMAT_LABELS, NICHE_LABELS, PLATFORM_LABELS } from '../../contract/enums'
import type { ListFilterName } from '../../contract/filters'
import { countryFlag, countryName, languageName } from '../../search/display-names'

interface FacetWords {
  /** The section's heading. */
  title: string
  /** One value's kind, as chips say it: "Country: Germany". */
  one: string
  /** Several values, as the section's search box says it: "Search countries". */
  many: string
}

export const FACET_WORDS: Record<ListFilterName, FacetWords> = {
  platforms: { title: 'Platforms', one: 'Platform', many: 'platforms' },
  formats: { title: 'Format', one: 'Format', many: 'formats' },
  niches: { title: 'Niche', one: 'Niche', many: 'niches' },
  countries: { title: 'Country', one: 'Country', many: 'countries' },
  languages: { title: 'Language', one: 'Language', many: 'languages' },
  hooks: { title: 'Hook', one: 'Hook', many: 'hooks' },
  offers: { title: 'Offer', one: 'Offer', many: 'offers' },
  cta_types: { title: 'Call to action', one: 'Call to action', many: 'calls to action' },
}

const FIXED_LABELS: Partial<Record<ListFilterName, Record<string, string>>> = {
  platforms: PLATFORM_LABELS,
  formats: FORMAT_LABELS,
  niches: NICHE_LABELS,
  hooks: HOOK_LABELS,
  offers: OFFER_LABELS,
  cta_types: CTA_TYPE_LABELS,
}

/**
 * A value's name as the app shows it. Countries and languages are named by the browser's Intl data
 * (the API label is only the fallback), so a value the facet response does not list still gets a name.
 */
export function facetValueLabel(facet: ListFilterName, value: string, apiLabel?: string): string {
  if (facet === 'countries') return countryName(value, apiLabel)
  if (facet === 'languages') return languageName(value, apiLabel)
  return apiLabel ?? FIXED_LABELS[facet]?.[value] ?? value
}

/** Flags for countries only: a language is spoken in many countries, so no flag fits it. */
export function facetValueFlag(facet: ListFilterName, value: string): string {
  return facet === 'countries' ? countryFlag(value) : ''
}
