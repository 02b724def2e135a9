import type { Timeline, TimelineBar, TimelineInterval } from '../../contract/stats'
import { DAY_MS } from '../index/ad-dates'
import { mondayOf } from '../index/advertiser-figures'
import { UNKNOWN_START_DAY } from '../index/sort-dates'
import type { StartDays } from '../index/start-days'

/** A timeline of more bars than this is refused when its interval is asked, shortened when chosen. */
export const MOST_BARS = 1_000
/** Up to about a quarter the bars are days, up to two years weeks, then months. */
const DAYS_UP_TO = 92
const WEEKS_UP_TO = 732

/** A range of days (since 1970-01-01), both ends included. */
export interface DaySpan {
  fromDay?: number | undefined
  toDay?: number | undefined
}

export class TooManyBarsError extends Error {}

/**
 * Groups the ads started each day into bars of a day, week (Monday to Sunday) or month, from the bar
 * of the asked range's first day (or the first ad's) to that of its last (or the last ad's), empty
 * bars included. Every counted day falls in a bar, so the bars add up to the ads counted, but for
 * those whose start is unknown (counted in the total, on no day).
 */
export function timelineBars(counted: StartDays, asked: DaySpan, interval?: TimelineInterval): Timeline {
  // The total is the search's; the bars hold the ads whose start is known.
  const total = counted.counts.reduce((sum, count) => sum + count, 0)
  const days = knownStarts(counted)
  const firstMatch = days.firstDay
  const lastMatch = days.firstDay + days.counts.length - 1
  const hasMatches = days.counts.length > 0
  let from = asked.fromDay ?? (hasMatches ? firstMatch : undefined)
  let to = asked.toDay ?? (hasMatches ? lastMatch : undefined)
  if (from === undefined || to === undefined || to < from)
    return { interval: interval ?? 'day', total, bars: [] }

  let chosen = interval ?? intervalFor(to - from + 1)
  if (barCount(chosen, from, to) > MOST_BARS) {
    if (interval)
      throw new TooManyBarsError(`at most ${MOST_BARS} bars; this range makes ${barCount(chosen, from, to)}`)
    // A range asked far wider than the ads (since 1970, say) is drawn over the ads' own span.
    if (!hasMatches) return { interval: chosen, total, bars: [] }
    from = Math.max(from, firstMatch)
    to = Math.min(to, lastMatch)
    chosen = intervalFor(to - from + 1)
  }

  const starts = barStarts(chosen, from, to)
  const first = starts[0]!
  const counts = new Array<number>(starts.length).fill(0)
  const barOf = BAR_OF[chosen]
  for (let i = 0; i < days.counts.length; i++) {
    const count = days.counts[i]!
    if (count > 0) counts[barOf(firstMatch + i, first)]! += count
  }
  const bars: TimelineBar[] = starts.map((start, i) => ({
    start: dayText(start),
    end: dayText((starts[i + 1] ?? nextStart(chosen, start)) - 1),
    count: counts[i]!,
  }))
  return { interval: chosen, total, bars }
}

const intervalFor = (spanDays: number): TimelineInterval =>
  spanDays <= DAYS_UP_TO ? 'day' : spanDays <= WEEKS_UP_TO ? 'week' : 'month'

/** The first day of the bar holding `day`. */
function barStart(interval: TimelineInterval, day: number): number {
  if (interval === 'day') return day
  if (interval === 'week') return mondayOf(day)
  const date = new Date(day * DAY_MS)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS
}

function nextStart(interval: TimelineInterval, start: number): number {
  if (interval === 'day') return start + 1
  if (interval === 'week') return start + 7
  const date = new Date(start * DAY_MS)
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY_MS
}

function barCount(interval: TimelineInterval, from: number, to: number): number {
  if (interval === 'day') return to - from + 1
  if (interval === 'week') return (mondayOf(to) - mondayOf(from)) / 7 + 1
  return monthNumber(to) - monthNumber(from) + 1
}

function barStarts(interval: TimelineInterval, from: number, to: number): number[] {
  const starts: number[] = []
  for (let start = barStart(interval, from); start <= to; start = nextStart(interval, start))
    starts.push(start)
  return starts
}

/** Which bar (counted from the one starting on `first`) a day falls in. */
const BAR_OF: Record<TimelineInterval, (day: number, first: number) => number> = {
  day: (day, first) => day - first,
  week: (day, first) => (mondayOf(day) - first) / 7,
  month: (day, first) => monthNumber(day) - monthNumber(first),
}

function monthNumber(day: number): number {
  const date = new Date(day * DAY_MS)
  return date.getUTCFullYear() * 12 + date.getUTCMonth()
}

export const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** Days since 1970-01-01 of a day written `2026-03-02`. */
export const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS)

/**
 * The days without the ads whose start is unknown: both engines count them on the day they sort by
 * (sort-dates.ts), before 1970, which would draw half a century of empty bars.
 */
function knownStarts(days: StartDays): StartDays {
  if (days.counts.length === 0 || days.firstDay > UNKNOWN_START_DAY) return days
  let first = UNKNOWN_START_DAY + 1 - days.firstDay
  while (first < days.counts.length && days.counts[first] === 0) first++
  return { firstDay: days.firstDay + first, counts: days.counts.subarray(first) }
}
