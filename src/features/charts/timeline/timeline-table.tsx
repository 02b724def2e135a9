import type { Timeline } from '../../../contract/stats'
import { formatWholeNumber } from '../../../lib/format'
import { chartTitle, periodName } from './timeline-labels'

interface TimelineTableProps {
  id: string
  timeline: Timeline
}

/** The chart's counts as a table: the same figures for anyone who would rather read than look. */
export function TimelineTable({ id, timeline }: TimelineTableProps) {
  const { interval, bars, total } = timeline
  return (
    <section
      id={id}
      aria-labelledby={`${id}-caption`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls when there are many bars, and a box the keyboard scrolls must take focus
      tabIndex={0}
      className="mt-2 max-h-64 overflow-y-auto rounded-md focus-ring border border-line"
    >
      <table className="w-full text-sm">
        <caption id={`${id}-caption`} className="sr-only">
          {chartTitle(interval)}, {formatWholeNumber(total)} in all
        </caption>
        <thead className="sticky top-0 bg-sunken text-left text-xs text-muted">
          <tr>
            <th scope="col" className="px-3 py-1.5 font-medium">
              Period
            </th>
            <th scope="col" className="px-3 py-1.5 text-right font-medium">
              Ads started
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {bars.map((bar) => (
            <tr key={bar.start}>
              <th scope="row" className="px-3 py-1 text-left font-normal">
                {periodName(bar, interval)}
              </th>
              <td className="px-3 py-1 text-right tabular-nums">{formatWholeNumber(bar.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
