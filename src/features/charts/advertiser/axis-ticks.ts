const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Roughly how much room a date label takes on the axis, so labels never run into each other. */
const LABEL_PX = 64

export interface Tick {
  value: number
  label: string
}

/**
 * A date tick as a person reads an axis: the year at a new year, the month at a new month, else the
 * day ("Mar 3"). The span itself is written in the chart's caption, so the year is not repeated.
 */
export function dateLabel(time: number): string {
  const date = new Date(time)
  const month = date.getUTCMonth()
  const day = date.getUTCDate()
  if (day === 1) return month === 0 ? String(date.getUTCFullYear()) : MONTHS[month]!
  return `${MONTHS[month]} ${day}`
}

const DAY_MS = 86_400_000
const WEEK_MS = 7 * DAY_MS

/** Months between ticks, from monthly to once a decade: the first that fits the width is used. */
const MONTH_STEPS = [1, 3, 12, 24, 60, 120]

/**
 * Round dates across the domain, as many as fit the width: the first of the month, of a quarter or
 * of a year; over a few months, every week or few weeks on Mondays (where the bars begin). A domain
 * of weeks starts on a Monday.
 */
export function dateTicks(domain: [number, number], width: number): Tick[] {
  const count = Math.max(2, Math.floor(width / LABEL_PX))
  const [start, end] = domain
  const weeks = Math.max(1, Math.ceil((end - start) / WEEK_MS / count))
  if (weeks < 4) {
    const ticks: Tick[] = []
    for (let time = start; time <= end; time += weeks * WEEK_MS)
      ticks.push({ value: time, label: dateLabel(time) })
    return ticks
  }
  const first = monthNumber(start)
  const last = monthNumber(end)
  const step = MONTH_STEPS.find((months) => (last - first) / months <= count) ?? MONTH_STEPS.at(-1)!
  const ticks: Tick[] = []
  for (let month = Math.ceil(first / step) * step; month <= last; month += step) {
    const time = Date.UTC(Math.floor(month / 12), month % 12, 1)
    if (time >= start && time <= end) ticks.push({ value: time, label: dateLabel(time) })
  }
  return ticks
}

/** Months since year 0, so that quarters and years are multiples of their step. */
const monthNumber = (time: number) => {
  const date = new Date(time)
  return date.getUTCFullYear() * 12 + date.getUTCMonth()
}

/** Whole-number ticks from 0 to at least `max` (a count of ads has no halves), and the top of the axis. */
export function countTicks(max: number, count = 4): { top: number; ticks: number[] } {
  const step = roundStep(Math.max(1, max) / count)
  const top = Math.ceil(Math.max(1, max) / step) * step
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) }
}

/** A step of 1, 2 or 5 times a power of ten near `raw`, never under 1 (the thresholds round as d3's do). */
function roundStep(raw: number): number {
  if (raw <= 1) return 1
  const power = 10 ** Math.floor(Math.log10(raw))
  const fraction = raw / power
  return (
    power * (fraction >= Math.sqrt(50) ? 10 : fraction >= Math.sqrt(10) ? 5 : fraction >= Math.SQRT2 ? 2 : 1)
  )
}
