import type { Ad } from '../../contract/ad'
import { CTA_TYPE_LABELS, HOOK_LABELS, OFFER_LABELS } from '../../contract/creative-tags'
import { FORMAT_LABELS, NICHE_LABELS, PLATFORM_LABELS } from '../../contract/enums'
import type { ListFilterName } from '../../contract/filters'
import { runningDays } from '../../contract/running-days'
import { countryName, languageName } from '../../search/display-names'
import type { StoredAd } from '../records/ad-records'

// What the service derives rather than stores, in one place for every store: facet labels, and
// running days (which change every day an ad runs).

const LABELS: Record<ListFilterName, (value: string) => string | undefined> = {
  platforms: (value) => PLATFORM_LABELS[value as keyof typeof PLATFORM_LABELS],
  formats: (value) => FORMAT_LABELS[value as keyof typeof FORMAT_LABELS],
  niches: (value) => NICHE_LABELS[value as keyof typeof NICHE_LABELS],
  countries: (value) => countryName(value),
  languages: (value) => languageName(value),
  hooks: (value) => HOOK_LABELS[value as keyof typeof HOOK_LABELS],
  offers: (value) => OFFER_LABELS[value as keyof typeof OFFER_LABELS],
  cta_types: (value) => CTA_TYPE_LABELS[value as keyof typeof CTA_TYPE_LABELS],
}

/** The English display name of an ad facet's value: `DE` -> `Germany`, `beauty-care` -> `Beauty & care`. */
export function adFacetLabel(facet: ListFilterName, value: string): string {
  try {
    return LABELS[facet](value) ?? value
  } catch {
    return value
  }
}

/** The ad as read on `now`: its running days counted to that moment. */
export function asOf(ad: StoredAd, now: number): Ad {
  return { ...ad, running_days: runningDays(ad.started_at, ad.ended_at, now) }
}
