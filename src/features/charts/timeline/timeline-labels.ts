import type { TimelineBar, TimelineInterval } from '../../../contract/stats'
import { countOf, formatDate, formatDateRange } from '../../../lib/format'

// Dates are written by lib/format's hand-made English formats, in UTC like the bars' days, so the
// chart names a day exactly as the date chips and cards do (and needs no Intl locale data).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "2026-03-01" -> "March 2026". */
function monthOf(day: string): string {
  const [year, month] = day.split('-')
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`
}

/** The period a bar covers, as a person says it: "Mar 2, 2026", "Week of Mar 2, 2026", "March 2026". */
export function periodName(bar: Pick<TimelineBar, 'start'>, interval: TimelineInterval): string {
  if (interval === 'month') return monthOf(bar.start)
  return interval === 'week' ? `Week of ${formatDate(bar.start)}` : formatDate(bar.start)
}

/** A bar's accessible name: "Week of Mar 2, 2026: 340 ads started". */
export function barName(bar: TimelineBar, interval: TimelineInterval): string {
  return `${periodName(bar, interval)}: ${countOf(bar.count, 'ad')} started`
}

/** Under the chart's ends, short enough for a phone: "Mar 2, 2026", or "Mar 2026" for months. */
export function axisLabel(bar: Pick<TimelineBar, 'start'>, interval: TimelineInterval): string {
  return interval === 'month' ? monthOf(bar.start).replace(/^(\w{3})\w*/, '$1') : formatDate(bar.start)
}

/** A run of bars: "Mar 2 – 22, 2026: 1,020 ads"; a single bar reads as its period. */
export function runSummary(bars: TimelineBar[], interval: TimelineInterval): string {
  const first = bars[0]
  const last = bars.at(-1)
  if (!first || !last) return ''
  const count = bars.reduce((sum, bar) => sum + bar.count, 0)
  const period = bars.length === 1 ? periodName(first, interval) : formatDateRange(first.start, last.end)
  return `${period}: ${countOf(count, 'ad')}`
}

/** "Ads started per week". */
export function chartTitle(interval: TimelineInterval): string {
  return `Ads started per ${interval}`
}
