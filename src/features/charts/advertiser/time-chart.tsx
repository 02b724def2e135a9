import { type ScaleLinear, type ScaleTime, scaleLinear, scaleUtc } from 'd3-scale'
import type { ReactNode } from 'react'
import { countTicks, dateTicks } from './axis-ticks'
import { ChartAxes, MARGIN } from './chart-axes'
import { useWidth } from './use-width'

export interface TimeScales {
  x: ScaleTime<number, number>
  y: ScaleLinear<number, number>
}

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
  const x = scaleUtc()
    .domain(domain)
    .range([MARGIN.left, Math.max(MARGIN.left, width - MARGIN.right)])
  const y = scaleLinear()
    .domain([0, top])
    .range([height - MARGIN.bottom, MARGIN.top])
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
