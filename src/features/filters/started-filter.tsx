import { memo, useId, useRef, useState } from 'react'
import { canonicalDate } from '../../contract/filter-values'
import { sectionTitle, textInput } from './filter-styles'

interface StartedDayProps {
  /** A day as an ISO date (2026-03-01, UTC); undefined: no limit on this side. */
  value: string | undefined
  onChange: (value: string | undefined) => void
}

/**
 * One end of the range of days an ad started in, both days included: the browser's own date field,
 * which every keyboard and screen reader knows, applied as soon as it holds a whole date. The field
 * keeps what is being typed (a date half typed has no value yet); only a change from elsewhere (a
 * chip, Clear all, Back) puts a new date in it.
 */
function StartedDay({ label, value, onChange }: StartedDayProps & { label: string }) {
  const id = useId()
  const reported = useRef(value)
  const [shown, setShown] = useState(value)
  const [drawn, setDrawn] = useState(0)
  if (value !== shown) {
    setShown(value)
    if (value !== reported.current) {
      reported.current = value
      setDrawn((count) => count + 1)
    }
  }
  return (
    <div>
      <label htmlFor={id} className={sectionTitle}>
        {label}
      </label>
      <input
        key={drawn}
        id={id}
        type="date"
        min="1970-01-01"
        defaultValue={value ?? ''}
        onChange={(event) => {
          const field = event.target
          // Empty and not half typed: the person cleared it.
          if (field.value === '') {
            if (field.validity.badInput || reported.current === undefined) return
            reported.current = undefined
            return onChange(undefined)
          }
          const day = canonicalDate(field.value)
          if (!day || day === reported.current) return
          reported.current = day
          onChange(day)
        }}
        className={textInput}
      />
    </div>
  )
}

export const StartedFromFilter = memo(function StartedFromFilter(props: StartedDayProps) {
  return <StartedDay label="Started on or after" {...props} />
})

export const StartedUntilFilter = memo(function StartedUntilFilter(props: StartedDayProps) {
  return <StartedDay label="Started on or before" {...props} />
})
