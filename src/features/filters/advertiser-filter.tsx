import { useQueryClient } from '@tanstack/react-query'
import { memo, useEffect, useId, useRef } from 'react'
import { AdvertiserCombobox } from './advertiser-combobox'
import { rememberAdvertiserName, useAdvertiserName } from './advertiser-name'
import { focusRing, sectionTitle } from './filter-styles'

interface AdvertiserFilterProps {
  /** The selected advertiser's id. */
  value: string | undefined
  onChange: (id: string | undefined) => void
}

/** A typeahead while none is chosen; the chosen advertiser's name with a remove button after. */
/** Memoised: a change to another filter does not re-render this one. */
export const AdvertiserFilter = memo(function AdvertiserFilter({ value, onChange }: AdvertiserFilterProps) {
  const id = useId()
  const client = useQueryClient()
  const name = useAdvertiserName(value)
  const removeButton = useRef<HTMLButtonElement>(null)
  const typeahead = useRef<HTMLDivElement>(null)
  // Picking or removing swaps the control under the keyboard user's focus: hand focus to its successor.
  const focusNext = useRef(false)
  useEffect(() => {
    if (!focusNext.current) return
    focusNext.current = false
    if (value) removeButton.current?.focus()
    else typeahead.current?.querySelector('input')?.focus()
  }, [value])

  if (!value) {
    return (
      <div ref={typeahead}>
        <label htmlFor={id} className={sectionTitle}>
          Advertiser
        </label>
        <AdvertiserCombobox
          inputId={id}
          onPick={(advertiser) => {
            rememberAdvertiserName(client, advertiser.id, advertiser.name)
            focusNext.current = true
            onChange(advertiser.id)
          }}
        />
      </div>
    )
  }
  return (
    <fieldset>
      <legend className={sectionTitle}>Advertiser</legend>
      <div className="flex items-center gap-2 rounded-md border border-accent/30 bg-accent/10 py-1 pr-1 pl-2.5 text-sm">
        <span className="min-w-0 flex-1 truncate font-medium text-ink">{name ?? value}</span>
        <button
          ref={removeButton}
          type="button"
          aria-label={`Remove advertiser ${name ?? value}`}
          onClick={() => {
            focusNext.current = true
            onChange(undefined)
          }}
          className={`grid size-6 shrink-0 place-items-center rounded text-accent-ink hover:bg-accent/20 ${focusRing}`}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </fieldset>
  )
})
