import { useId } from 'react'
import { countOf, formatWholeNumber } from '../../lib/format'
import type { FacetRow } from './facet-values'

interface FacetOptionsProps {
  rows: FacetRow[]
  /** Counts are reloading: the old ones stay, marked busy. */
  busy: boolean
  /** A long unfolded list scrolls within its section rather than pushing the rest of the panel away. */
  scroll?: boolean
  onToggle: (value: string, on: boolean) => void
}

/** One checkbox per value. Its accessible name is the value's name alone; the count is its description. */
export function FacetOptions({ rows, busy, scroll = false, onToggle }: FacetOptionsProps) {
  const idPrefix = useId()
  return (
    <ul
      aria-busy={busy}
      className={`space-y-0.5 transition-opacity ${busy ? 'opacity-60' : ''} ${scroll ? 'max-h-80 overflow-y-auto' : ''}`}
    >
      {rows.map((row) => {
        const countId = `${idPrefix}-${row.value}`
        const dim = row.count === 0 && !row.selected
        return (
          <li key={row.value}>
            <label
              // Faint ink on the hover background is 4.34:1, under AA: a hovered row's faint parts turn muted.
              className={`group/row flex cursor-pointer items-center gap-2 rounded-md px-1.5 py-1 text-sm hover:bg-sunken ${dim ? 'text-faint hover:text-muted' : 'text-muted'}`}
            >
              <input
                type="checkbox"
                checked={row.selected}
                onChange={(event) => onToggle(row.value, event.target.checked)}
                aria-describedby={countId}
                className="size-4 shrink-0 cursor-pointer rounded accent-accent"
              />
              {row.flag && (
                <span aria-hidden="true" className="text-base leading-none">
                  {row.flag}
                </span>
              )}
              <span className="min-w-0 flex-1 truncate">{row.label}</span>
              <span
                aria-hidden="true"
                className="shrink-0 text-xs text-faint tabular-nums group-hover/row:text-muted"
              >
                {formatWholeNumber(row.count)}
              </span>
            </label>
            {/* Hidden, yet read as the checkbox's description: "1,234 ads". */}
            <span id={countId} hidden>
              {countOf(row.count, 'ad')}
            </span>
          </li>
        )
      })}
    </ul>
  )
}

/** Placeholder rows for the first load, shaped like the real ones so nothing jumps when they arrive. */
export function FacetSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      {[70, 55, 80, 45, 60].map((width) => (
        <div key={width} aria-hidden="true" className="flex items-center gap-2 px-1.5 py-1.5">
          <div className="size-4 animate-pulse rounded bg-line" />
          <div className="h-3 animate-pulse rounded bg-line" style={{ width: `${width}%` }} />
        </div>
      ))}
    </div>
  )
}
