import type { SearchParams } from '../../contract/search-params'

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

/**
 * A forwarded query string: each list comma-separated in one parameter (spec 4.4), spaces as %20
 * rather than `+`, which not every server reads as a space.
 */
export function searchQuery(params: Partial<SearchParams>, extra: Record<string, string> = {}): string {
  const pairs = [...Object.entries(extra), ...given(params)].map(([key, value]) => {
    const text = Array.isArray(value)
      ? value.map(encodeURIComponent).join(',')
      : encodeURIComponent(String(value))
    return `${encodeURIComponent(key)}=${text}`
  })
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}
