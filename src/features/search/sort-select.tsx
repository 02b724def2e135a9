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
    <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      Sort by
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as Sort)}
        className="rounded-md border border-slate-300 bg-white py-1.5 pr-8 pl-2 text-sm dark:border-slate-700 dark:bg-slate-900"
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
