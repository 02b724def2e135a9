import { type AdFacetName, FORMAT_LABELS, NICHE_LABELS, PLATFORM_LABELS } from '../../contract/enums'

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' })
const fixed: Partial<Record<AdFacetName, Record<string, string>>> = {
  formats: FORMAT_LABELS,
  platforms: PLATFORM_LABELS,
  niches: NICHE_LABELS,
}

/** The English display name of an ad facet's value: `DE` -> `Germany`, `beauty-care` -> `Beauty & care`. */
export function adFacetLabel(facet: AdFacetName, value: string): string {
  try {
    if (facet === 'countries') return regionNames.of(value) ?? value
    if (facet === 'languages') return languageNames.of(value) ?? value
  } catch {
    return value
  }
  return fixed[facet]?.[value] ?? value
}
