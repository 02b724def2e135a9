import type { Sort } from '../../contract/enums'
import { positionIn, type SqlParams } from './sql-params'

/** A date sort as SQL: the rank key the cursor keeps, the order, and what comes after a cursor. */
interface DateOrder {
  key: string
  orderBy: string
  after(key: number, position: number): string
}

/**
 * The date sorts, keyed as the in-memory index keys them (page-order.ts: ascending on key, then
 * tie), so that a cursor marks the same place in either engine: newest is (-started, -position),
 * oldest (started, position), longest running (-duration as of the traversal's clock, position).
 */
export function dateOrder(sort: Exclude<Sort, 'most_relevant'>, now: number, params: SqlParams): DateOrder {
  if (sort === 'oldest') {
    return {
      key: 'v.started_ms',
      orderBy: 'v.started_ms, v.position',
      after: (key, position) =>
        `(v.started_ms, v.position) > (${params.add(key, 'bigint')}, ${params.add(position, 'bigint')})`,
    }
  }
  if (sort === 'longest_running') {
    const duration = `greatest(0, coalesce(v.ended_ms, ${params.add(now, 'bigint')}) - v.started_ms)`
    return {
      key: `-${duration}`,
      orderBy: `${duration} DESC, v.position`,
      after: (key, position) => {
        const longest = params.add(-key, 'bigint')
        return `(${duration} < ${longest} OR (${duration} = ${longest} AND v.position > ${params.add(position, 'bigint')}))`
      },
    }
  }
  return {
    key: '-v.started_ms',
    orderBy: 'v.started_ms DESC, v.position DESC',
    after: (key, position) =>
      `(v.started_ms, v.position) < (${params.add(-key, 'bigint')}, ${params.add(position, 'bigint')})`,
  }
}

/**
 * One more than a page of the given positions' rows in a date order, after the cursor: the rows are
 * looked up by position (the primary key holds their dates) and sorted, never found along a date
 * index, which PostgreSQL would walk when it misjudges where along it the positions lie.
 */
export function sortedPageSql(
  positions: readonly number[],
  order: DateOrder,
  after: { key: number; position: number } | undefined,
  count: number,
  params: SqlParams,
): string {
  const cursor = after ? `WHERE ${order.after(after.key, after.position)}` : ''
  // OFFSET 0 keeps the lookup apart from the ORDER BY, so that no plan walks a date index.
  return `SELECT v.position, ${order.key} AS key FROM (
      SELECT v.position, v.started_ms, v.ended_ms FROM search_current v
      WHERE ${positionIn(positions, params)} OFFSET 0
    ) AS v ${cursor} ORDER BY ${order.orderBy} LIMIT ${count}`
}

/**
 * "Longest running" over the current rows as three walks merged, so that a page reads about a
 * page of rows from each index rather than sorting every match: ads running since before `now`
 * by start (key: start - now), those "starting" after it (key 0, ties by position), and stopped
 * ones by how long they ran (search_current_stopped). Keys are dateOrder's, so cursors agree.
 */
export function longestRunningSql(
  match: string,
  now: number,
  after: { key: number; position: number } | undefined,
  count: number,
  params: SqlParams,
  /**
   * Which walks can find a match, when known (one at least, as there are matches): the others would
   * pass every ad they hold for none.
   */
  walk: { running: boolean; stopped: boolean } = { running: true, stopped: true },
): string {
  const position = after && params.add(after.position, 'bigint')
  const walks: string[] = []
  if (walk.running) {
    const at = params.add(now, 'bigint')
    const running = after
      ? `AND (v.started_ms, v.position) > (${params.add(after.key + now, 'bigint')}, ${position})`
      : ''
    // Key 0 comes after every negative key; after a cursor at 0, only larger positions.
    const starting =
      !after || after.key < 0 ? '' : after.key === 0 ? `AND v.position > ${position}` : 'AND false'
    walks.push(
      `SELECT v.position, v.started_ms - ${at} AS key FROM search_current v
     WHERE v.ended_ms IS NULL AND v.started_ms <= ${at} AND ${match} ${running}
     ORDER BY v.started_ms, v.position LIMIT ${count}`,
      `SELECT v.position, 0::bigint AS key FROM search_current v
     WHERE v.ended_ms IS NULL AND v.started_ms > ${at} AND ${match} ${starting}
     ORDER BY v.position LIMIT ${count}`,
    )
  }
  if (walk.stopped) {
    const stopped = after
      ? `AND (-greatest(0, v.ended_ms - v.started_ms), v.position) > (${params.add(after.key, 'bigint')}, ${position})`
      : ''
    walks.push(
      `SELECT v.position, -greatest(0, v.ended_ms - v.started_ms) AS key FROM search_current v
     WHERE v.ended_ms IS NOT NULL AND ${match} ${stopped}
     ORDER BY -greatest(0, v.ended_ms - v.started_ms), v.position LIMIT ${count}`,
    )
  }
  return `SELECT * FROM (${walks.map((w) => `(${w})`).join('\n    UNION ALL\n    ')}) AS walks
    ORDER BY key, position LIMIT ${count}`
}
