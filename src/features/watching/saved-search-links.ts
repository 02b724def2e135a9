import { FILTER_NAMES, FILTERS } from '../../contract/filters'
import { type SearchScope, searchBody } from '../../search/search-request'
import { type AdSearch, readSearch, writeSearchString } from '../../search/search-state'
import { filterChips } from '../filters/filter-chip-list'

/**
 * A search as it is saved: the API's parameters (as `POST /ads/query` takes them). On TikTok's screen
 * the platform is the screen's, so it is saved as a filter.
 */
export function savedParamsOf(search: AdSearch, scope: SearchScope): Record<string, unknown> {
  const body: Record<string, unknown> = { ...searchBody(search, scope) }
  if (scope === 'tiktok') body.platforms = ['tiktok']
  return body
}

/** A saved search's parameters as the app's URL search (what a link to it opens). */
export function adSearchOf(params: Record<string, unknown>): AdSearch {
  const raw: Record<string, unknown> = {}
  for (const name of FILTER_NAMES) {
    const value = params[name]
    if (value !== undefined && value !== null) raw[FILTERS[name].url] = value
  }
  if (typeof params.sort === 'string') raw.sort = params.sort
  return readSearch(raw).search
}

/** A name for a search, until its owner gives one: its keywords and filters, in the chips' words. */
export function describeSearch(search: AdSearch): string {
  const parts = [...(search.q ? [`“${search.q}”`] : []), ...filterChips(search).map((chip) => chip.label)]
  return parts.length === 0 ? 'All ads' : parts.join(' · ').slice(0, 100)
}

/** Whether two searches' parameters are the same search (the server keeps them in one normal form). */
export function sameSearch(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  // One URL per search: equal URLs are the same search.
  return writeSearchString(adSearchOf(a)) === writeSearchString(adSearchOf(b))
}
