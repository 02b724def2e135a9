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

/**
 * The conditions a row (as `v`) must meet to match the filters, but `omit` (a facet counts without
 * its own filter), joined by AND; `true` when nothing narrows. `now` is the clock running days are
 * counted to.
 */
export function matchSql(
  filters: SearchFilters,
  now: number,
  params: SqlParams,
  omit?: ListFilterName,
): string {
  const conditions: string[] = []
  const words = keywordQuery(filters.query)
  if (words) conditions.push(`v.doc @@ ${params.add(words, 'tsquery')}`)
  for (const name of Object.keys(LIST_COLUMNS) as ListFilterName[]) {
    const values: readonly string[] = filters[name]
    if (name === omit || values.length === 0) continue
    const { column, many } = LIST_COLUMNS[name]
    conditions.push(
      many
        ? `v.${column} && ${params.add(values, 'text[]')}`
        : `v.${column} = ANY(${params.add(values, 'text[]')})`,
    )
  }
  if (filters.active !== undefined) conditions.push(`v.is_active = ${params.add(filters.active)}`)
  if (filters.min_running_days) {
    conditions.push(
      `greatest(0, coalesce(v.ended_ms, ${params.add(now, 'bigint')}) - v.started_ms) >= ${params.add(filters.min_running_days * DAY_MS, 'bigint')}`,
    )
  }
  if (filters.domain) {
    const domain = params.add(filters.domain, 'text')
    conditions.push(`(v.host = ${domain} OR right(v.host, length(${domain}) + 1) = '.' || ${domain})`)
  }
  if (filters.advertiser_id) conditions.push(`v.advertiser_id = ${params.add(filters.advertiser_id, 'text')}`)
  if (filters.first_seen_after) {
    conditions.push(`v.first_seen_ms > ${params.add(Date.parse(filters.first_seen_after), 'bigint')}`)
  }
  if (filters.started_after) {
    conditions.push(`v.started_ms >= ${params.add(dayStart(filters.started_after), 'bigint')}`)
  }
  if (filters.started_before) {
    conditions.push(`v.started_ms < ${params.add(dayStart(filters.started_before) + DAY_MS, 'bigint')}`)
  }
  return conditions.length > 0 ? conditions.join(' AND ') : 'true'
}

/** Midnight UTC of an ISO date, in ms. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`)
