import type { ReactNode } from 'react'
import { countTicks, dateTicks } from './axis-ticks'
import { ChartAxes, MARGIN } from './chart-axes'
import { useWidth } from './use-width'

/** Where a time (epoch ms) falls across the chart, and a count up it, in pixels. */
export interface TimeScales {
  x: (time: number) => number
  y: (count: number) => number
}

/** A straight map from one range of numbers onto another. */
const linear =
  ([from, to]: [number, number], [low, high]: [number, number]) =>
  (value: number) =>
    to === from ? low : low + ((value - from) / (to - from)) * (high - low)

interface TimeChartProps {
  height: number
  /** The time the chart spans, epoch ms. */
  domain: [number, number]
  /** The largest count it draws: the counts' axis runs from 0 to a round number above it. */
  max: number
  /** The marks, drawn over the axes with the chart's scales. */
  children: (scales: TimeScales) => ReactNode
}

/**
 * A chart of counts over time at the width of its box: dates along the bottom, counts up the side.
 * The drawing is decoration (the figure's table says the same in text), so it is hidden from
 * assistive technology.
 */
export function TimeChart({ height, domain, max, children }: TimeChartProps) {
  const { ref, width } = useWidth<HTMLDivElement>()
  const { top, ticks } = countTicks(max)
  const x = linear(domain, [MARGIN.left, Math.max(MARGIN.left, width - MARGIN.right)])
  const y = linear([0, top], [height - MARGIN.bottom, MARGIN.top])
  const dates = dateTicks(domain, width - MARGIN.left - MARGIN.right)
  return (
    <div ref={ref} style={{ height }}>
      {width > 0 && (
        <svg width={width} height={height} aria-hidden="true" className="block">
          <ChartAxes
            width={width}
            height={height}
            counts={ticks.map((value) => ({ value, y: y(value) }))}
            dates={dates.map((tick) => ({ ...tick, x: x(tick.value) }))}
          />
          {children({ x, y })}
        </svg>
      )}
    </div>
  )
}
