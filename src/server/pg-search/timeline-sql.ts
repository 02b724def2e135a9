import type { SearchFilters } from '../../contract/filters'
import type { StartDays } from '../index/start-days'
import { dayOf } from '../records/postgres/search-start-days'
import { dayNumber } from '../service/timeline-bars'
import { matchBits } from './count-sql'
import { matchParts } from './match-parts'
import { matchSql } from './match-sql'
import { type Query, SqlParams } from './sql-params'

/**
 * How many current ads meeting `filters` started each day, in the snapshot `query` reads.
 *
 * When the bitmaps hold every part of the search (list values, activity, running days, common
 * words), the matches are those bitmaps ANDed, and each match's day is read from the days kept by
 * position (search-start-days.ts): a chunk's matches and days come as two byte strings and are
 * counted here, some 10 ms a million positions. Counting rows instead read every match: 0.5–1 s
 * for "the" or TikTok alone at a million ads, even by an index holding the dates. The start-date
 * range is whole days, so it is applied to the days counted rather than made a condition on rows.
 *
 * Otherwise a part only rows answer (a rare word, an advertiser, a domain) finds its few rows
 * through its index, and they are grouped by day in SQL.
 */
export async function startDaysOf(query: Query, filters: SearchFilters, now: number): Promise<StartDays> {
  const { started_after: from, started_before: to, ...rest } = filters
  const parts = await matchParts(query, rest, now)
  const matches = await matchBits(query, parts)
  if (!matches) return startDaysByRows(query, filters, now)
  const params = new SqlParams()
  // varbit_send: the chunk's bits as bytes (after 4 of length), a quarter of its text of 0s and 1s.
  const chunks = await query<{ chunk: number; bits: Buffer; days: Buffer }>(
    `SELECT m.chunk, varbit_send(m.bits) AS bits, d.days
     FROM ${matches(params)} AS m JOIN search_start_days d USING (chunk)
     WHERE bit_count(m.bits) > 0`,
    params.values,
  )
  const fromDay = from ? dayNumber(from) : Number.NEGATIVE_INFINITY
  const toDay = to ? dayNumber(to) : Number.POSITIVE_INFINITY
  const counted = new Map<number, number>()
  for (const { bits, days } of chunks) {
    for (let byte = 4; byte < bits.length; byte++) {
      let set = bits[byte]!
      while (set !== 0) {
        // The highest bit first: bit 0 of a PostgreSQL bit string is the first byte's highest.
        const high = 31 - Math.clz32(set)
        set &= ~(1 << high)
        const day = dayOf(days, (byte - 4) * 8 + 7 - high)
        if (day !== undefined && day >= fromDay && day <= toDay) counted.set(day, (counted.get(day) ?? 0) + 1)
      }
    }
  }
  return daysFrom(counted)
}

/** Every match read and grouped by the day it started, when a part of the search has no bitmap. */
async function startDaysByRows(query: Query, filters: SearchFilters, now: number): Promise<StartDays> {
  const params = new SqlParams()
  const rows = await query<{ day: number; ads: number }>(
    `SELECT floor(v.started_ms / 86400000.0)::int AS day, count(*)::int AS ads
     FROM search_current v WHERE ${matchSql(filters, now, params)} GROUP BY 1`,
    params.values,
  )
  return daysFrom(new Map(rows.map(({ day, ads }) => [day, ads])))
}

function daysFrom(counted: Map<number, number>): StartDays {
  if (counted.size === 0) return { firstDay: 0, counts: new Uint32Array(0) }
  const days = [...counted.keys()]
  const firstDay = Math.min(...days)
  const counts = new Uint32Array(Math.max(...days) - firstDay + 1)
  for (const [day, ads] of counted) counts[day - firstDay] = ads
  return { firstDay, counts }
}
