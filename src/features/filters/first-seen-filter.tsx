import { memo, useId } from 'react'
import { formatDateTime } from '../../lib/format'
import { sectionTitle, textInput } from './filter-styles'

const HOUR_MS = 3_600_000
const PRESETS = [
  { label: 'In the last 24 hours', hours: 24 },
  { label: 'In the last 7 days', hours: 7 * 24 },
  { label: 'In the last 30 days', hours: 30 * 24 },
]

interface FirstSeenFilterProps {
  /** Ads this index first saw after this instant (ISO 8601, UTC); undefined: any time. */
  value: string | undefined
  onChange: (value: string | undefined) => void
}

/**
 * "Found": ads this index first saw recently, whenever they started running (ads are often found days
 * after they start). A preset becomes the instant it means when picked, so the link shows the same ads
 * tomorrow; an instant from a link or a saved search is offered as it is.
 */
export const FirstSeenFilter = memo(function FirstSeenFilter({ value, onChange }: FirstSeenFilterProps) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className={sectionTitle}>
        Found by this index
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const choice = event.target.value
          if (choice === '') return onChange(undefined)
          if (choice.startsWith('last:')) {
            const hours = Number(choice.slice(5))
            return onChange(new Date(Date.now() - hours * HOUR_MS).toISOString())
          }
          onChange(choice)
        }}
        className={textInput}
      >
        <option value="">Any time</option>
        {value && <option value={value}>Since {formatDateTime(value)}</option>}
        {PRESETS.map((preset) => (
          <option key={preset.hours} value={`last:${preset.hours}`}>
            {preset.label}
          </option>
        ))}
      </select>
    </div>
  )
})
