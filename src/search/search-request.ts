import {
  FILTER_NAMES,
  FILTERS,
  type FilterName,
  isFilterSet,
  noFilters,
  type SearchFilters,
} from '../contract/filters'
import type { SearchBodyInput } from '../contract/search-params'
import { type AdSearch, effectiveSearchSort } from './search-state'

/** Which list endpoint a screen reads: every platform, or the one locked to TikTok (spec 4.3). */
export type SearchScope = 'all' | 'tiktok'

/** Ads per page: enough to fill a wide screen twice, small enough to arrive fast. */
export const PAGE_SIZE = 30

/** Whether a filter applies on a screen: TikTok's list fixes the platform itself. */
export function appliesIn(scope: SearchScope, name: FilterName): boolean {
  return !(scope === 'tiktok' && name === 'platforms')
}

/** The URL search's filters under their API names (`min_days` is `min_running_days`). */
export function searchFilters(search: AdSearch): SearchFilters {
  const filters = noFilters()
  for (const name of FILTER_NAMES) {
    const value = search[FILTERS[name].url]
    // The search holds each filter's own value under its URL name, so it fits the filter.
    if (value !== undefined) (filters as Record<FilterName, unknown>)[name] = value
  }
  return filters
}

/** The API's search parameters for a URL search (without page size or cursor): the filters set, in table order. */
export function searchBody(search: AdSearch, scope: SearchScope): SearchBodyInput {
  const filters = searchFilters(search)
  const applied = FILTER_NAMES.filter((name) => appliesIn(scope, name) && isFilterSet(filters, name))
  const body = Object.fromEntries(applied.map((name) => [name, filters[name]])) as Partial<SearchFilters>
  // The table's values are the API's: were the two to disagree, this would not compile.
  return { ...body, sort: effectiveSearchSort(search) }
}

/**
 * The one writer of search parameters as a query string (spec 4.4), for the app, upstream mode, the
 * agent tools and the benchmarks: each list comma-separated in one parameter, absent values and empty
 * lists left out, spaces as %20 rather than `+`, which not every server reads as a space.
 */
export function searchQueryString(params: object, extra: Record<string, string> = {}): string {
  const pairs = [...Object.entries(params), ...Object.entries(extra)].flatMap(([key, value]) => {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return []
    const text = Array.isArray(value)
      ? value.map((item) => encodeURIComponent(String(item))).join(',')
      : encodeURIComponent(String(value))
    return [`${encodeURIComponent(key)}=${text}`]
  })
  return pairs.join('&')
}

/** A list page as the API takes it; paths are under `/api/v1`. A body means POST. */
export type ListRequest =
  | { method: 'GET'; path: string; body?: undefined }
  | { method: 'POST'; path: string; body: SearchBodyInput }

/**
 * The one place that knows TikTok's list is GET only (spec 4.3: `GET /tiktok/ads` with a query
 * string, no POST form); every other list is `POST /ads/query` with a JSON body. The app's grid and
 * the server's first page in the HTML both ask through it.
 */
export function listRequest(scope: SearchScope, params: SearchBodyInput): ListRequest {
  return scope === 'tiktok'
    ? { method: 'GET', path: `/tiktok/ads?${searchQueryString(params)}` }
    : { method: 'POST', path: '/ads/query', body: params }
}
