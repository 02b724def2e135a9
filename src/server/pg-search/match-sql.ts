import type { ListFilterName, SearchFilters } from '../../contract/filters'
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

/**
 * The filters as row conditions (but `omit`: a facet counts without its own filter). `now` is the
 * clock running days are counted to.
 */
export function rowConditions(filters: SearchFilters, now: number, omit?: ListFilterName): RowConditions {
  const conditions: RowConditions = { lists: {}, narrowing: [] }
  const words = keywordQuery(filters.query)
  if (words) conditions.words = (params) => `v.doc @@ ${params.add(words, 'tsquery')}`
  for (const name of Object.keys(LIST_COLUMNS) as ListFilterName[]) {
    const values: readonly string[] = filters[name]
    if (name === omit || values.length === 0) continue
    const { column, many } = LIST_COLUMNS[name]
    conditions.lists[name] = (params) =>
      many
        ? `v.${column} && ${params.add(values, 'text[]')}`
        : `v.${column} = ANY(${params.add(values, 'text[]')})`
  }
  const { active, min_running_days: days, domain, advertiser_id: advertiser } = filters
  if (active !== undefined) conditions.active = (params) => `v.is_active = ${params.add(active)}`
  if (days) {
    conditions.running = (params) =>
      `greatest(0, coalesce(v.ended_ms, ${params.add(now, 'bigint')}) - v.started_ms) >= ${params.add(days * DAY_MS, 'bigint')}`
  }
  const { narrowing } = conditions
  if (domain) {
    narrowing.push((params) => {
      const asked = params.add(domain, 'text')
      return `(v.host = ${asked} OR right(v.host, length(${asked}) + 1) = '.' || ${asked})`
    })
  }
  if (advertiser) narrowing.push((params) => `v.advertiser_id = ${params.add(advertiser, 'text')}`)
  const { first_seen_after: seenAfter, started_after: after, started_before: before } = filters
  if (seenAfter) {
    narrowing.push((params) => `v.first_seen_ms > ${params.add(Date.parse(seenAfter), 'bigint')}`)
  }
  if (after) narrowing.push((params) => `v.started_ms >= ${params.add(dayStart(after), 'bigint')}`)
  if (before) {
    narrowing.push((params) => `v.started_ms < ${params.add(dayStart(before) + DAY_MS, 'bigint')}`)
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
