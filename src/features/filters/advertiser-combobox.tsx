import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { listboxClass, optionClass, useCombobox } from '../../components/ui/combobox'
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
  const [text, setText] = useState('')
  const typed = useDebouncedValue(text.trim(), TYPING_PAUSE_MS)
  const lookup = useQuery(lookupQueryOptions(typed))
  const matches = typed && text.trim() ? (lookup.data?.data ?? []) : []
  const combobox = useCombobox({
    options: matches,
    keyOf: (match) => match.id,
    onPick: (match) => {
      setText('')
      onPick(match)
    },
    onClear: () => setText(''),
  })

  return (
    <div className="relative">
      <input
        id={inputId}
        type="text"
        {...combobox.inputProps}
        autoComplete="off"
        spellCheck={false}
        placeholder="Name or domain"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          combobox.setOpen(true)
        }}
        className={textInput}
      />
      <div
        id={combobox.listId}
        role="listbox"
        aria-label="Advertisers"
        hidden={!combobox.expanded}
        className={`${listboxClass} max-h-72`}
      >
        {matches.map((match, index) => (
          <div key={match.id} {...combobox.optionProps(index)} className={optionClass}>
            <span className="font-medium text-ink">{match.name}</span>
            <span className="text-muted">
              {' · '}
              {countOf(match.ads_count, 'ad')}
              {match.domains[0] ? ` · ${match.domains[0]}` : ''}
            </span>
          </div>
        ))}
      </div>
      <LookupStatus
        open={combobox.open}
        typed={typed}
        pending={text.trim() !== typed || lookup.isFetching}
        lookup={lookup}
      />
    </div>
  )
}
