import type { AdSearch, ListKey, ValueKey } from '../../search/search-state'

/** The search with one list replaced; an empty list leaves the key out, as the URL state does. */
export function withList(search: AdSearch, key: ListKey, values: readonly string[]): AdSearch {
  const { [key]: _old, ...rest } = search
  if (values.length === 0) return rest
  return { ...rest, [key]: [...new Set(values)].sort() }
}

/** The search with one value of a list ticked or unticked. */
export function toggleValue(search: AdSearch, key: ListKey, value: string, on: boolean): AdSearch {
  const current: readonly string[] = search[key] ?? []
  return withList(search, key, on ? [...current, value] : current.filter((item) => item !== value))
}

/** The search with one single-valued filter set, or left out when the value is undefined. */
export function withValue<K extends ValueKey>(search: AdSearch, key: K, value: AdSearch[K]): AdSearch {
  const { [key]: _old, ...rest } = search
  return value === undefined ? rest : { ...rest, [key]: value }
}
