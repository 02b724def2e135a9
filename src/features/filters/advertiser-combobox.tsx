import { useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import type { AdvertiserMatch } from '../../contract/lookup'
import { countOf } from '../../lib/format'
import { lookupQueryOptions } from '../../lib/lookup-query'
import { textInput } from './filter-styles'
import { LookupStatus } from './lookup-status'
import { useDebouncedValue } from './use-debounced-value'

const TYPING_PAUSE_MS = 200

interface AdvertiserComboboxProps {
  inputId: string
  onPick: (advertiser: AdvertiserMatch) => void
}

/** ARIA 1.2 combobox: focus stays in the input, arrows move a highlight named by aria-activedescendant. */
export function AdvertiserCombobox({ inputId, onPick }: AdvertiserComboboxProps) {
  const listId = useId()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const typed = useDebouncedValue(text.trim(), TYPING_PAUSE_MS)
  const lookup = useQuery(lookupQueryOptions(typed))
  const matches = typed && text.trim() ? (lookup.data?.data ?? []) : []
  // A new list starts with nothing highlighted.
  const matchesKey = matches.map((match) => match.id).join(' ')
  const [shownKey, setShownKey] = useState(matchesKey)
  if (matchesKey !== shownKey) {
    setShownKey(matchesKey)
    setActive(-1)
  }
  const expanded = open && matches.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' })
  }, [active, listId])

  const pick = (match: AdvertiserMatch) => {
    setText('')
    setOpen(false)
    onPick(match)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const down = event.key === 'ArrowDown'
      setOpen(true)
      if (!expanded || active < 0) setActive(down ? 0 : last)
      else setActive(down ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1)
    } else if (event.key === 'Enter' && expanded && matches[active]) {
      event.preventDefault()
      pick(matches[active])
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false)
      else setText('')
    }
  }

  return (
    <div className="relative">
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Name or domain"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={textInput}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Advertisers"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {matches.map((match, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrow keys and Enter drive the options
          <div
            key={match.id}
            id={optionId(index)}
            role="option"
            // Options never take focus (it stays in the input); -1 only marks them as operable.
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(match)}
            onMouseMove={() => setActive(index)}
            className="cursor-pointer px-2.5 py-1.5 aria-selected:bg-indigo-50 dark:aria-selected:bg-indigo-500/20"
          >
            <span className="font-medium text-slate-900 dark:text-slate-100">{match.name}</span>
            <span className="text-slate-500 dark:text-slate-400">
              {' · '}
              {countOf(match.ads_count, 'ad')}
              {match.domains[0] ? ` · ${match.domains[0]}` : ''}
            </span>
          </div>
        ))}
      </div>
      <LookupStatus
        open={open}
        typed={typed}
        pending={text.trim() !== typed || lookup.isFetching}
        lookup={lookup}
      />
    </div>
  )
}
