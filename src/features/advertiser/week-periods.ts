import { FORMATS } from '../../contract/enums'
import type { AdvertiserWeek } from '../../contract/stats'
import type { Period } from '../charts/advertiser/launches-chart'

const DAY_MS = 86_400_000
const WEEK_MS = 7 * DAY_MS

/** Over two years of weeks a bar would be a pixel wide on a phone, so launches are drawn by month. */
export const MAX_WEEK_BARS = 104

/** A stretch of time on the charts' axis, as the launches chart draws it (a type only: no chart code comes along). */
export type { Period }

/** Epoch ms of a UTC day written `2026-03-02`. */
export const dayTime = (day: string) => Date.parse(`${day}T00:00:00.000Z`)

/** The middle of a week, where its point on the line of running ads sits (over its bar). */
export const weekMiddle = (week: Pick<AdvertiserWeek, 'start'>) => dayTime(week.start) + WEEK_MS / 2

/**
 * The bars of the launches chart: a week each, or a month each when there are more than
 * `MAX_WEEK_BARS` weeks (a week then counts in the month its Monday falls in).
 */
export function launchPeriods(weeks: readonly AdvertiserWeek[]): { byMonth: boolean; periods: Period[] } {
  const byMonth = weeks.length > MAX_WEEK_BARS
  const periods: Period[] = []
  for (const week of weeks) {
    const monday = new Date(dayTime(week.start))
    const start = byMonth ? Date.UTC(monday.getUTCFullYear(), monday.getUTCMonth(), 1) : monday.getTime()
    let period = periods.at(-1)
    if (!period || period.start !== start) {
      const end = byMonth ? Date.UTC(monday.getUTCFullYear(), monday.getUTCMonth() + 1, 1) : start + WEEK_MS
      period = { start, end, started: {}, total: 0 }
      periods.push(period)
    }
    for (const [format, count] of Object.entries(week.started)) {
      period.started[format] = (period.started[format] ?? 0) + count
      period.total += count
    }
  }
  return { byMonth, periods }
}

/** The formats the weeks started ads in: the contract's order, then any other (an unknown one) by name. */
export function formatsIn(weeks: readonly AdvertiserWeek[]): string[] {
  const seen = new Set(weeks.flatMap((week) => Object.keys(week.started)))
  const known: readonly string[] = FORMATS
  return [
    ...known.filter((format) => seen.has(format)),
    ...[...seen].filter((f) => !known.includes(f)).sort(),
  ]
}

/** The time both charts span, so a week's bar and its point on the line stand one over the other. */
export function timeDomain(periods: readonly Period[]): [number, number] | null {
  const first = periods[0]
  const last = periods.at(-1)
  return first && last ? [first.start, last.end] : null
}
