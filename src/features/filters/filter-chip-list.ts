import {
  FILTER_NAMES,
  FILTERS,
  type FilterName,
  isFilterSet,
  type ListFilterName,
} from '../../contract/filters'
import { formatDate, formatDateTime } from '../../lib/format'
import { appliesIn, type SearchScope, searchFilters } from '../../search/search-request'
import type { AdSearch, FilterValue, ListKey, ValueKey } from '../../search/search-state'
import { FACET_WORDS, facetValueLabel } from './facet-labels'
import { toggleValue, withValue } from './search-edits'

export interface FilterChip {
  key: string
  /** The filter it shows: a list gives a chip per value. */
  filter: FilterName
  /** "Format: Video"; the remove button is named "Remove Format: Video". */
  label: string
  /** The search without this filter. */
  without: AdSearch
}

export interface ChipOptions {
  /** On the TikTok screen the platform is fixed, so platform filters neither apply nor show. */
  scope?: SearchScope
  /** On an advertiser's screen the advertiser is fixed by the page. */
  hideAdvertiser?: boolean
  /** The advertiser's name when known; the id stands in otherwise. */
  advertiserName?: string | undefined
}

/** A chip's label for a filter's value; a list's chips are labelled one value each. */
type ChipLabel<K extends FilterName> = (
  value: K extends ListFilterName ? FilterValue<K>[number] : FilterValue<K>,
  options: ChipOptions,
) => string

const listValue = (facet: ListFilterName) => (value: string) =>
  `${FACET_WORDS[facet].one}: ${facetValueLabel(facet, value)}`

/**
 * How each filter reads as a chip. Keywords are none: they stay in the search box, and "Clear all"
 * keeps them. A filter added to the table and missing here fails to compile.
 */
const CHIP_LABELS: { [K in FilterName]: ChipLabel<K> | null } = {
  query: null,
  platforms: listValue('platforms'),
  formats: listValue('formats'),
  niches: listValue('niches'),
  countries: listValue('countries'),
  languages: listValue('languages'),
  hooks: listValue('hooks'),
  offers: listValue('offers'),
  cta_types: listValue('cta_types'),
  active: (active) => `Status: ${active ? 'Active' : 'Stopped'}`,
  min_running_days: (days) => `Running: ${days}+ days`,
  domain: (domain) => `Domain: ${domain}`,
  advertiser_id: (id, { advertiserName }) => `Advertiser: ${advertiserName ?? id}`,
  first_seen_after: (instant) => `New since ${formatDateTime(instant)}`,
  started_after: (day) => `Started from ${formatDate(day)}`,
  started_before: (day) => `Started until ${formatDate(day)}`,
}

function shows(name: FilterName, options: ChipOptions): boolean {
  if (name === 'advertiser_id' && options.hideAdvertiser) return false
  return CHIP_LABELS[name] !== null && appliesIn(options.scope ?? 'all', name)
}

/** Every filter the search applies, in panel order, each with the search that removing it leaves. */
export function filterChips(search: AdSearch, options: ChipOptions = {}): FilterChip[] {
  const filters = searchFilters(search)
  const chips: FilterChip[] = []
  for (const filter of FILTER_NAMES) {
    if (!shows(filter, options) || !isFilterSet(filters, filter)) continue
    // Each label takes its own filter's value, which is what the search holds under that filter.
    const label = CHIP_LABELS[filter] as ChipLabel<FilterName>
    const key = FILTERS[filter].url
    const value = search[key]
    if (Array.isArray(value)) {
      for (const item of value) {
        const without = toggleValue(search, key as ListKey, item, false)
        chips.push({ key: `${key}:${item}`, filter, label: label(item, options), without })
      }
    } else {
      const without = withValue(search, key as ValueKey, undefined)
      chips.push({ key, filter, label: label(value!, options), without })
    }
  }
  return chips
}

/** How many filters apply: the number on the phone's "Filters (N)" button. */
export function countFilters(search: AdSearch, options: ChipOptions = {}): number {
  return filterChips(search, options).length
}

/**
 * The search with every shown filter removed. Keywords and sort stay (they are not filters), and so do
 * filters this screen hides, which the user could not see being cleared.
 */
export function clearFilters(search: AdSearch, options: ChipOptions = {}): AdSearch {
  return filterChips(search, options).reduce<AdSearch>((next, chip) => {
    const { [FILTERS[chip.filter].url]: _removed, ...rest } = next
    return rest
  }, search)
}
