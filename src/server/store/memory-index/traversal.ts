import type { Sort } from '../../../contract/enums'
import { InvalidPositionError, type PagePosition } from '../ad-store'
import type { TextStats } from './text-index'

const SORT_CODES: Record<Sort, number> = { newest: 0, oldest: 1, longest_running: 2, most_relevant: 3 }
const VERSION = 1

/**
 * What stays fixed from a traversal's first page to its last: the ads that existed then (below
 * the watermark), the clock for running days, the total, and the text statistics behind scores.
 * Later pages reuse them, so ads inserted meanwhile neither appear twice nor shift the order.
 */
export interface Traversal {
  watermark: number
  now: number
  total: number
  stats: TextStats
  /** Rank of the last ad of the previous page. */
  after: { key: number; tie: number }
}

export function toPosition(sort: Sort, traversal: Traversal): PagePosition {
  return {
    v: VERSION,
    s: SORT_CODES[sort],
    w: traversal.watermark,
    n: traversal.now,
    t: traversal.total,
    m: traversal.stats.documents,
    a: traversal.stats.averageLength,
    k: traversal.after.key,
    d: traversal.after.tie,
  }
}

/** Reads a position back, refusing one from another sort, another store version, or a larger index. */
export function fromPosition(position: PagePosition, sort: Sort, indexSize: number): Traversal {
  const { v, s, w, n, t, m, a, k, d } = position
  const numbers = [v, s, w, n, t, m, a, k, d]
  if (!numbers.every((value) => typeof value === 'number' && Number.isFinite(value))) {
    throw new InvalidPositionError('cursor is incomplete')
  }
  if (v !== VERSION || s !== SORT_CODES[sort])
    throw new InvalidPositionError('cursor belongs to another sort')
  if (!Number.isInteger(w) || w! < 0 || w! > indexSize || !Number.isInteger(t) || t! < 0) {
    throw new InvalidPositionError('cursor belongs to another index')
  }
  return {
    watermark: w!,
    now: n!,
    total: t!,
    stats: { documents: m!, averageLength: a! },
    after: { key: k!, tie: d! },
  }
}
