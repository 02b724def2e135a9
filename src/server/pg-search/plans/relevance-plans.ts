import { matchSql } from '../match-sql'
import { scoreSql } from '../relevance-sql'
import { relevanceByWalks } from '../relevance-walks'
import { scoreRowsOf } from '../scored-rows'
import type { SearchContext } from '../search-context'
import { SqlParams } from '../sql-params'
import { lookUpToFor } from '../tuning'
import { visibleSql } from '../visible-sql'
import type { Ranked, Refused } from './ranked'

/**
 * relevanceWalks: a page by relevance without scoring every match: walks along the length index,
 * one per class of matches, and lookups of the small classes (relevance-walks.ts).
 */
export function relevanceWalks(context: SearchContext): Promise<Ranked | Refused> {
  const { query, parts, outside, keywords, terms, common, rare, stats, previous, limit, documents, tuning } =
    context
  return relevanceByWalks(query, {
    parts,
    outside,
    keywords,
    terms,
    common,
    rare,
    stats,
    after: previous?.after,
    count: limit + 1,
    lookUpTo: lookUpToFor(tuning, limit + 1, documents),
    tuning,
  })
}

/** scoreHere: every match read whole and scored here, some 10 µs a row against 15–90 µs in SQL. */
export async function scoreHere(context: SearchContext): Promise<Ranked> {
  const { query, seen, unchanged, filters, clock, terms, stats, previous, limit } = context
  const params = new SqlParams()
  const visible = visibleSql(seen, unchanged, params)
  const match = matchSql(filters, clock, params)
  const found = await scoreRowsOf(
    query,
    { from: visible, where: match, params },
    { terms, stats, after: previous?.after, count: limit + 1 },
  )
  return found.map(({ position, score }) => ({ position, key: -score }))
}

/** scoreInSql: every match scored by PostgreSQL, as the score's SQL expression (relevance-sql.ts). */
export async function scoreInSql(context: SearchContext): Promise<Ranked> {
  const { query, seen, unchanged, filters, clock, terms, stats, previous, limit } = context
  const params = new SqlParams()
  const visible = visibleSql(seen, unchanged, params)
  const match = matchSql(filters, clock, params)
  const score = scoreSql(terms, stats, params)
  const cursor = previous
    ? `WHERE s.score < ${params.add(-previous.after.key, 'float8')} OR (s.score = ${params.add(-previous.after.key, 'float8')} AND s.position < ${params.add(previous.after.position, 'bigint')})`
    : ''
  return query(
    `SELECT s.position, -s.score AS key FROM (SELECT v.position, ${score} AS score FROM ${visible} v WHERE ${match}) AS s
     ${cursor} ORDER BY s.score DESC, s.position DESC LIMIT ${limit + 1}`,
    params.values,
  )
}
