import { SORT_LABELS, type Sort } from '../../contract/enums'

interface SortSelectProps {
  value: Sort
  hasKeywords: boolean
  onChange: (sort: Sort) => void
}

/** Most relevant only means something with keywords, so it is offered only then. */
export function SortSelect({ value, hasKeywords, onChange }: SortSelectProps) {
  const sorts: Sort[] = hasKeywords
    ? ['most_relevant', 'newest', 'oldest', 'longest_running']
    : ['newest', 'oldest', 'longest_running']
  return (
    <label className="flex items-center gap-2 text-sm text-muted">
      <span className="max-sm:sr-only">Sort by</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as Sort)}
        className="focus-ring rounded-md border border-line bg-surface py-1 pr-7 pl-2 text-sm text-ink"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </label>
  )
}
