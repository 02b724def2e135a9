import { type ReactNode, useId, useState } from 'react'
import { useAfterFirstPaint } from '../../lib/use-after-first-paint'
import { actionStyles } from '../ad-card/action-styles'
import { panel, quiet } from './dashboard-styles'

interface ChartFigureProps {
  title: string
  /** What the chart shows and how, in a line under the title. */
  note: ReactNode
  /** The chart's figures as a table: read by screen readers always, shown on demand. */
  table: ReactNode
  children: ReactNode
}

/**
 * A chart with its caption and its text alternative. The table is always in the page for assistive
 * technology (the drawing is hidden from it); "Show as table" puts it on screen too, for anyone who
 * wants the exact figures, in a box of its own that scrolls (and so takes the keyboard's focus).
 */
export function ChartFigure({ title, note, table, children }: ChartFigureProps) {
  const [shown, setShown] = useState(false)
  // Its hundreds of cells are built after the first paint: the charts and the page around them come
  // first, and screen readers find the table a moment later.
  const built = useAfterFirstPaint()
  const tableId = useId()
  const titleId = useId()
  return (
    // The caption first (it must be the figure's first or last child); the button sits beside it.
    <figure
      aria-labelledby={titleId}
      className={`${panel} grid min-w-0 grid-cols-[minmax(0,1fr)_auto] gap-3`}
    >
      <figcaption>
        <span id={titleId} className="block font-semibold">
          {title}
        </span>
        <span className={`block ${quiet}`}>{note}</span>
      </figcaption>
      <button
        type="button"
        aria-expanded={shown}
        aria-controls={tableId}
        onClick={() => setShown(!shown)}
        className={`self-start ${actionStyles.quiet}`}
      >
        {shown ? 'Hide table' : 'Show as table'}
      </button>
      <div className="col-span-2 flex min-w-0 flex-col gap-3">{children}</div>
      {/* Shown, the table scrolls in its own box, which must then be reachable by keyboard. */}
      <div
        id={tableId}
        {...(shown
          ? {
              role: 'region',
              'aria-label': `${title}: table`,
              tabIndex: 0,
              className: `col-span-2 ${tableBox}`,
            }
          : // Off the screen, the browser need not style and lay out its hundreds of cells before the
            // first paint; they stay in the accessibility tree all the same.
            { className: 'sr-only [content-visibility:auto]' })}
      >
        {(shown || built) && table}
      </div>
    </figure>
  )
}

const tableBox = `max-h-72 overflow-auto rounded-lg border border-line ${actionStyles.focusRing}`
