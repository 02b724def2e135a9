import { area, curveMonotoneX, line } from 'd3-shape'
import type { AdvertiserWeek } from '../../../contract/stats'
import { TimeChart, type TimeScales } from './time-chart'
import { weekMiddle } from './week-periods'

interface ActiveChartProps {
  weeks: AdvertiserWeek[]
  /** The launches chart's span, so a week's point stands over its bar. */
  domain: [number, number]
}

/** How many ads ran in each week: an area under a line, a point a week at the middle of it. */
export function ActiveChart({ weeks, domain }: ActiveChartProps) {
  const max = Math.max(...weeks.map((week) => week.active))
  return (
    <TimeChart height={200} domain={domain} max={max}>
      {(scales) => <Running weeks={weeks} scales={scales} />}
    </TimeChart>
  )
}

function Running({ weeks, scales: { x, y } }: { weeks: AdvertiserWeek[]; scales: TimeScales }) {
  const xOf = (week: AdvertiserWeek) => x(weekMiddle(week))
  const yOf = (week: AdvertiserWeek) => y(week.active)
  // Monotone: between two weeks the line never bulges above the busier one or below zero.
  const under = area<AdvertiserWeek>().x(xOf).y0(y(0)).y1(yOf).curve(curveMonotoneX)(weeks)
  const edge = line<AdvertiserWeek>().x(xOf).y(yOf).curve(curveMonotoneX)(weeks)
  const only = weeks.length === 1 ? weeks[0] : undefined
  return (
    <>
      <path d={under ?? ''} className="fill-indigo-500/15 dark:fill-indigo-400/20" />
      <path
        d={edge ?? ''}
        strokeWidth={2}
        strokeLinejoin="round"
        className="fill-none stroke-indigo-600 dark:stroke-indigo-400"
      />
      {/* One week is a point, which a line cannot draw. */}
      {only && (
        <circle cx={xOf(only)} cy={yOf(only)} r={4} className="fill-indigo-600 dark:fill-indigo-400" />
      )}
    </>
  )
}
