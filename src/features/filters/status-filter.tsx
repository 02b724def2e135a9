import { memo, useId } from 'react'
import { sectionTitle } from './filter-styles'

const CHOICES = [
  { label: 'Any', value: undefined },
  { label: 'Active', value: true },
  { label: 'Stopped', value: false },
] as const

interface StatusFilterProps {
  /** true: running ads only; false: stopped ads only; undefined: any. */
  value: boolean | undefined
  onChange: (value: boolean | undefined) => void
}

/** Native radios (arrow keys move between them), drawn as one segmented control. */
/** Memoised: a change to another filter does not re-render this one. */
export const StatusFilter = memo(function StatusFilter({ value, onChange }: StatusFilterProps) {
  const name = useId()
  return (
    <fieldset>
      <legend className={sectionTitle}>Status</legend>
      <div className="grid grid-cols-3 rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800">
        {CHOICES.map((choice) => (
          <label key={choice.label} className="relative">
            <input
              type="radio"
              name={name}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer sr-only"
            />
            <span className="block cursor-pointer rounded-md px-2 py-1 text-center text-sm text-slate-600 peer-checked:bg-white peer-checked:font-medium peer-checked:text-slate-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-indigo-600 hover:text-slate-900 dark:text-slate-400 dark:peer-checked:bg-slate-950 dark:peer-checked:text-slate-100 dark:peer-focus-visible:outline-indigo-400 dark:hover:text-slate-100">
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
})
