import { LineIcon } from '../../components/line-icon'
import type { ResultsView } from '../../search/search-state'

interface ViewSwitchProps {
  view: ResultsView
  onChange: (view: ResultsView) => void
  className?: string
}

const VIEWS: { view: ResultsView; label: string; icon: string }[] = [
  { view: 'grid', label: 'Grid', icon: 'M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z' },
  { view: 'list', label: 'List', icon: 'M3 4h4v4H3zM9 5h8M9 7h5M3 12h4v4H3zM9 13h8M9 15h5' },
]

/** Grid of creatives or list with the copy: two pressed-or-not buttons, the choice kept in the URL. */
export function ViewSwitch({ view, onChange, className = '' }: ViewSwitchProps) {
  return (
    <fieldset
      aria-label="Layout"
      className={`inline-flex rounded-lg border border-line bg-surface p-0.5 ${className}`}
    >
      {VIEWS.map((option) => (
        <button
          key={option.view}
          type="button"
          aria-pressed={view === option.view}
          title={`${option.label} view`}
          onClick={() => onChange(option.view)}
          className="focus-ring inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-muted hover:text-ink aria-pressed:bg-sunken aria-pressed:text-ink"
        >
          <LineIcon path={option.icon} strokeWidth={1.6} />
          <span className="sr-only sm:not-sr-only">{option.label}</span>
        </button>
      ))}
    </fieldset>
  )
}
