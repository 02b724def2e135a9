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
      <div className="grid grid-cols-3 rounded-lg bg-sunken p-0.5">
        {CHOICES.map((choice) => (
          <label key={choice.label} className="relative">
            <input
              type="radio"
              name={name}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer sr-only"
            />
            {/* The focus-ring utility's look, drawn on the label: the focused radio itself is hidden. */}
            <span className="block cursor-pointer rounded-md px-2 py-1 text-center text-sm text-muted peer-checked:bg-surface peer-checked:font-medium peer-checked:text-ink peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-accent hover:text-ink">
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
})
