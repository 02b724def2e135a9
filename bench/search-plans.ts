import { FILTERS } from '../src/contract/filters'
import { searchQueryString } from '../src/search/search-request'
import type { Body } from './api-client'

/**
 * The plan the search inside PostgreSQL says it took for a page (pg-search/plans/): from the page's
 * `plan` (a name, or `{ name }`) or a `Server-Timing` entry `plan;desc="name: reason"`; undefined
 * when the engine says none (the in-memory index has one way).
 */
export function planOf(serverTiming: string | null, page: unknown): string | undefined {
  const plan = (page as { plan?: unknown } | null)?.plan
  if (typeof plan === 'string') return plan
  if (plan && typeof (plan as { name?: unknown }).name === 'string') return (plan as { name: string }).name
  // `plan;desc="dateWalkOnBits: 14,000 matches …"`: the name, before its reason.
  const desc = /(?:^|,)\s*plan\s*;\s*desc=(?:"((?:[^"\\]|\\.)*)"|([^,;]*))/.exec(serverTiming ?? '')
  const said = desc?.[1] ?? desc?.[2]
  return said ? said.split(':')[0]!.trim() : undefined
}

/** A search body as the query string of a GET (`/stats/timeline?…`): the same names, lists joined by commas. */
export function searchParams(body: Body): string {
  const filters = Object.entries(body).filter(
    ([name]) => name !== 'sort' && name !== 'limit' && name in FILTERS,
  )
  return searchQueryString(Object.fromEntries(filters))
}
