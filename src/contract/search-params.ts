import { z } from 'zod'
import { FORMATS, type Format, NICHES, type Niche, PLATFORMS, type Platform, SORTS, type Sort } from './enums'
import { MIN_RUNNING_DAYS_MAX, normaliseDomain } from './filter-values'
import { COUNTRIES, LANGUAGES } from './iso-codes'
import { countTerms, parseKeywords, QUERY_MAX_CHARS, QUERY_MAX_TERMS } from './keywords'

export const LIMIT_MIN = 1
export const LIMIT_MAX = 50
export const LIMIT_DEFAULT = 20
const LIST_MAX_VALUES = 300
const CURSOR_MAX_CHARS = 2048

/** A list arrives as a JSON array, a comma-separated string, or (query strings) repeated parameters. */
function list<T extends string>(
  label: string,
  normalise: (value: string) => string,
  isValid: (value: string) => boolean,
) {
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
      for (const value of values) {
        if (!isValid(value)) {
          ctx.addIssue({ code: 'custom', message: `'${clip(value)}' is not one of the ${label}`, input })
          return z.NEVER
        }
      }
      return [...new Set(values)].sort() as T[]
    })
}

function clip(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value
}

const lower = (value: string) => value.toLowerCase()
const upper = (value: string) => value.toUpperCase()
const oneOf = (values: readonly string[]) => (value: string) => values.includes(value)

const formats = list<Format>(`formats (${FORMATS.join(', ')})`, lower, oneOf(FORMATS))
const platforms = list<Platform>(`platforms (${PLATFORMS.join(', ')})`, lower, oneOf(PLATFORMS))
const niches = list<Niche>('niche slugs (see /facets/niches)', lower, oneOf(NICHES))
const countries = list<string>('ISO 3166-1 alpha-2 country codes', upper, (c) => COUNTRIES.has(c))
const languages = list<string>('ISO 639-1 language codes', lower, (l) => LANGUAGES.has(l))

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

const filterShape = {
  query: query.optional(),
  formats: formats.optional(),
  niches: niches.optional(),
  countries: countries.optional(),
  languages: languages.optional(),
  active: active.optional(),
  min_running_days: minRunningDays.optional(),
  domain: domain.optional(),
  advertiser_id: advertiserId.optional(),
}

/** Body of `POST /ads/query` (spec 4.2): the shared parameters plus `platforms`. `{}` means no filter. */
export const SearchBody = z.strictObject(
  {
    ...filterShape,
    platforms: platforms.optional(),
    sort: sort.optional(),
    limit: limit.optional(),
    cursor: cursor.optional(),
  },
  { error: 'expected a JSON object of search parameters' },
)
export type SearchBodyInput = z.input<typeof SearchBody>

/** What a search asks for, normalised: lists sorted and deduplicated, empty values left out. */
export interface SearchFilters {
  query?: string
  formats: Format[]
  platforms: Platform[]
  niches: Niche[]
  countries: string[]
  languages: string[]
  active?: boolean
  min_running_days?: number
  domain?: string
  advertiser_id?: string
}

export interface SearchParams extends SearchFilters {
  /** The sort asked for; the effective one is `effectiveSort(params)`. */
  sort?: Sort
  limit: number
  cursor?: string
}

export function normaliseSearch(raw: z.output<typeof SearchBody>): SearchParams {
  const params: SearchParams = {
    formats: raw.formats ?? [],
    platforms: raw.platforms ?? [],
    niches: raw.niches ?? [],
    countries: raw.countries ?? [],
    languages: raw.languages ?? [],
    limit: raw.limit ?? LIMIT_DEFAULT,
  }
  if (raw.query) params.query = raw.query
  if (raw.active !== undefined) params.active = raw.active
  if (raw.min_running_days) params.min_running_days = raw.min_running_days
  if (raw.domain) params.domain = raw.domain
  if (raw.advertiser_id) params.advertiser_id = raw.advertiser_id
  if (raw.sort) params.sort = raw.sort
  if (raw.cursor) params.cursor = raw.cursor
  return params
}

/** Spec 4.1: `most_relevant` when keywords are given, otherwise `newest`. */
export function effectiveSort(params: Pick<SearchParams, 'sort' | 'query'>): Sort {
  return params.sort ?? (params.query ? 'most_relevant' : 'newest')
}

export const LIST_PARAMETERS = ['formats', 'platforms', 'niches', 'countries', 'languages'] as const
export const SEARCH_PARAMETERS = Object.keys(SearchBody.shape) as (keyof typeof SearchBody.shape)[]
