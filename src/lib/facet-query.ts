import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { FacetList } from '../contract/facets'
import { filterFacet, type ListFilterName } from '../contract/filters'
import { type SearchScope, searchBody, searchQueryString } from '../search/search-request'
import type { AdSearch } from '../search/search-state'
import { callApi } from './api-client'

/**
 * A facet's values with counts under the current search (the server leaves out the facet's own
 * filter, so every value shows what picking it would give). Counts of the last search stay
 * visible while the new ones load.
 */
export function facetQueryOptions(facet: ListFilterName, search: AdSearch, scope: SearchScope) {
  const { sort: _sort, ...filters } = searchBody(search, scope)
  const locked: Record<string, string> = scope === 'tiktok' ? { platforms: 'tiktok' } : {}
  return queryOptions({
    queryKey: ['facet', facet, scope, filters],
    queryFn: ({ signal }) =>
      callApi({
        path: `/facets/${filterFacet(facet)}?${searchQueryString(filters, locked)}`,
        schema: FacetList,
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}
