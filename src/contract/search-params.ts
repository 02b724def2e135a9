import { z } from 'zod'
import { SORTS, type Sort } from './enums'
import { canonicalDate, canonicalInstant, MIN_RUNNING_DAYS_MAX, normaliseDomain } from './filter-values'
import {
  FILTER_NAMES,
  FILTERS,
  type FilterName,
  isFilterSet,
  LIST_FILTER_NAMES,
  type ListFilter,
  noFilters,
  type SearchFilters,
} from './filters'
import { countTerms, parseKeywords, QUERY_MAX_CHARS, QUERY_MAX_TERMS } from './keywords'

export const LIMIT_MIN = 1
export const LIMIT_MAX = 50
export const LIMIT_DEFAULT = 20
const LIST_MAX_VALUES = 300
const CURSOR_MAX_CHARS = 2048

/** A list arrives as a JSON array, a comma-separated string, or (query strings) repeated parameters. */
function list<V extends string>({ label, normalise, isValid }: ListFilter<V>) {
  return z
    .union([z.string(), z.array(z.string())], {
      error: `expected a list of ${label} (array or comma-separated)`,
    })
    .transform((input, ctx) => {
      const values = (Array.isArray(input) ? input : [input])
        .flatMap((value) => value.split(','))
        .map((value) => normalise(value.trim()))
        .filter((value) => value !== '')
      if (values.length > LIST_MAX_VALUES) {
        ctx.addIssue({ code: 'custom', message: `at most ${LIST_MAX_VALUES} values`, input })
        return z.NEVER
      }
      const valid: V[] = []
      for (const value of values) {
        if (!isValid(value)) {
          ctx.addIssue({ code: 'custom', message: `'${clip(value)}' is not one of the ${label}`, input })
          return z.NEVER
        }
        valid.push(value)
      }
      return [...new Set(valid)].sort()
    })
}

function clip(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value
}

const query = z
  .string({ error: 'expected a string' })
  .transform((q) => q.trim())
  .check((ctx) => {
    if (ctx.value.length > QUERY_MAX_CHARS) {
      ctx.issues.push({ code: 'custom', message: `at most ${QUERY_MAX_CHARS} characters`, input: ctx.value })
    } else if (countTerms(parseKeywords(ctx.value)) > QUERY_MAX_TERMS) {
      ctx.issues.push({ code: 'custom', message: `at most ${QUERY_MAX_TERMS} words`, input: ctx.value })
    }
  })

const sort = z
  .string({ error: 'expected a string' })
  .refine((s): s is Sort => (SORTS as readonly string[]).includes(s), {
    error: (issue) => `'${clip(String(issue.input))}' is not a sort; use one of ${SORTS.join(', ')}`,
  })

const domain = z.string({ error: 'expected a string' }).transform((value, ctx) => {
  const normalised = normaliseDomain(value)
  if (normalised === null) {
    ctx.addIssue({ code: 'custom', message: `'${clip(value)}' is not a domain like shop.com`, input: value })
    return z.NEVER
  }
  return normalised
})

/** An instant, in any ISO 8601 form with a date and time; kept as UTC with milliseconds. */
const instant = z.string({ error: 'expected a string' }).transform((value, ctx) => {
  const canonical = canonicalInstant(value)
  if (canonical === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `'${clip(value)}' is not a date and time like 2026-11-23T09:30:00Z`,
      input: value,
    })
    return z.NEVER
  }
  return canonical
})

/** A day as an ISO 8601 date, both ends of a range included (UTC). */
const day = z.string({ error: 'expected a string' }).transform((value, ctx) => {
  const canonical = canonicalDate(value)
  if (canonical === undefined) {
    ctx.addIssue({ code: 'custom', message: `'${clip(value)}' is not a date like 2026-11-23`, input: value })
    return z.NEVER
  }
  return canonical
})

const advertiserId = z.string({ error: 'expected a string' }).trim().max(200, 'at most 200 characters')
const cursor = z
  .string({ error: 'expected a string' })
  .max(CURSOR_MAX_CHARS, 'not a cursor from this service')

function integer(min: number, max: number) {
  return z
    .int({ error: `expected a whole number from ${min} to ${max}` })
    .min(min, `expected a whole number from ${min} to ${max}`)
    .max(max, `expected a whole number from ${min} to ${max}`)
}
const limit = integer(LIMIT_MIN, LIMIT_MAX)
const minRunningDays = integer(0, MIN_RUNNING_DAYS_MAX)
const active = z.boolean({ error: 'expected true or false' })

/** Each filter's parameter, by the one table of filters: a filter missing here fails to compile. */
const filterShape = {
  query: query.optional(),
  platforms: list(FILTERS.platforms).optional(),
  formats: list(FILTERS.formats).optional(),
  niches: list(FILTERS.niches).optional(),
  countries: list(FILTERS.countries).optional(),
  languages: list(FILTERS.languages).optional(),
  hooks: list(FILTERS.hooks).optional(),
  offers: list(FILTERS.offers).optional(),
  cta_types: list(FILTERS.cta_types).optional(),
  active: active.optional(),
  min_running_days: minRunningDays.optional(),
  domain: domain.optional(),
  advertiser_id: advertiserId.optional(),
  first_seen_after: instant.optional(),
  started_after: day.optional(),
  started_before: day.optional(),
} satisfies Record<FilterName, z.ZodType>

/** Body of `POST /ads/query` (spec 4.2): the shared parameters plus `platforms`. `{}` means no filter. */
export const SearchBody = z.strictObject(
  {
    ...filterShape,
    sort: sort.optional(),
    limit: limit.optional(),
    cursor: cursor.optional(),
  },
  { error: 'expected a JSON object of search parameters' },
)
export type SearchBodyInput = z.input<typeof SearchBody>

export type { SearchFilters }

export type SearchParams = SearchFilters & {
  /** The sort asked for; the effective one is `effectiveSort(params)`. */
  sort?: Sort
  limit: number
  cursor?: string
}

export function normaliseSearch(raw: z.output<typeof SearchBody>): SearchParams {
  const { sort, limit, cursor, ...given } = raw
  // Zod leaves absent parameters out of its output, so the given ones override the empty defaults.
  const params: SearchParams = { ...noFilters(), ...given, limit: limit ?? LIMIT_DEFAULT }
  // An empty value (`query: ""`, `min_running_days: 0`) filters nothing: it is left out.
  for (const name of FILTER_NAMES) {
    if (FILTERS[name].kind !== 'list' && !isFilterSet(params, name)) Reflect.deleteProperty(params, name)
  }
  if (sort) params.sort = sort
  if (cursor) params.cursor = cursor
  return params
}

/** Spec 4.1: `most_relevant` when keywords are given, otherwise `newest`. */
export function effectiveSort(params: Pick<SearchParams, 'sort' | 'query'>): Sort {
  return params.sort ?? (params.query ? 'most_relevant' : 'newest')
}

export const LIST_PARAMETERS: readonly string[] = LIST_FILTER_NAMES
export const SEARCH_PARAMETERS = Object.keys(SearchBody.shape) as (keyof typeof SearchBody.shape)[]
