import { memo, useId, useState } from 'react'
import { normaliseDomain } from '../../contract/filter-values'
import { errorText, sectionTitle, textInput } from './filter-styles'

interface DomainFilterProps {
  value: string | undefined
  onChange: (value: string | undefined) => void
}

/**
 * Applied on Enter or when focus leaves, not per key: each application is a new search and a history
 * entry. A pasted URL is reduced to its domain (`https://www.shop.com/x` -> `shop.com`).
 */
/** Memoised: a change to another filter does not re-render this one. */
export const DomainFilter = memo(function DomainFilter({ value, onChange }: DomainFilterProps) {
  const id = useId()
  const [draft, setDraft] = useState(value ?? '')
  const [shownValue, setShownValue] = useState(value)
  const [invalid, setInvalid] = useState(false)
  // Follow the URL when it changes elsewhere (a chip, Clear all, Back), without remounting the input.
  if (value !== shownValue) {
    setShownValue(value)
    setDraft(value ?? '')
    setInvalid(false)
  }

  const apply = () => {
    const domain = normaliseDomain(draft)
    setInvalid(domain === null)
    if (domain === null) return
    setDraft(domain)
    if ((domain || undefined) !== value) onChange(domain || undefined)
  }

  return (
    <div>
      <label htmlFor={id} className={sectionTitle}>
        Landing domain
      </label>
      <input
        id={id}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="done"
        placeholder="shop.com"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          apply()
        }}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={textInput}
      />
      {invalid && (
        <p id={`${id}-error`} className={errorText}>
          Enter a domain like shop.com
        </p>
      )}
    </div>
  )
})
