import type { TimelineBar, TimelineInterval } from '../../../contract/stats'
import { formatCompactNumber } from '../../../lib/format'
import type { BarRun } from './bar-selection'
import { axisLabel, runSummary } from './timeline-labels'

// Both axes are for the eye only (aria-hidden): each bar's accessible name carries its period and
// count, and the live region says what is being picked.

const axisText = 'text-[0.6875rem] leading-4 text-faint tabular-nums'

/** The counts' scale beside the bars: the largest at the top, 0 at the base line. */
export function CountAxis({ most }: { most: number }) {
  return (
    <div aria-hidden="true" className={`flex w-8 shrink-0 flex-col justify-between text-right ${axisText}`}>
      <span className="-mt-1.5">{formatCompactNumber(most)}</span>
      <span className="-mb-1.5">0</span>
    </div>
  )
}

interface PeriodAxisProps {
  bars: TimelineBar[]
  interval: TimelineInterval
  /** The run pointed at or being picked: read out in place of the ends while there is one. */
  shown: BarRun | null
}

/** Under the bars: the first and last periods, or what is pointed at or being picked. */
export function PeriodAxis({ bars, interval, shown }: PeriodAxisProps) {
  const first = bars[0]
  const last = bars.at(-1)
  if (!first || !last) return null
  return (
    // Indented past the count axis (w-8 and the gap), so the ends sit under the first and last bars.
    <div aria-hidden="true" className={`flex justify-between gap-3 pl-10 ${axisText}`}>
      {shown ? (
        <span className="w-full truncate text-center font-medium text-muted">
          {runSummary(bars.slice(shown.first, shown.last + 1), interval)}
        </span>
      ) : (
        <>
          <span className="truncate">{axisLabel(first, interval)}</span>
          {bars.length > 1 && <span className="truncate">{axisLabel(last, interval)}</span>}
        </>
      )}
    </div>
  )
}
