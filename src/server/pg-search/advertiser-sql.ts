import type { Ad } from '../../contract/ad'
import { LIST_FILTER_NAMES, type ListFilterName, noFilters } from '../../contract/filters'
import type { AdvertiserProfile } from '../../contract/stats'
import { DAY_MS } from '../index/ad-dates'
import { type AdvertiserFigures, mondayOf, type ValueCount, weeklyCounts } from '../index/advertiser-figures'
import { UNKNOWN_START_MS } from '../index/sort-dates'
import type { AdvertiserRequest } from '../service/ad-service'
import { advertiserProfile } from '../service/advertiser-profile'
import { dayNumber } from '../service/timeline-bars'
import { listColumn, matchSql } from './match-sql'
import { type Query, SqlParams } from './sql-params'

const WINNERS = 10
const WEEK_DAYS = 7

/**
 * An advertiser's dashboard figures over its current ads started in the range, counted by
 * PostgreSQL as the in-memory index counts them (advertiser-figures.ts): the mixes, launches by
 * week and format, ads running each week, and the longest-running ads. Null for an advertiser
 * with no current ads.
 */
export async function advertiserAnswer(query: Query, id: string, range: AdvertiserRequest, now: number) {
  const [advertiser] = await query<{ name: string }>(
    'SELECT name FROM search_advertisers WHERE advertiser_id = $1 AND live_ads > 0',
    [id],
  )
  if (!advertiser) return null
  const params = new SqlParams()
  const match = matchSql({ ...noFilters(), ...range, advertiser_id: id }, now, params)
  const at = params.add(now, 'bigint')
  const ended = `CASE WHEN v.ended_ms IS NULL THEN ${at} ELSE greatest(v.ended_ms, v.started_ms) END`
  const day = (ms: string) => `floor((${ms}) / 86400000.0)::int`
  // Ads whose start is unknown count as ads, but have no place in time (sort-dates.ts).
  const dated = `v.started_ms <> ${UNKNOWN_START_MS}`
  const [summary] = await query<{
    ads: number
    active: number
    first: number | null
    last: number | null
    last_day: number | null
  }>(
    `SELECT count(*)::int AS ads, count(*) FILTER (WHERE v.is_active)::int AS active,
       min(v.started_ms) FILTER (WHERE ${dated}) AS first, max(v.started_ms) FILTER (WHERE ${dated}) AS last,
       max(${day(ended)}) FILTER (WHERE ${dated}) AS last_day
     FROM search_current v WHERE ${match}`,
    params.values,
  )
  const mixParams = new SqlParams()
  const mixMatch = matchSql({ ...noFilters(), ...range, advertiser_id: id }, now, mixParams)
  const counted = await query<{ list: string; value: string; count: number }>(
    `SELECT list, value, count(*)::int AS count FROM (
       ${[...LIST_FILTER_NAMES, 'ctas' as const, 'domains' as const]
         .map(
           (list) =>
             `SELECT '${list}' AS list, ${valuesOf(list)} AS value FROM search_current v WHERE ${mixMatch}`,
         )
         .join(' UNION ALL ')}
     ) AS mix WHERE value <> '' GROUP BY list, value`,
    mixParams.values,
  )
  const weeks = await query<{ format: string; from_day: number; to_day: number; count: number }>(
    `SELECT v.format, ${day('v.started_ms')} AS from_day, ${day(ended)} AS to_day, count(*)::int AS count
     FROM search_current v WHERE ${match} AND ${dated} GROUP BY 1, 2, 3`,
    params.values,
  )
  const winners = await query<{ position: number }>(
    `SELECT v.position FROM search_current v WHERE ${match}
     ORDER BY greatest(0, coalesce(v.ended_ms, ${at}) - v.started_ms) DESC, v.position DESC LIMIT ${WINNERS}`,
    params.values,
  )
  const ads = summary!.ads
  const firstStarted = summary!.first ?? Number.NaN
  const fromDay = range.started_after
    ? dayNumber(range.started_after)
    : summary!.first !== null
      ? Math.floor(firstStarted / DAY_MS)
      : 0
  const toDay = range.started_before
    ? dayNumber(range.started_before)
    : summary!.last_day !== null
      ? summary!.last_day
      : fromDay - 1
  const firstWeek = mondayOf(fromDay)
  const weekCount = toDay < fromDay ? 0 : (mondayOf(toDay) - firstWeek) / WEEK_DAYS + 1
  const figures: AdvertiserFigures & { name: string } = {
    name: advertiser.name,
    ads,
    active: summary!.active,
    firstStarted,
    lastStarted: summary!.last ?? Number.NaN,
    lists: Object.fromEntries(LIST_FILTER_NAMES.map((list) => [list, mix(counted, list)])) as Record<
      ListFilterName,
      ValueCount[]
    >,
    ctas: mix(counted, 'ctas'),
    domains: mix(counted, 'domains'),
    firstWeek,
    ...weeklyCounts(
      weeks.map(({ format, from_day, to_day, count }) => ({
        format,
        startWeek: (mondayOf(from_day) - firstWeek) / WEEK_DAYS,
        endWeek: (mondayOf(to_day) - firstWeek) / WEEK_DAYS,
        count,
      })),
      weekCount,
    ),
    winners: [],
  }
  return {
    winnerPositions: winners.map((row) => row.position),
    profile: (winnerAds: Ad[]): AdvertiserProfile => advertiserProfile(id, figures, winnerAds),
  }
}

/** The values one mix counts, one row per value an ad carries. */
function valuesOf(list: ListFilterName | 'ctas' | 'domains'): string {
  if (list === 'ctas') return 'v.cta'
  if (list === 'domains') return 'v.host'
  const { column, many } = listColumn(list)
  return many ? `unnest(v.${column})` : `v.${column}`
}

const mix = (rows: { list: string; value: string; count: number }[], list: string): ValueCount[] =>
  rows
    .filter((row) => row.list === list)
    .map(({ value, count }) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
