// The one table of a search's filters. The API's parameters, the app's URL, request bodies, chips,
// the index's matchers and the tests' reference model all read it, and each of them keeps a
// `Record<FilterName, ...>` of its own part: a filter added here and forgotten there fails to compile.
// Zod-free, so that the app's first page load stays small.
import { CTA_TYPES, HOOKS, OFFERS } from './creative-tags'
import { type AdFacetName, FORMATS, NICHES, PLATFORMS } from './enums'
import { MIN_RUNNING_DAYS_MAX } from './filter-values'
import { COUNTRIES, LANGUAGES } from './iso-codes'

interface FilterBase {
  /** The parameter's name in the app's URL (`?min_days=30`), kept short and readable. */
  url: string
}

/** A list of values, any of which matches (spec 4.1: values of one list are OR'ed). */
export interface ListFilter<V extends string = string> extends FilterBase {
  kind: 'list'
  /** What values are called in messages: "formats (video, image, ...)". */
  label: string
  /** As a value is written in a URL or body, to its canonical spelling (`de` -> `DE`). */
  normalise: (value: string) => string
  isValid: (value: string) => value is V
}

export interface ValueFilter extends FilterBase {
  kind: 'text' | 'boolean' | 'days' | 'domain' | 'id' | 'time' | 'date'
}

const lower = (value: string) => value.toLowerCase()
const upper = (value: string) => value.toUpperCase()
const oneOf =
  <V extends string>(values: readonly V[]) =>
  (value: string): value is V =>
    (values as readonly string[]).includes(value)
const inSet = (values: ReadonlySet<string>) => (value: string) => values.has(value)

/** `U` keeps the URL name a literal, so the app's URL state can be typed by it. */
function list<V extends string, U extends string>(
  url: U,
  label: string,
  normalise: (value: string) => string,
  isValid: (value: string) => value is V,
): ListFilter<V> & { url: U } {
  return { kind: 'list', url, label, normalise, isValid }
}

/**
 * Every filter, in the order the app lists them. `query` narrows by keywords (`contract/keywords.ts`);
 * the lists are also facets; `active` is true (running) or false (stopped).
 */
export const FILTERS = {
  query: { kind: 'text', url: 'q' },
  platforms: list('platforms', `platforms (${PLATFORMS.join(', ')})`, lower, oneOf(PLATFORMS)),
  formats: list('formats', `formats (${FORMATS.join(', ')})`, lower, oneOf(FORMATS)),
  niches: list('niches', 'niche slugs (see /facets/niches)', lower, oneOf(NICHES)),
  countries: list(
    'countries',
    'ISO 3166-1 alpha-2 country codes',
    upper,
    inSet(COUNTRIES) as (v: string) => v is string,
  ),
  languages: list(
    'languages',
    'ISO 639-1 language codes',
    lower,
    inSet(LANGUAGES) as (v: string) => v is string,
  ),
  // Extension: the creative breakdown (contract/creative-tags.ts), each ad's tags by family.
  hooks: list('hooks', 'hook slugs (see /facets/hooks)', lower, oneOf(HOOKS)),
  offers: list('offers', 'offer slugs (see /facets/offers)', lower, oneOf(OFFERS)),
  cta_types: list('cta_types', 'call-to-action slugs (see /facets/cta-types)', lower, oneOf(CTA_TYPES)),
  active: { kind: 'boolean', url: 'active' },
  min_running_days: { kind: 'days', url: 'min_days' },
  domain: { kind: 'domain', url: 'domain' },
  advertiser_id: { kind: 'id', url: 'advertiser' },
  // Extension: ads this index first saw after an instant (ISO 8601, UTC): "new since you last looked".
  first_seen_after: { kind: 'time', url: 'new_since' },
  // Extension: ads that started within a range of days, both days included (ISO dates, UTC).
  started_after: { kind: 'date', url: 'from' },
  started_before: { kind: 'date', url: 'to' },
} as const satisfies Record<string, ListFilter<string> | ValueFilter>

export type Filters = typeof FILTERS
export type FilterName = keyof Filters
export const FILTER_NAMES = Object.keys(FILTERS) as FilterName[]

/** The list filters, which are also the ad facets (`cta_types` as `cta-types`). */
export type ListFilterName = {
  [K in FilterName]: Filters[K] extends ListFilter<string> ? K : never
}[FilterName]
export const LIST_FILTER_NAMES = FILTER_NAMES.filter(
  (name): name is ListFilterName => FILTERS[name].kind === 'list',
)

/** The list filter an ad facet counts: its own name, but `cta-types` (a path segment) counts `cta_types`. */
export function facetFilter(facet: AdFacetName): ListFilterName {
  return facet === 'cta-types' ? 'cta_types' : facet
}

/** The ad facet that counts a list filter's values: `/facets/cta-types` for `cta_types`. */
export function filterFacet(name: ListFilterName): AdFacetName {
  return name === 'cta_types' ? 'cta-types' : name
}

type ListValue<K extends ListFilterName> = Filters[K] extends ListFilter<infer V> ? V : never

type ValueFilterName = Exclude<FilterName, ListFilterName>
interface ValueKinds {
  text: string
  boolean: boolean
  days: number
  domain: string
  id: string
  /** An instant as ISO 8601 in UTC with milliseconds (`2026-11-23T09:30:00.000Z`). */
  time: string
  /** A day as an ISO 8601 date (`2026-11-23`), from its midnight to the next, UTC. */
  date: string
}

/** What a search asks for, normalised: lists sorted and deduplicated (empty when not filtered), the rest absent when not set. */
export type SearchFilters = { [K in ListFilterName]: ListValue<K>[] } & {
  [K in ValueFilterName]?: ValueKinds[Filters[K]['kind']]
}

/** The longest minimum running time anyone can mean, in days. */
export { MIN_RUNNING_DAYS_MAX }

/** True when the filter narrows the search: a non-empty list, or a value that is set (0 days is no filter). */
export function isFilterSet(filters: SearchFilters, name: FilterName): boolean {
  const value = filters[name]
  if (Array.isArray(value)) return value.length > 0
  if (name === 'min_running_days') return Boolean(value)
  return value !== undefined && value !== ''
}

/** True when anything but `besides` narrows the search: a facet counted under it leaves out its own filter. */
export function hasFiltersBesides(filters: SearchFilters, besides: FilterName): boolean {
  return FILTER_NAMES.some((name) => name !== besides && isFilterSet(filters, name))
}

/** No filter at all: every ad. */
export function noFilters(): SearchFilters {
  return {
    platforms: [],
    formats: [],
    niches: [],
    countries: [],
    languages: [],
    hooks: [],
    offers: [],
    cta_types: [],
  }
}
