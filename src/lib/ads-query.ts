import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query'
import { AdList } from '../contract/ad'
import type { SearchBodyInput } from '../contract/search-params'
import { listRequest, PAGE_SIZE, type SearchScope, searchBody } from '../search/search-request'
import type { AdSearch } from '../search/search-state'
import { callApi } from './api-client'

/** The cache key of a list: the same search on the same endpoint is the same list. */
export function adsQueryKey(scope: SearchScope, body: SearchBodyInput) {
  return ['ads', scope, body] as const
}

/**
 * The one list query: keyed by the normalised search, pages following `next_cursor`. Used by the
 * grid, the route loaders' prefetch and the tests alike. The previous search's results stay on screen
 * (dimmed by the grid) while a new one loads.
 */
export function adsQueryOptions(search: AdSearch, scope: SearchScope) {
  const body = searchBody(search, scope)
  return infiniteQueryOptions({
    queryKey: adsQueryKey(scope, body),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => {
      const page = { limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }
      return callApi({ ...listRequest(scope, { ...body, ...page }), schema: AdList, signal })
    },
    getNextPageParam: (last) => last.pagination.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  })
}
