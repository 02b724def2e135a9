import { memo, useId } from 'react'
import { sectionTitle, textInput } from './filter-styles'

const PRESETS = [7, 30, 90, 180, 365]

interface MinDaysFilterProps {
  value: number | undefined
  onChange: (value: number | undefined) => void
}

/**
 * A choice of common thresholds: a select cannot hold an invalid number, so there is nothing to
 * correct. A shared link's other value (say 45) is offered too, so the control shows what applies.
 */
/** Memoised: a change to another filter does not re-render this one. */
export const MinDaysFilter = memo(function MinDaysFilter({ value, onChange }: MinDaysFilterProps) {
  const id = useId()
  const choices = value && !PRESETS.includes(value) ? [...PRESETS, value].sort((a, b) => a - b) : PRESETS
  return (
    <div>
      <label htmlFor={id} className={sectionTitle}>
        Minimum running days
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
        className={textInput}
      >
        <option value="">Any</option>
        {choices.map((days) => (
          <option key={days} value={days}>
            {days}+ days
          </option>
        ))}
      </select>
    </div>
  )
})
