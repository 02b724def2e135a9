import type { SearchParams } from '../../contract/search-params'
import { searchQueryString } from '../../search/search-request'

type Value = string | number | boolean | string[]

/** The parameters of a normalised search that say something: no empty lists, no absent values. */
function given(params: Partial<SearchParams>): [string, Value][] {
  return Object.entries(params).filter((entry): entry is [string, Value] => {
    const value = entry[1]
    return value !== undefined && !(Array.isArray(value) && value.length === 0)
  })
}

/** The JSON body of a forwarded `POST /ads/query`: lists as JSON arrays. */
export function searchBody(params: SearchParams): Record<string, Value> {
  return Object.fromEntries(given(params))
}

/** A forwarded query string, with its `?` when it says anything (src/search writes it). */
export function searchQuery(params: Partial<SearchParams>, extra: Record<string, string> = {}): string {
  const text = searchQueryString(params, extra)
  return text ? `?${text}` : ''
}
