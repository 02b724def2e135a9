import { useEffect, useRef } from 'react'
import type { SearchScope } from '../../search/search-request'
import type { AdSearch } from '../../search/search-state'
import { useAdvertiserName } from './advertiser-name'
import { clearFilters, filterChips } from './filter-chip-list'
import { focusRing } from './filter-styles'

interface FilterChipsProps {
  search: AdSearch
  onChange: (next: AdSearch) => void
  hideAdvertiser?: boolean
  /** On the TikTok screen platform filters do not apply, so they get no chip. */
  scope?: SearchScope
}

/** The applied filters as removable chips, and "Clear all" (which keeps the keywords and the sort). */
export function FilterChips({ search, onChange, hideAdvertiser = false, scope = 'all' }: FilterChipsProps) {
  const advertiserName = useAdvertiserName(hideAdvertiser ? undefined : search.advertiser)
  const options = { scope, hideAdvertiser, advertiserName }
  const chips = filterChips(search, options)
  const list = useRef<HTMLUListElement>(null)
  // A removed chip takes its button with it: hand focus to the chip that took its place (or Clear all).
  const removedAt = useRef<number | null>(null)
  const chipKeys = chips.map((chip) => chip.key).join(' ')
  useEffect(() => {
    if (removedAt.current === null || !chipKeys) return
    const buttons = list.current?.querySelectorAll('button') ?? []
    buttons[Math.min(removedAt.current, buttons.length - 1)]?.focus()
    removedAt.current = null
  }, [chipKeys])

  if (chips.length === 0) return null
  return (
    <ul ref={list} aria-label="Applied filters" className="flex flex-wrap items-center gap-1.5">
      {chips.map((chip, index) => (
        <li key={chip.key}>
          <button
            type="button"
            aria-label={`Remove ${chip.label}`}
            onClick={() => {
              removedAt.current = index
              onChange(chip.without)
            }}
            className={`group inline-flex max-w-72 items-center gap-1 rounded-full border border-accent/30 bg-accent/10 py-0.5 pr-1.5 pl-2.5 text-sm text-accent-ink hover:border-accent/50 hover:bg-accent/20 ${focusRing}`}
          >
            <span className="truncate">{chip.label}</span>
            <span
              aria-hidden="true"
              className="grid size-4 place-items-center rounded-full text-accent-ink group-hover:text-ink"
            >
              ×
            </span>
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => onChange(clearFilters(search, options))}
          className={`rounded-full px-2 py-0.5 text-sm font-medium text-muted hover:text-ink hover:underline ${focusRing}`}
        >
          Clear all
        </button>
      </li>
    </ul>
  )
}
