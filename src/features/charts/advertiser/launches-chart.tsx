import { stack } from 'd3-shape'
import { TimeChart, type TimeScales } from './time-chart'

/**
 * What one bar draws: a stretch of time (epoch ms, `end` not included) and the ads started in it by
 * format. The chart says what it needs; the dashboard's week periods (advertiser/week-periods.ts)
 * have this shape, so the chart never imports the screen that draws it.
 */
export interface Period {
  start: number
  end: number
  started: Record<string, number>
  total: number
}

/** A lone week on a wide chart is a bar, not a wall. */
const MAX_BAR_PX = 40

interface LaunchesChartProps {
  height: number
  periods: Period[]
  formats: string[]
  /** A format's fill, as a class that follows the theme. */
  fillOf: (format: string) => string
  domain: [number, number]
}

/** Ads started a week (or a month), stacked by format. */
export function LaunchesChart({ height, periods, formats, fillOf, domain }: LaunchesChartProps) {
  const max = Math.max(...periods.map((period) => period.total))
  return (
    <TimeChart height={height} domain={domain} max={max}>
      {(scales) => <Bars periods={periods} formats={formats} fillOf={fillOf} scales={scales} />}
    </TimeChart>
  )
}

/**
 * Each format is one path of rectangles, not an element a rectangle: three years of weeks stay a
 * handful of elements.
 */
function Bars({
  periods,
  formats,
  fillOf,
  scales: { x, y },
}: Omit<LaunchesChartProps, 'height' | 'domain'> & { scales: TimeScales }) {
  const layers = stack<Period, string>()
    .keys(formats)
    .value((period, format) => period.started[format] ?? 0)(periods)
  const barOf = (period: Period) => {
    const left = x(period.start)
    const full = x(period.end) - left
    // A gap between bars only where they are wide enough to spare a pixel.
    const inner = Math.min(MAX_BAR_PX, full > 3 ? full - 1 : full)
    return { left: left + (full - inner) / 2, width: inner }
  }
  return layers.map((layer) => {
    const path = layer
      .map(([low, high], at) => {
        if (high <= low) return ''
        const bar = barOf(periods[at]!)
        return `M${bar.left},${y(high)}h${bar.width}V${y(low)}h${-bar.width}Z`
      })
      .join('')
    return <path key={layer.key} d={path} className={fillOf(layer.key)} />
  })
}
