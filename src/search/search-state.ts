import { SORTS, type Sort } from '../contract/enums'
import { canonicalDate, canonicalInstant, normaliseDomain } from '../contract/filter-values'
import {
  FILTER_NAMES,
  FILTERS,
  type FilterName,
  type Filters,
  type ListFilterName,
  MIN_RUNNING_DAYS_MAX,
  type SearchFilters,
} from '../contract/filters'
import { QUERY_MAX_CHARS } from '../contract/keywords'

/** A filter's parameter in the URL: `min_running_days` is `min_days` there, `query` is `q`. */
export type UrlName<K extends FilterName = FilterName> = Filters[K]['url']

/** What a filter that is set holds: a list's values, or the one value. */
export type FilterValue<K extends FilterName> = NonNullable<SearchFilters[K]>

/**
 * The whole search as the URL holds it: flat, readable parameters
 * (`?q=shoes&formats=image,video&countries=DE,US&active=true&sort=newest`), lists sorted and
 * deduplicated, defaults left out, so one search has exactly one URL. The cursor never enters it.
 * Every filter of the table is a parameter under its URL name (`active`: true for running ads only,
 * false for stopped ones).
 */
export type AdSearch = { [K in FilterName as UrlName<K>]?: FilterValue<K> } & {
  sort?: Sort
  /** How the results are laid out: the grid of creatives (the default, left out) or a list with the copy. */
  view?: ResultsView
  /** The ad open over the grid. Set with a masked navigation, so the address bar shows /ads/$adId. */
  ad?: string
}

export const RESULTS_VIEWS = ['grid', 'list'] as const
export type ResultsView = (typeof RESULTS_VIEWS)[number]

/** The URL names of the list filters (`formats`), and of the single-valued ones (`min_days`). */
export type ListKey = UrlName<ListFilterName>
export type ValueKey = UrlName<ValueFilterName>
type ValueFilterName = Exclude<FilterName, ListFilterName>

/** The order parameters appear in the URL: the table's, then the sort, the view and the open ad. */
const URL_ORDER = [...FILTER_NAMES.map((name) => FILTERS[name].url), 'sort', 'view', 'ad'] as const

/** A value from a pasted link that is not a valid choice: dropped, and shown to the user. */
export interface DroppedValue {
  parameter: string
  value: string
}

/**
 * How each single-valued filter's text is read: its value; null when it filters nothing (left out
 * quietly); undefined when it is no valid value (dropped, and shown). Lists follow the table's rules.
 */
const readValue: { [K in ValueFilterName]: (text: string) => FilterValue<K> | null | undefined } = {
  query: (text) => text.slice(0, QUERY_MAX_CHARS),
  active: (text) => (text === 'true' ? true : text === 'false' ? false : undefined),
  min_running_days: (text) => {
    if (text === '0') return null
    const days = Number(text)
    return /^\d+$/.test(text) && days > 0 && days <= MIN_RUNNING_DAYS_MAX ? days : undefined
  },
  domain: (text) => normaliseDomain(text) || undefined,
  advertiser_id: (text) => text.slice(0, 200),
  first_seen_after: (text) => canonicalInstant(text),
  started_after: (text) => canonicalDate(text),
  started_before: (text) => canonicalDate(text),
}

const isList = (name: FilterName): name is ListFilterName => FILTERS[name].kind === 'list'

/**
 * The router merges a route's validated search over the raw one, so a value dropped here would
 * survive as raw text unless every known key is present: these are, as undefined.
 */
export function validateAdSearch(raw: Record<string, unknown>): AdSearch {
  const cleared = Object.fromEntries(URL_ORDER.map((key) => [key, undefined])) as AdSearch
  return { ...cleared, ...readSearch(raw).search }
}

