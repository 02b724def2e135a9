import {
  FORMATS,
  type Format,
  NICHES,
  type Niche,
  PLATFORMS,
  type Platform,
  SORTS,
  type Sort,
} from '../../contract/enums'
import { MIN_RUNNING_DAYS_MAX, normaliseDomain } from '../../contract/filter-values'
import { COUNTRIES, LANGUAGES } from '../../contract/iso-codes'
import { QUERY_MAX_CHARS } from '../../contract/keywords'

/**
 * The whole search as the URL holds it: flat, readable parameters
 * (`?q=shoes&formats=image,video&countries=DE,US&active=true&sort=newest`), lists sorted and
 * deduplicated, defaults left out, so one search has exactly one URL. The cursor never enters it.
 */
export interface AdSearch {
  q?: string
  platforms?: Platform[]
  formats?: Format[]
  niches?: Niche[]
  countries?: string[]
  languages?: string[]
  /** true: running ads only; false: stopped ads only; absent: any. */
  active?: boolean
  min_days?: number
  domain?: string
  advertiser?: string
  sort?: Sort
  /** The ad open over the grid. Set with a masked navigation, so the address bar shows /ads/$adId. */
  ad?: string
}

export type ListKey = 'platforms' | 'formats' | 'niches' | 'countries' | 'languages'
export const LIST_KEYS: readonly ListKey[] = ['platforms', 'formats', 'niches', 'countries', 'languages']

/** The order parameters appear in the URL. */
const URL_ORDER = ['q', ...LIST_KEYS, 'active', 'min_days', 'domain', 'advertiser', 'sort', 'ad'] as const

/** A value from a pasted link that is not a valid choice: dropped, and shown to the user. */
export interface DroppedValue {
  parameter: string
  value: string
}

const listRules: Record<ListKey, { normalise: (v: string) => string; valid: (v: string) => boolean }> = {
  platforms: { normalise: lower, valid: (v) => (PLATFORMS as readonly string[]).includes(v) },
  formats: { normalise: lower, valid: (v) => (FORMATS as readonly string[]).includes(v) },
  niches: { normalise: lower, valid: (v) => (NICHES as readonly string[]).includes(v) },
  countries: { normalise: (v) => v.toUpperCase(), valid: (v) => COUNTRIES.has(v) },
  languages: { normalise: lower, valid: (v) => LANGUAGES.has(v) },
}

function lower(value: string): string {
  return value.toLowerCase()
}

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
  const dropped: DroppedValue[] = []
  const text = (key: string): string | undefined => {
    const value = raw[key]
    const first = Array.isArray(value) ? value[0] : value
    return typeof first === 'string' || typeof first === 'number' || typeof first === 'boolean'
      ? String(first).trim()
      : undefined
  }
  const drop = (parameter: string, value: string) => dropped.push({ parameter, value })

  const q = text('q')
  if (q) search.q = q.slice(0, QUERY_MAX_CHARS)
  for (const key of LIST_KEYS) {
    const rule = listRules[key]
    const values = new Set<string>()
    for (const part of listParts(raw[key])) {
      const value = rule.normalise(part)
      if (rule.valid(value)) values.add(value)
      else drop(key, part)
    }
    // The casts are safe: every value passed the rule for its list.
    if (values.size > 0) (search as Record<ListKey, string[]>)[key] = [...values].sort()
  }
  const active = text('active')
  if (active === 'true' || active === 'false') search.active = active === 'true'
  else if (active) drop('active', active)
  const minDays = text('min_days')
  if (minDays && /^\d+$/.test(minDays) && Number(minDays) > 0 && Number(minDays) <= MIN_RUNNING_DAYS_MAX) {
    search.min_days = Number(minDays)
  } else if (minDays && minDays !== '0') drop('min_days', minDays)
  const domain = text('domain')
  if (domain) {
    const normalised = normaliseDomain(domain)
    if (normalised) search.domain = normalised
    else drop('domain', domain)
  }
  const advertiser = text('advertiser')
  if (advertiser) search.advertiser = advertiser.slice(0, 200)
  const sort = text('sort')
  if (sort && (SORTS as readonly string[]).includes(sort)) {
    if (sort !== defaultSort(search)) search.sort = sort as Sort
  } else if (sort) drop('sort', sort)
  const ad = text('ad')
  if (ad) search.ad = ad.slice(0, 200)
  return { search, dropped }
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

/** `?q=shoes&formats=image,video`: commas stay readable, everything else is percent-encoded. */
export function writeSearchString(search: Record<string, unknown>): string {
  const entries = searchEntries(search as AdSearch)
  if (entries.length === 0) return ''
  const encode = (value: string) => encodeURIComponent(value).replace(/%2C/gi, ',')
  return `?${entries.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`
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
