import type { ListFilterName, SearchFilters } from '../../contract/filters'
import { type Keywords, parseKeywords } from '../../contract/keywords'
import { DAY_MS } from '../index/ad-dates'
import { quoted } from '../records/postgres/word-vectors'
import { rowConditions, type Sql } from './match-sql'
import type { Query } from './sql-params'
import { BIT_KIND, EXACT_DAYS, monthOf, monthStart, SPAN_DAYS } from './tables/search-bits'
import { TUNING } from './tuning'
import { type WordFacts, wordFacts } from './word-facts'

/**
 * One of the conditions a search ANDs together, in the shapes counting can use (count-sql.ts):
 * - `bits`: which bitmaps of `search_bits` (as `b`) hold its matches, their union;
 * - `rest`: its matches outside those bitmaps, as row conditions (over `search_current v`) that an
 *   index finds, each apart from the others; absent when the bitmaps hold every match, and the
 *   whole condition when no bitmap does;
 * - `row`: the whole condition on a row.
 */
export interface Part {
  bits?: Sql
  rest?: Sql[]
  row: Sql
  /**
   * The part's bitmap is the complement of those `bits` selects (within `live`): they are the
   * ads it leaves out, when those are far fewer bitmaps to OR than the ones it keeps.
   */
  outside?: boolean
  /**
   * The rare words whose rows `rest` finds, every one of them and no other (a prefix's rare
   * expansions): a page by relevance reads those rows whole, as no bitmap says how often they
   * hold the word.
   */
  rareWords?: string[]
  /**
   * PostgreSQL overrates how many rows `rest` holds (a long OR of rare words), and would scan the
   * whole table for them rather than use their index.
   */
  overrated?: boolean
}

/**
 * The search split into parts (but `omit`'s, for its facet). List values, activity, running days
 * and common words are answered by bitmaps (running days but the edges of the asked span); rare
 * words, phrases, domain, advertiser and dates by rows, which an index finds.
 */
export async function matchParts(
  query: Query,
  filters: SearchFilters,
  now: number,
  omit?: ListFilterName,
  /** The keywords and their words' facts, when the search has them already (search-context.ts). */
  known?: { keywords: Keywords; words: WordFacts },
): Promise<Part[]> {
  const conditions = rowConditions(filters, now, omit)
  // Words first: counting tests each row outside a part's bitmaps against the whole of the parts
  // after it (count-sql.ts), and a word's whole condition sent PostgreSQL through the word index
  // for every row holding it (100 ms for "made" at a million ads) where a date is a column read.
  const parts: Part[] = []
  if (filters.query) {
    const keywords = known?.keywords ?? parseKeywords(filters.query)
    parts.push(...wordParts(keywords, known?.words ?? (await wordFacts(query, keywords))))
  }
  for (const [name, row] of Object.entries(conditions.lists)) {
    const values: readonly string[] = filters[name as ListFilterName]
    parts.push({
      bits: (params) =>
        `b.kind = ${params.add(name, 'text')} AND b.value = ANY(${params.add(values, 'text[]')})`,
      row,
    })
  }
  if (conditions.active) {
    const active = String(filters.active)
    parts.push({
      bits: (params) => `b.kind = '${BIT_KIND.active}' AND b.value = ${params.add(active, 'text')}`,
      row: conditions.active,
    })
  }
  if (conditions.running && filters.min_running_days) {
    parts.push(await runningPart(query, filters.min_running_days, now, conditions.running))
  }
  for (const row of conditions.narrowing) parts.push({ rest: [row], row })
  return parts
}

/**
 * Running at least `days` days by `now`: ads still running that started in a month wholly before
 * the cutoff, and stopped ads whose time run (in days, or 32-day spans past 64 days) is wholly at or
 * above it, are bitmaps; the cutoff's month, and past 64 days the span it falls in, are rows, found
 * by the running and stopped indexes.
 *
 * Every current ad is in exactly one of these bitmaps (search-bits.ts keysOf), so the ads kept are
 * also those outside the bitmaps of the months from the cutoff's on and of the shorter runs. A week
 * keeps nearly every bitmap (126 of 133 values at a million ads, 23 ms to OR) and leaves out 8, so
 * the side with fewer bitmap chunks is read.
 */
