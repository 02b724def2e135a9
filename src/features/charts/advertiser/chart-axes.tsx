import { formatCompactNumber } from '../../../lib/format'
import type { Tick } from './axis-ticks'

/** Room around a chart's plot for the axes' labels. */
export const MARGIN = { top: 8, right: 8, bottom: 22, left: 36 }

interface ChartAxesProps {
  width: number
  height: number
  /** Counts up the side: their pixel heights and values. */
  counts: { y: number; value: number }[]
  /** Dates along the bottom: their pixel positions and labels. */
  dates: (Tick & { x: number })[]
}

/** Grid lines at the counts, and the labels of both axes, in the theme's quiet colours. */
export function ChartAxes({ width, height, counts, dates }: ChartAxesProps) {
  const bottom = height - MARGIN.bottom
  return (
    <g className="text-[11px] tabular-nums">
      {counts.map(({ y, value }) => (
        <g key={value}>
          <line
            x1={MARGIN.left}
            x2={width - MARGIN.right}
            y1={y}
            y2={y}
            className={value === 0 ? 'stroke-faint' : 'stroke-line'}
          />
          <text x={MARGIN.left - 6} y={y} dy="0.32em" textAnchor="end" className="fill-faint">
            {formatCompactNumber(value)}
          </text>
        </g>
      ))}
      {dates.map(({ x, value, label }) => (
        <g key={value}>
          <line x1={x} x2={x} y1={bottom} y2={bottom + 4} className="stroke-faint" />
          <text x={x} y={bottom + 15} textAnchor={anchorAt(x, width)} className="fill-faint">
            {label}
          </text>
        </g>
      ))}
    </g>
  )
}

/** A label by either end of the axis leans inward rather than being cut off by the drawing's edge. */
function anchorAt(x: number, width: number): 'start' | 'middle' | 'end' {
  if (x < MARGIN.left + 16) return 'start'
  return x > width - MARGIN.right - 16 ? 'end' : 'middle'
}
