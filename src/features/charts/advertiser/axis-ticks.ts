import { scaleLinear, scaleUtc } from 'd3-scale'

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

/**
 * Round dates across the domain, as many as fit the width: months, quarters or years as d3 picks
 * them; over a few months, every week or few weeks on Mondays (where the bars begin) rather than
 * d3's Sundays. A domain of weeks starts on a Monday.
 */
export function dateTicks(domain: [number, number], width: number): Tick[] {
  const count = Math.max(2, Math.floor(width / LABEL_PX))
  const [start, end] = domain
  const round = scaleUtc().domain(domain).ticks(count)
  const step = round.length > 1 ? round[1]!.getTime() - round[0]!.getTime() : 0
  if (step >= 28 * DAY_MS)
    return round.map((date) => ({ value: date.getTime(), label: dateLabel(date.getTime()) }))
  const weeks = Math.max(1, Math.ceil((end - start) / WEEK_MS / count))
  const ticks: Tick[] = []
  for (let time = start; time <= end; time += weeks * WEEK_MS)
    ticks.push({ value: time, label: dateLabel(time) })
  return ticks
}

/** Whole-number ticks from 0 to at least `max` (a count of ads has no halves), and the top of the axis. */
export function countTicks(max: number, count = 4): { top: number; ticks: number[] } {
  const scale = scaleLinear()
    .domain([0, Math.max(1, max)])
    .nice(count)
  const ticks = scale.ticks(count).filter(Number.isInteger)
  return { top: scale.domain()[1]!, ticks }
}
