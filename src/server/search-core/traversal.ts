import type { Sort } from '../../contract/enums'
import type { TextStats } from './bm25'

const SORT_CODES: Record<Sort, number> = { newest: 0, oldest: 1, longest_running: 2, most_relevant: 3 }
/** Version 2: the watermark and the last ad are change positions, valid on every node and across compactions. */
const VERSION = 2

/**
 * Where a traversal stands, produced and read only by the index. The service signs it into an opaque
 * cursor, so a client cannot forge one, but the index still checks the shape it gets back.
 */
export type PagePosition = Readonly<Record<string, number>>

/** Thrown for a position the index cannot continue from (another sort, another store, too old). */
export class InvalidPositionError extends Error {}

/**
 * What stays fixed from a traversal's first page to its last: the change position its first page saw
 * (ads written later are not in it; ads replaced later still are, as they were), the clock for running
 * days, the total, and the text statistics behind scores.
 */
export interface Traversal {
  /** Every change up to this position, and none after it, was in the index at the first page. */
  seen: number
  now: number
  total: number
  stats: TextStats
  /** Rank key of the last ad of the previous page, and the change position of that ad's version. */
  after: { key: number; position: number }
}

export function toPosition(sort: Sort, traversal: Traversal): PagePosition {
  return {
    v: VERSION,
    s: SORT_CODES[sort],
    w: traversal.seen,
    n: traversal.now,
    t: traversal.total,
    m: traversal.stats.documents,
    a: traversal.stats.averageLength,
    k: traversal.after.key,
    d: traversal.after.position,
  }
}

/** Reads a position back, refusing one from another sort or version, or with numbers out of range. */
export function fromPosition(position: PagePosition, sort: Sort): Traversal {
  const { v, s, w, n, t, m, a, k, d } = position
  const numbers = [v, s, w, n, t, m, a, k, d]
  if (!numbers.every((value) => typeof value === 'number' && Number.isFinite(value))) {
    throw new InvalidPositionError('cursor is incomplete')
  }
  if (v !== VERSION || s !== SORT_CODES[sort])
    throw new InvalidPositionError('cursor belongs to another sort')
  const whole = (value: number | undefined) => Number.isInteger(value) && value! >= 0
  if (!whole(w) || !whole(t) || !whole(d) || !whole(m)) throw new InvalidPositionError('cursor is damaged')
  return {
    seen: w!,
    now: n!,
    total: t!,
    stats: { documents: m!, averageLength: a! },
    after: { key: k!, position: d! },
  }
}
