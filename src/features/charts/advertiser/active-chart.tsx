import { area, curveMonotoneX, line } from 'd3-shape'
import { TimeChart, type TimeScales } from './time-chart'

/** A week's count of running ads, at the middle of the week (epoch ms), where it stands over its bar. */
export interface RunningPoint {
  time: number
  active: number
}

interface ActiveChartProps {
  height: number
  points: RunningPoint[]
  /** The launches chart's span, so a week's point stands over its bar. */
  domain: [number, number]
}

/** How many ads ran in each week: an area under a line, a point a week at the middle of it. */
export function ActiveChart({ height, points, domain }: ActiveChartProps) {
  const max = Math.max(...points.map((point) => point.active))
  return (
    <TimeChart height={height} domain={domain} max={max}>
      {(scales) => <Running points={points} scales={scales} />}
    </TimeChart>
  )
}

function Running({ points, scales: { x, y } }: { points: RunningPoint[]; scales: TimeScales }) {
  const xOf = (point: RunningPoint) => x(point.time)
  const yOf = (point: RunningPoint) => y(point.active)
  // Monotone: between two weeks the line never bulges above the busier one or below zero.
  const under = area<RunningPoint>().x(xOf).y0(y(0)).y1(yOf).curve(curveMonotoneX)(points)
  const edge = line<RunningPoint>().x(xOf).y(yOf).curve(curveMonotoneX)(points)
  const only = points.length === 1 ? points[0] : undefined
  return (
    <>
      <path d={under ?? ''} className="fill-accent/15" />
      <path d={edge ?? ''} strokeWidth={2} strokeLinejoin="round" className="fill-none stroke-accent" />
      {/* One week is a point, which a line cannot draw. */}
      {only && <circle cx={xOf(only)} cy={yOf(only)} r={4} className="fill-accent" />}
    </>
  )
}
