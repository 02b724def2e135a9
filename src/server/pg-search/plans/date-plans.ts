import { DAY_MS } from '../../index/ad-dates'
import { positionMatch, runningMatches } from '../count-sql'
import { fewByRareWords, fewFromBits } from '../few-matches'
import type { Part } from '../match-parts'
import { matchSql } from '../match-sql'
import { dateOrder, longestRunningSql, sortedPageSql } from '../page-sql'
import { factsOf, type SearchContext } from '../search-context'
import { positionIn, SqlParams } from '../sql-params'
import { visibleSql } from '../visible-sql'
import { firstWalkUpTo } from './choose-plan'
import type { Ranked, Refused } from './ranked'

/** noMatches: the bitmaps counted no current match, so there is no page to look for. */
export async function noMatches(): Promise<Ranked> {
  return []
}

/**
 * sortFew: the matches' positions read from the bitmaps, sorted by date and looked up by position
 * (few-matches.ts), rather than a walk along a date index that may pass every other ad first.
 */
export async function sortFew(context: SearchContext): Promise<Ranked | Refused> {
  const { query, parts, outside, total, tuning, sort, clock, previous, limit } = context
  const sorted = await fewFromBits(query, parts, total, tuning.sortUpTo, outside)
  if (!sorted) return { refused: 'the bitmaps do not hold every match' }
  const params = new SqlParams()
  const order = dateOrder(sort === 'most_relevant' ? 'newest' : sort, clock, params)
  return query(sortedPageSql(sorted, order, previous?.after, limit + 1, params), params.values)
}

/**
 * dateWalkOnBits: a walk along the order's index that needs each entry's position alone, tested
 * against the matches' bitmaps (count-sql.ts positionMatch): it reads no row it does not return.
 * Tried before sortFew, it walks so many entries at most, and gives up when they hold no page.
 */
export async function dateWalkOnBits(context: SearchContext): Promise<Ranked | Refused> {
  const { query, seen, parts, outside, sort, filters, limit, tuning } = context
  const params = new SqlParams()
  const visible = visibleSql(seen, true, params)
  const match = await positionMatch(query, parts, params, outside)
  if (match === undefined) return { refused: 'a part has no bitmap' }
  const walk =
    sort === 'longest_running' && filters.active !== undefined ? await walksToTake(context, parts) : undefined
  const upTo = firstWalkUpTo(factsOf(context), tuning)
  const page = await datePage(context, { visible, match, params, walk, upTo })
  // Fewer than a page within the entries walked: the matches lie further on, or there are no more.
  if (upTo !== undefined && page.length < limit + 1) {
    return { refused: `${page.length} of a page within ${upTo.toLocaleString('en')} entries` }
  }
  return page
}

/**
 * rareWordsByDate: a rare word's few rows, found by the word index, sorted by date. Left to
 * itself, PostgreSQL misjudges how few they are and walks a date index testing every row it passes
 * (few-matches.ts).
 */
export async function rareWordsByDate(context: SearchContext): Promise<Ranked | Refused> {
  const { query, filters, seen, unchanged, clock, tuning } = context
  const params = new SqlParams()
  const visible = visibleSql(seen, unchanged, params)
  const few = await fewByRareWords(query, filters.query, seen, unchanged, tuning.rareRowsUpTo)
  if (!few) return { refused: 'more rare rows than rareRowsUpTo' }
  const match = `${positionIn(few, params)} AND ${matchSql(filters, clock, params)}`
  return datePage(context, { visible, match, params })
}

/** dateWalk: a walk along the order's index, testing each row it passes against the filters. */
export async function dateWalk(context: SearchContext): Promise<Ranked> {
  const { seen, unchanged, filters, clock } = context
  const params = new SqlParams()
  const visible = visibleSql(seen, unchanged, params)
  return datePage(context, { visible, match: matchSql(filters, clock, params), params })
}

/** One more than a page of matches in a date order, after the cursor, along the order's index. */
async function datePage(
  { query, sort, clock, previous, limit, filters }: SearchContext,
  {
    visible,
    match,
    params,
    walk,
    upTo,
  }: {
    visible: string
    match: string
    params: SqlParams
    walk?: { running: boolean; stopped: boolean }
    /** Entries of the order's index to walk at most (newest or oldest only, without running days). */
    upTo?: number
  },
): Promise<Ranked> {
  if (sort === 'longest_running' && visible === 'search_current') {
    return query(longestRunningSql(match, clock, previous?.after, limit + 1, params, walk), params.values)
  }
  // Relevance without keywords to rank by is newest first.
  const newest = sort === 'newest' || sort === 'most_relevant'
  const order = dateOrder(newest ? 'newest' : sort, clock, params)
  const cursor = previous ? `AND ${order.after(previous.after.key, previous.after.position)}` : ''
  const page = (where: string) =>
    `SELECT v.position, ${order.key} AS key FROM ${visible} v WHERE ${where} ${cursor}
     ORDER BY ${order.orderBy} LIMIT ${limit + 1}`
  if (upTo !== undefined) {
    // The first `upTo` entries after the cursor, from the index alone, tested as they come: the
    // outer order is the walk's own, so PostgreSQL stops at a page without sorting.
    return query(
      `SELECT v.position, ${order.key} AS key FROM (
         SELECT v.position, v.started_ms FROM ${visible} v WHERE true ${cursor}
         ORDER BY ${order.orderBy} LIMIT ${params.add(upTo, 'int8')}
       ) AS v WHERE ${match} ORDER BY ${order.orderBy} LIMIT ${limit + 1}`,
      params.values,
    )
  }
  const minRunningDays = filters.min_running_days
  if (!newest || !minRunningDays || visible !== 'search_current') {
    return query(page(match), params.values)
  }
  // An ad that ran the days asked for started at least that long before the clock, unless its end
  // is set after the clock: the walk starts at that cutoff, not past every ad started since (137,000
  // in the last week at a million ads), and the few ends after the clock have an index of their own.
  const cutoff = params.add(clock - minRunningDays * DAY_MS, 'bigint')
  const ending = params.add(clock, 'bigint')
  return query(
    `SELECT * FROM ((${page(`${match} AND v.started_ms <= ${cutoff}`)})
       UNION ALL (${page(`${match} AND v.started_ms > ${cutoff} AND v.ended_ms > ${ending}`)})) AS v
     ORDER BY v.key, v.position DESC LIMIT ${limit + 1}`,
    params.values,
  )
}

/**
 * Which walks by longest running can find one of the `total` matches, from the bitmaps. Asked when
 * the search filters by activity, which goes with running: with the active ads asked for, none had
 * stopped, and the walk of the stopped ones passed all 777,000 of them for nothing (143 ms at a
 * million ads). Otherwise both walks find matches, and the question would cost every page 5–15 ms.
 */
async function walksToTake({ query, total, outside }: SearchContext, parts: Part[]) {
  const running = await runningMatches(query, parts, outside)
  return running === undefined ? undefined : { running: running > 0, stopped: running < total }
}
