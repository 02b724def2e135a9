import { useQuery } from '@tanstack/react-query'
import { useCallback, useId, useState } from 'react'
import type { SearchScope } from '../../../search/search-request'
import type { AdSearch } from '../../../search/search-state'
import { linkButton } from '../../filters/filter-styles'
import { type BarRun, datesOf } from './bar-selection'
import { TimelineBars } from './timeline-bars'
import { chartTitle, runSummary } from './timeline-labels'
import { timelineQueryOptions } from './timeline-query'
import { TimelineTable } from './timeline-table'

interface TimelineChartProps {
  search: AdSearch
  scope: SearchScope
  /** Picking bars sets the search's dates: a new history entry, so Back returns to the wider view. */
  onChange: (next: AdSearch) => void
}

const smallButton = `${linkButton} py-1 text-xs`

/**
 * When the search's ads started, as a strip of bars above the grid. Its height is its slot's
 * (min-height: inherit), so the loading, empty and error lines take the same room as the bars.
 */
export function TimelineChart({ search, scope, onChange }: TimelineChartProps) {
  const timeline = useQuery(timelineQueryOptions(search, scope))
  const { data } = timeline
  const [showTable, setShowTable] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const id = useId()
  const hasDates = search.from !== undefined || search.to !== undefined
  const hasBars = data !== undefined && data.total > 0 && data.bars.length > 0

  const onApply = useCallback(
    (run: BarRun) => {
      const dates = data && datesOf(data.bars, run)
      if (!data || !dates) return
      setAnnouncement(`Dates set to ${runSummary(data.bars.slice(run.first, run.last + 1), data.interval)}`)
      if (dates.from !== search.from || dates.to !== search.to) onChange({ ...search, ...dates })
    },
    [data, search, onChange],
  )
  const onMark = useCallback(
    (run: BarRun | null) => {
      if (!data) return
      setAnnouncement(
        run
          ? `Marked ${runSummary(data.bars.slice(run.first, run.last + 1), data.interval)}. Enter shows these dates.`
          : 'Marking cancelled',
      )
    },
    [data],
  )

  return (
    <section aria-labelledby={`${id}-title`} className="min-h-[inherit]">
      <div className="flex min-h-[inherit] flex-col gap-1">
        <div className="flex h-6 items-center justify-between gap-3">
          <h3 id={`${id}-title`} className="text-xs font-medium text-muted">
            {hasBars ? chartTitle(data.interval) : 'Ads started'}
          </h3>
          <div className="flex items-center gap-4">
            {hasDates && (
              <button
                type="button"
                onClick={() => onChange({ ...search, from: undefined, to: undefined })}
                className={smallButton}
              >
                Clear dates
              </button>
            )}
            {hasBars && (
              <button
                type="button"
                aria-expanded={showTable}
                // Named only once the table is there: an id that names nothing is an error.
                aria-controls={showTable ? `${id}-table` : undefined}
                onClick={() => setShowTable((shown) => !shown)}
                className={smallButton}
              >
                {showTable ? 'Hide table' : 'Show as table'}
              </button>
            )}
          </div>
        </div>
        {hasBars ? (
          <TimelineBars
            timeline={data}
            stale={timeline.isPlaceholderData}
            onApply={onApply}
            onMark={onMark}
          />
        ) : data ? (
          <p className="flex flex-1 items-center text-sm text-faint">No ads to chart</p>
        ) : timeline.error ? (
          <p className="flex flex-1 items-center gap-2 text-xs text-danger-ink">
            The timeline could not be loaded.
            <button type="button" onClick={() => void timeline.refetch()} className={smallButton}>
              Retry
            </button>
          </p>
        ) : (
          <div aria-hidden="true" className="flex-1 animate-pulse rounded-md bg-sunken" />
        )}
      </div>
      {showTable && hasBars && <TimelineTable id={`${id}-table`} timeline={data} />}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  )
}
