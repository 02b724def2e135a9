import type { SharedMatches } from './relevance-classes'
import { type After, bestOf, type Candidate, isAfter } from './scored-rows'
import { positionIn, type Query, SqlParams } from './sql-params'

/**
 * Ranking by relevance, the classes with few matches (relevance-walks.ts): their lengths looked up
 * by position from the primary key alone (it holds `len`, migration 0016), each match scored by
 * its class at that length. A lookup costs some fifteen index entries of a walk along the length
 * index (2.0–2.4 µs against 0.12–0.18 at a million ads), and a walk can pass hundreds of thousands of
 * entries for none of the class's rows when they are all longer than the page needs: rows holding
 * a word twice tend to be long ("why everyone": 389,000 entries for 2,480 matches, 45 ms, against
 * 5 ms looked up).
 */

/** The classes' scores at a length, and which classes hold the matches more than one holds. */
export interface ClassScores {
  /** Class `k`'s score at a length: its rows' score there, when it is their best class. */
  at: ((length: number) => number)[]
  /** Which classes hold the matches more than one class holds. */
  shared: SharedMatches
}

/**
 * The best `count` after the cursor of the given classes' matches (`members[k]`), none longer than
 * `longest` when given. A match scores the best of its classes at its length: a row's score is
 * its best class's, added in the same order as the SQL and text-index.ts add it.
 */
export async function lookedUpRows(
  query: Query,
  looked: { k: number; members: number[] }[],
  scores: ClassScores,
  { after, count, longest }: { after: After; count: number; longest?: number },
): Promise<Candidate[]> {
  const classOf = new Map<number, number>()
  for (const { k, members } of looked) for (const position of members) classOf.set(position, k)
  if (classOf.size === 0) return []
  // The rows back as one string: far cheaper for node-postgres than thousands of rows.
  const params = new SqlParams()
  const [row] = await query<{ found: string | null }>(
    `SELECT string_agg(v.position || ' ' || v.len, ' ') AS found FROM search_current v
     WHERE ${positionIn([...classOf.keys()], params)}`,
    params.values,
  )
  const numbers = row?.found ? row.found.split(' ') : []
  const found: Candidate[] = []
  for (let i = 0; i < numbers.length; i += 2) {
    const position = Number(numbers[i])
    const length = Number(numbers[i + 1])
    if (longest !== undefined && length > longest) continue
    const holding = scores.shared.classesOf(position) ?? [classOf.get(position)!]
    let score = 0
    for (const k of holding) score = Math.max(score, scores.at[k]!(length))
    if (isAfter(position, score, after)) found.push({ position, score })
  }
  return bestOf(count, found)
}

/**
 * How many current versions are at most each length long, as PostgreSQL's statistics estimate it
 * (undefined without them): a walk along the length index up to a length passes about that many
 * entries when the class holds none of them.
 */
export async function versionsUpTo(query: Query): Promise<((length: number) => number) | undefined> {
  const [stats] = await query<{
    values: number[] | null
    shares: number[] | null
    bounds: number[] | null
    rows: number
  }>(
    `SELECT s.most_common_vals::text::int[] AS values, s.most_common_freqs AS shares,
       s.histogram_bounds::text::int[] AS bounds,
       (SELECT c.reltuples FROM pg_class c WHERE c.oid = 'search_current'::regclass)::float8 AS rows
     FROM pg_stats s
     WHERE s.schemaname = current_schema() AND s.tablename = 'search_current' AND s.attname = 'len'`,
    [],
  )
  if (!stats || stats.rows <= 0) return undefined
  const values = stats.values ?? []
  const shares = stats.shares ?? []
  const bounds = stats.bounds ?? []
  const commonShare = shares.reduce((sum, share) => sum + share, 0)
  return (length) => {
    let share = 0
    values.forEach((value, i) => {
      if (value <= length) share += shares[i]!
    })
    // The other values, in buckets of equal share between the histogram's bounds.
    if (bounds.length > 1) {
      const buckets = bounds.length - 1
      const under = bounds.filter((bound) => bound <= length).length
      share += ((1 - commonShare) * Math.max(0, Math.min(buckets, under - 0.5))) / buckets
    }
    return share * stats.rows
  }
}
