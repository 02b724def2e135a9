import type { SearchBodyInput } from '../../contract/search-params'
import { type AdSearch, effectiveSearchSort } from './search-state'

/** Which list endpoint a screen reads: every platform, or the one locked to TikTok (spec 4.3). */
export type SearchScope = 'all' | 'tiktok'

/** Ads per page: enough to fill a wide screen twice, small enough to arrive fast. */
export const PAGE_SIZE = 30

/** The API's search parameters for a URL search (without page size or cursor). */
export function searchBody(search: AdSearch, scope: SearchScope): SearchBodyInput {
  const body: SearchBodyInput = {}
  if (search.q) body.query = search.q
  if (search.platforms && scope === 'all') body.platforms = search.platforms
  if (search.formats) body.formats = search.formats
  if (search.niches) body.niches = search.niches
  if (search.countries) body.countries = search.countries
  if (search.languages) body.languages = search.languages
  if (search.active !== undefined) body.active = search.active
  if (search.min_days) body.min_running_days = search.min_days
  if (search.domain) body.domain = search.domain
  if (search.advertiser) body.advertiser_id = search.advertiser
  body.sort = effectiveSearchSort(search)
  return body
}

/** The same parameters as a query string, lists comma-separated (spec 4.4). */
export function searchQueryString(body: SearchBodyInput, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  return params.toString()
}
