import type { FilterName, ListFilterName, SearchFilters } from '../../contract/filters'
import { parseKeywords } from '../../contract/keywords'
import { DAY_MS } from '../index/ad-dates'
import { quoted } from '../records/postgres/word-vectors'
import type { SqlParams } from './sql-params'

/** A list filter's column of the search tables, and whether it holds one value or several. */
const LIST_COLUMNS: Record<ListFilterName, { column: string; many: boolean }> = {
  platforms: { column: 'platforms', many: true },
  formats: { column: 'format', many: false },
  niches: { column: 'niches', many: true },
  countries: { column: 'countries', many: true },
  languages: { column: 'languages', many: true },
  hooks: { column: 'hooks', many: true },
  offers: { column: 'offers', many: true },
  cta_types: { column: 'cta_types', many: true },
}
export const listColumn = (name: ListFilterName) => LIST_COLUMNS[name]

/**
 * The search's keywords as a `tsquery` literal over the words search-rows.ts stores: every term (the
 * last one as a prefix when typed so), every phrase as words next to each other. Never through
 * PostgreSQL's parser: the words are already ours (folded, split) and are matched as they are.
 * Undefined when the keywords hold no word.
 */
export function keywordQuery(query: string | undefined): string | undefined {
  if (!query) return undefined
  const { terms, phrases, lastTermIsPrefix } = parseKeywords(query)
  const parts = terms.map((term, i) =>
    lastTermIsPrefix && i === terms.length - 1 ? `${quoted(term)}:*` : quoted(term),
  )
  for (const phrase of phrases) parts.push(`(${phrase.map(quoted).join(' <-> ')})`)
  return parts.length > 0 ? parts.join(' & ') : undefined
}

/** SQL that takes its values as parameters when it is put in a statement. */
export type Sql = (params: SqlParams) => string

/** Each filter set, as the condition a row (as `v`) must meet for it. */
export interface RowConditions {
  words?: Sql
  lists: Partial<Record<ListFilterName, Sql>>
  active?: Sql
  running?: Sql
  /** Filters no bitmap answers: each narrows to few rows, found through an index. */
  narrowing: Sql[]
}

type ValueFilterName = Exclude<FilterName, ListFilterName>
type RowRole = 'words' | 'active' | 'running' | 'narrowing'

/**
 * Each value filter as a row condition, and its role among the conditions: keywords and the ones
 * bitmaps answer (activity, running days) are told apart, the rest narrow to few rows through an
 * index. A filter added to the contract fails to compile here until it has its condition.
 */
const VALUE_CONDITIONS: {
  [K in ValueFilterName]: {
    role: RowRole
    /** The condition, or none when the value asks nothing. */
    sql: (value: NonNullable<SearchFilters[K]>, now: number) => Sql | undefined
  }
} = {
  query: {
    role: 'words',
    sql: (query) => {
      const words = keywordQuery(query)
      return words ? (params) => `v.doc @@ ${params.add(words, 'tsquery')}` : undefined
    },
  },
  active: { role: 'active', sql: (active) => (params) => `v.is_active = ${params.add(active)}` },
  min_running_days: {
    role: 'running',
    sql: (days, now) =>
      days
        ? (params) =>
            `greatest(0, coalesce(v.ended_ms, ${params.add(now, 'bigint')}) - v.started_ms) >= ${params.add(days * DAY_MS, 'bigint')}`
        : undefined,
  },
  domain: {
    role: 'narrowing',
    sql: (domain) =>
      domain
        ? (params) => {
            const asked = params.add(domain, 'text')
            return `(v.host = ${asked} OR right(v.host, length(${asked}) + 1) = '.' || ${asked})`
          }
        : undefined,
  },
  advertiser_id: {
    role: 'narrowing',
    sql: (advertiser) =>
      advertiser ? (params) => `v.advertiser_id = ${params.add(advertiser, 'text')}` : undefined,
  },
  first_seen_after: {
    role: 'narrowing',
    sql: (seenAfter) =>
      seenAfter ? (params) => `v.first_seen_ms > ${params.add(Date.parse(seenAfter), 'bigint')}` : undefined,
  },
  started_after: {
    role: 'narrowing',
    sql: (after) =>
      after ? (params) => `v.started_ms >= ${params.add(dayStart(after), 'bigint')}` : undefined,
  },
  started_before: {
    role: 'narrowing',
    sql: (before) =>
      before ? (params) => `v.started_ms < ${params.add(dayStart(before) + DAY_MS, 'bigint')}` : undefined,
  },
}

/** A value filter's condition on a row, when the filters set it (typed by the filter's name). */
function valueCondition<K extends ValueFilterName>(name: K, filters: SearchFilters, now: number) {
  const value = filters[name]
  return value === undefined
    ? undefined
    : VALUE_CONDITIONS[name].sql(value as NonNullable<SearchFilters[K]>, now)
}

/**
 * The filters as row conditions (but `omit`: a facet counts without its own filter). `now` is the
 * clock running days are counted to.
 */
export function rowConditions(filters: SearchFilters, now: number, omit?: ListFilterName): RowConditions {
  const conditions: RowConditions = { lists: {}, narrowing: [] }
  for (const name of Object.keys(LIST_COLUMNS) as ListFilterName[]) {
    const values: readonly string[] = filters[name]
    if (name === omit || values.length === 0) continue
    const { column, many } = LIST_COLUMNS[name]
    conditions.lists[name] = (params) =>
      many
        ? `v.${column} && ${params.add(values, 'text[]')}`
        : `v.${column} = ANY(${params.add(values, 'text[]')})`
  }
  for (const name of Object.keys(VALUE_CONDITIONS) as ValueFilterName[]) {
    const condition = valueCondition(name, filters, now)
    if (!condition) continue
    const { role } = VALUE_CONDITIONS[name]
    if (role === 'narrowing') conditions.narrowing.push(condition)
    else conditions[role] = condition
  }
  return conditions
}

/** The filters' row conditions joined by AND; `true` when nothing narrows. */
export function matchSql(
  filters: SearchFilters,
  now: number,
  params: SqlParams,
  omit?: ListFilterName,
): string {
  const { words, lists, active, running, narrowing } = rowConditions(filters, now, omit)
  const all = [words, ...Object.values(lists), active, running, ...narrowing].flatMap((condition) =>
    condition ? [condition(params)] : [],
  )
  return all.length > 0 ? all.join(' AND ') : 'true'
}

/** Midnight UTC of an ISO date, in ms. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`)