/** Reads raw URL parameters (strings, or arrays when repeated) into a clean search and what was dropped. */
export function readSearch(raw: Record<string, unknown>): { search: AdSearch; dropped: DroppedValue[] } {
  const search: AdSearch = {}
  // Written by URL name; every value passed its filter's rule first.
  const set = search as Record<UrlName, unknown>
  const dropped: DroppedValue[] = []
  const drop = (parameter: string, value: string) => dropped.push({ parameter, value })

  for (const name of FILTER_NAMES) {
    const { url } = FILTERS[name]
    if (isList(name)) {
      const { normalise, isValid } = FILTERS[name]
      const values = new Set<string>()
      for (const part of listParts(raw[url])) {
        const value = normalise(part)
        if (isValid(value)) values.add(value)
        else drop(url, part)
      }
      if (values.size > 0) set[url] = [...values].sort()
      continue
    }
    const text = firstText(raw[url])
    if (!text) continue
    const value = readValue[name](text)
    if (value === undefined) drop(url, text)
    else if (value !== null) set[url] = value
  }
  // A range of days that runs backwards means nothing: its end is dropped, and shown.
  const { from, to } = search
  if (from && to && to < from) {
    drop('to', to)
    delete search.to
  }
  const sort = firstText(raw.sort)
  if (sort && (SORTS as readonly string[]).includes(sort)) {
    if (sort !== defaultSort(search)) search.sort = sort as Sort
  } else if (sort) drop('sort', sort)
  const view = firstText(raw.view)
  if (view === 'list') search.view = view
  else if (view && view !== 'grid') drop('view', view)
  const ad = firstText(raw.ad)
  if (ad) search.ad = ad.slice(0, 200)
  return { search, dropped }
}

/** A parameter's text, trimmed: the first one when it is repeated. */
function firstText(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' || typeof first === 'number' || typeof first === 'boolean'
    ? String(first).trim()
    : undefined
}

function listParts(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value]
  return items
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .flatMap((item) => String(item).split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/** Spec 4.1: most relevant when there are keywords, otherwise newest. */
export function defaultSort(search: Pick<AdSearch, 'q'>): Sort {
  return search.q ? 'most_relevant' : 'newest'
}

export function effectiveSearchSort(search: AdSearch): Sort {
  const sort = search.sort ?? defaultSort(search)
  return sort === 'most_relevant' && !search.q ? 'newest' : sort
}

/** The canonical URL parameters of a search: known keys in a fixed order, defaults left out. */
export function searchEntries(search: AdSearch): [string, string][] {
  const { search: clean } = readSearch(search as Record<string, unknown>)
  const entries: [string, string][] = []
  for (const key of URL_ORDER) {
    const value = clean[key]
    if (value === undefined) continue
    entries.push([key, Array.isArray(value) ? value.join(',') : String(value)])
  }
  return entries
}

/**
 * `?q=shoes&formats=image,video&new_since=2026-11-23T09:30:00.000Z`: commas and colons stay readable
 * (both are allowed in a query), everything else is percent-encoded.
 */
export function writeSearchString(search: Record<string, unknown>): string {
  const entries = [...searchEntries(search as AdSearch), ...pageEntries(search)]
  if (entries.length === 0) return ''
  const encode = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3A/gi, ':')
  return `?${entries.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`
}

/**
 * Parameters a page adds to the ad search, written after it: a board's `find`, `tag` and `order`, and
 * its creative breakdown's `hook`, `offer`, `cta` and `group` (features/boards/board-search.ts, whose
 * schema leaves their defaults out). Only these: anything else that is not the search's still leaves
 * the URL.
 */
const PAGE_KEYS = ['find', 'tag', 'order', 'hook', 'offer', 'cta', 'group'] as const

/** The search without a page's own parameters (PAGE_KEYS): for a link that leaves that page. */
export function withoutPageParameters<T extends object>(search: T): T {
  const rest = { ...search } as Record<string, unknown>
  for (const key of PAGE_KEYS) delete rest[key]
  return rest as T
}

function pageEntries(search: Record<string, unknown>): [string, string][] {
  return PAGE_KEYS.flatMap((key): [string, string][] => {
    const value = search[key]
    return typeof value === 'string' && value !== '' ? [[key, value]] : []
  })
}

/** The router's parser: every parameter as text (repeated ones as arrays), nothing coerced to JSON. */
export function readSearchString(searchString: string): Record<string, unknown> {
  const params = new URLSearchParams(searchString.startsWith('?') ? searchString.slice(1) : searchString)
  const raw: Record<string, string | string[]> = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    raw[key] = values.length === 1 ? values[0]! : values
  }
  return raw
}
