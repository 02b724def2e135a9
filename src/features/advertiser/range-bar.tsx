import type { DashboardRange } from './advertiser-query'
import { presetFrom, presetOf, RANGE_PRESETS, rangeText } from './dashboard-range'
import { quiet } from './dashboard-styles'

interface RangeBarProps {
  range: DashboardRange
  onRange: (range: DashboardRange) => void
}

const choice =
  'rounded-md px-2.5 py-1 text-sm font-medium text-muted ring-1 ring-line-strong ring-inset hover:bg-sunken aria-pressed:bg-ink aria-pressed:text-surface aria-pressed:ring-ink focus-ring'

/**
 * The dashboard's date range, which is the Started filter of the list below: one range for the whole
 * page. Common ranges are a click; any other is set with the filter's dates.
 */
export function RangeBar({ range, onRange }: RangeBarProps) {
  const now = Date.now()
  const current = presetOf(range, now)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-sm">
          Ads started <strong className="font-semibold">{rangeText(range)}</strong>
        </p>
        <fieldset className="flex flex-wrap gap-1.5">
          <legend className="sr-only">Date range</legend>
          <button
            type="button"
            aria-pressed={current === 'all'}
            onClick={() => onRange({})}
            className={choice}
          >
            All time
          </button>
          {RANGE_PRESETS.map(({ label, days }) => (
            <button
              key={days}
              type="button"
              aria-pressed={current === days}
              onClick={() => onRange({ from: presetFrom(days, now) })}
              className={choice}
            >
              {label}
            </button>
          ))}
        </fieldset>
      </div>
      <p className={quiet}>
        The figures count all of the advertiser's ads started in this range; the other filters narrow only the
        list below.
      </p>
    </div>
  )
}
