import type { Sort } from '../../contract/enums'
import type { SqlParams } from './sql-params'

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
