import type { AdFacetName } from '../../contract/enums'
import type { SearchScope } from '../search/search-request'
import type { AdSearch } from '../search/search-state'
import { FACET_WORDS, facetValueLabel } from './facet-labels'
import { toggleValue, withValue } from './search-edits'

export interface FilterChip {
  key: string
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

const LIST_ORDER: AdFacetName[] = ['platforms', 'formats', 'niches', 'countries', 'languages']

/** Every filter the search applies, in panel order, each with the search that removing it leaves. */
export function filterChips(search: AdSearch, options: ChipOptions = {}): FilterChip[] {
  const chips: FilterChip[] = []
  for (const facet of LIST_ORDER) {
    if (facet === 'platforms' && options.scope === 'tiktok') continue
    for (const value of search[facet] ?? []) {
      chips.push({
        key: `${facet}:${value}`,
        label: `${FACET_WORDS[facet].one}: ${facetValueLabel(facet, value)}`,
        without: toggleValue(search, facet, value, false),
      })
    }
  }
  const single = (key: 'active' | 'min_days' | 'domain' | 'advertiser', label: string) =>
    chips.push({ key, label, without: withValue(search, key, undefined) })
  if (search.active !== undefined) single('active', `Status: ${search.active ? 'Active' : 'Stopped'}`)
  if (search.min_days) single('min_days', `Running: ${search.min_days}+ days`)
  if (search.domain) single('domain', `Domain: ${search.domain}`)
  if (search.advertiser && !options.hideAdvertiser) {
    single('advertiser', `Advertiser: ${options.advertiserName ?? search.advertiser}`)
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
    const [key] = chip.key.split(':') as [keyof AdSearch]
    const { [key]: _removed, ...rest } = next
    return rest
  }, search)
}
