import { type KeyboardEvent, type MouseEvent, useEffect, useId, useState } from 'react'

// The ARIA 1.2 combobox pattern, once for every typeahead in the app: focus stays in the input, the
// arrows move a highlight the input names with aria-activedescendant, Enter picks the highlighted
// option, Esc closes the list and a second Esc clears the box. The caller owns the text and the options.

interface ComboboxSettings<T> {
  /** The options shown, in the order the arrows walk them (groups flattened). */
  options: readonly T[]
  /** One key per option: a new list of options starts with nothing highlighted. */
  keyOf: (option: T) => string
  onPick: (option: T) => void
  /** Esc while the list is closed: the pattern clears the box. */
  onClear: () => void
}

export function useCombobox<T>({ options, keyOf, onPick, onClear }: ComboboxSettings<T>) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const optionsKey = options.map(keyOf).join('\n')
  const [shownKey, setShownKey] = useState(optionsKey)
  if (optionsKey !== shownKey) {
    setShownKey(optionsKey)
    setActive(-1)
  }
  const expanded = open && options.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [active, listId])

  const pick = (option: T) => {
    setOpen(false)
    onPick(option)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const down = event.key === 'ArrowDown'
      setOpen(true)
      if (!expanded || active < 0) setActive(down ? 0 : last)
      else setActive(down ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1)
    } else if (event.key === 'Enter' && expanded && options[active] !== undefined) {
      event.preventDefault()
      pick(options[active])
    } else if (event.key === 'Escape') {
      // Not the browser's own Esc on a search input (it would clear the box while the list is open).
      event.preventDefault()
      if (expanded) setOpen(false)
      else onClear()
    }
  }

  /** Spread on the input. */
  const inputProps = {
    role: 'combobox',
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-autocomplete': 'list',
    'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
    onKeyDown,
    onFocus: () => setOpen(true),
    onBlur: () => setOpen(false),
  } as const

  /** Spread on the option at `index` of `options`. */
  const optionProps = (index: number) => ({
    id: optionId(index),
    role: 'option' as const,
    // Options never take focus (it stays in the input); -1 only marks them as operable.
    tabIndex: -1,
    'aria-selected': index === active,
    // A press on an option must not blur the input (that would close the list before the click).
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onClick: () => {
      const option = options[index]
      if (option !== undefined) pick(option)
    },
    onMouseMove: () => setActive(index),
  })

  return { listId, open, setOpen, expanded, active, inputProps, optionProps }
}

/** The list under the input: one look for every combobox's popup. */
export const listboxClass =
  'absolute inset-x-0 top-full z-20 mt-1 overflow-y-auto rounded-md border border-line bg-surface py-1 text-sm shadow-lg'

/** An option; the highlight follows aria-selected. */
export const optionClass = 'cursor-pointer px-2.5 py-1.5 aria-selected:bg-accent/15'