async function runningPart(query: Query, days: number, now: number, row: Sql): Promise<Part> {
  const cutoff = now - days * DAY_MS
  const month = monthOf(cutoff)
  // The first bitmap of stopped ads that all ran `days` or more (search-bits.ts ranForValue).
  const spans = Math.ceil((days - EXACT_DAYS) / SPAN_DAYS)
  const firstValue = days < EXACT_DAYS ? days : EXACT_DAYS + spans
  const firstDays = days < EXACT_DAYS ? days : EXACT_DAYS + spans * SPAN_DAYS
  const ranFor = '-greatest(0, v.ended_ms - v.started_ms)'
  const rest: Sql[] = [
    (params) =>
      `v.ended_ms IS NULL AND v.started_ms >= ${params.add(monthStart(month), 'bigint')} AND v.started_ms <= ${params.add(cutoff, 'bigint')}`,
  ]
  if (firstDays > days) {
    rest.push(
      (params) =>
        `v.ended_ms IS NOT NULL AND ${ranFor} <= ${params.add(-days * DAY_MS, 'bigint')} AND ${ranFor} > ${params.add(-firstDays * DAY_MS, 'bigint')}`,
    )
  }
  // CASE, so that a value is read as a number only for these kinds.
  const kept = (monthBefore: string, ranAtLeast: string) => `CASE b.kind
      WHEN '${BIT_KIND.runningSince}' THEN b.value::int < ${monthBefore}
      ELSE b.value::int >= ${ranAtLeast} END`
  const ofThese = `b.kind IN ('${BIT_KIND.runningSince}', '${BIT_KIND.ranFor}')`
  const [chunks] = await query<{ kept: number; left: number }>(
    `SELECT count(*) FILTER (WHERE ${kept('$1', '$2')})::int AS kept,
       count(*) FILTER (WHERE NOT ${kept('$1', '$2')})::int AS left
     FROM search_bits b WHERE ${ofThese}`,
    [month, firstValue],
  )
  const outside = chunks!.left < chunks!.kept
  const bits: Sql = (params) => {
    const condition = kept(params.add(month, 'int'), params.add(firstValue, 'int'))
    return `${ofThese} AND ${outside ? `NOT ${condition}` : condition}`
  }
  return { bits, outside, rest, row }
}

/**
 * The keywords: each common term a bitmap; the last term, when a prefix, the bitmaps of its common
 * expansions and rows for its rare ones; rare terms and phrases together one row condition.
 */
function wordParts(keywords: Keywords, { dense, expansions }: WordFacts): Part[] {
  const { terms, phrases, lastTermIsPrefix } = keywords
  const prefix = lastTermIsPrefix ? terms[terms.length - 1] : undefined
  const exact = terms.filter((term) => term !== prefix)
  const parts: Part[] = []
  const rare: string[] = []
  for (const term of exact) {
    if (!dense.has(term)) rare.push(quoted(term))
    else parts.push({ bits: wordBits([term]), row: holds(quoted(term)) })
  }
  if (prefix !== undefined) {
    const common = expansions.filter((e) => e.dense).map((e) => e.word)
    const uncommon = expansions.filter((e) => !e.dense).map((e) => e.word)
    if (common.length === 0) rare.push(`${quoted(prefix)}:*`)
    else {
      // Named, the rare expansions' rows are found with those also holding a common one (in the
      // bitmaps already, so the match is the same), as a page by relevance must read them all.
      // Each word a query of its own in one array: as one query ORing them, PostgreSQL tested each
      // row found against all of them ("co": 1,772 words, 33,000 rows, 1.4-2.1 s, now 0.24-0.5 s).
      const rest: Sql =
        uncommon.length <= TUNING.mostNamedExpansions
          ? holdsAny(uncommon.map(quoted))
          : (params) =>
              `${holds(`${quoted(prefix)}:*`)(params)} AND NOT ${holds(common.map(quoted).join(' | '))(params)}`
      parts.push({
        bits: wordBits(common),
        ...(uncommon.length > 0 && { rest: [rest] }),
        ...(uncommon.length > 0 && uncommon.length <= TUNING.mostNamedExpansions && { rareWords: uncommon }),
        row: holds(`${quoted(prefix)}:*`),
        overrated: uncommon.length > 1,
      })
    }
  }
  for (const phrase of phrases) rare.push(`(${phrase.map(quoted).join(' <-> ')})`)
  if (rare.length > 0) {
    const row = holds(rare.join(' & '))
    parts.push({ rest: [row], row })
  }
  return parts
}

/** The row's words match a tsquery. */
const holds =
  (tsquery: string): Sql =>
  (params) =>
    `v.doc @@ ${params.add(tsquery, 'tsquery')}`

/** The row's words match one of the tsqueries. */
const holdsAny =
  (tsqueries: string[]): Sql =>
  (params) =>
    `v.doc @@ ANY(${params.add(tsqueries, 'tsquery[]')})`

const wordBits =
  (words: string[]): Sql =>
  (params) =>
    `b.kind = '${BIT_KIND.word}' AND b.value = ANY(${params.add(words, 'text[]')})`
