import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { LineIcon } from '../../components/line-icon'
import { useCombobox } from '../../components/ui/combobox'
import { QUERY_MAX_CHARS } from '../../contract/keywords'
import { LOOKUP_QUERY_MAX } from '../../contract/lookup'
import { lookupQueryOptions } from '../../lib/lookup-query'
import { useMe } from '../../lib/me-query'
import { rememberAdvertiserName } from '../filters/advertiser-name'
import { useDebouncedValue } from '../filters/use-debounced-value'
import { adSearchOf } from '../watching/saved-search-links'
import { lookAtSavedSearch, savedSearchesQueryOptions } from '../watching/watching-queries'
import { readRecentSearches, rememberSearch } from './recent-searches'
import { SuggestionList } from './suggestion-list'
import { type Suggestion, suggestionGroups } from './suggestions'
import { useAdSearch } from './use-search'

/** A pause this long in typing searches (Enter searches at once). */
export const TYPING_PAUSE_MS = 200
/**
 * Suggestions follow typing sooner than the search: a look-up is cheap. The results for the words
 * are asked for at this pause too, so that the search's own pause finds them loaded or on their way.
 */
const SUGGEST_PAUSE_MS = 120
const NO_SAVED: never[] = []

interface SearchBoxProps {
  /** The keywords in the URL. */
  value: string
  /** `push`: a new history entry (Back returns to the search before); otherwise the entry is replaced. */
  onSearch: (keywords: string, push: boolean) => void
  /** Typing paused briefly on these words: start loading what searching them will show. */
  onPrefetch?: (keywords: string) => void
}

/**
 * The keyword box: searches as you pause typing, at once on Enter; `/` anywhere focuses it. It keeps
 * its own text while you type and follows the URL when the URL changes (Back, a chip, Clear).
 * Brand first: as you type it suggests advertisers (picking one opens its ads) and landing domains
 * (picking one filters by it); focused, it offers your recent and saved searches.
 */
export function SearchBox({ value, onSearch, onPrefetch }: SearchBoxProps) {
  const [text, setText] = useState(value)
  const [shownValue, setShownValue] = useState(value)
  const input = useRef<HTMLInputElement>(null)
  // Whether this burst of typing already has its own history entry: the first pause pushes one, so
  // Back returns to the search before the typing; later pauses only refine it.
  const burstHasEntry = useRef(false)
  if (value !== shownValue) {
    setShownValue(value)
    setText(value)
  }

  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => {
      onSearch(text.trim(), !burstHasEntry.current)
      burstHasEntry.current = true
    }, TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])

  useEffect(() => {
    const focusOnSlash = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]')
      if (event.key === '/' && !typing && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault()
        input.current?.focus()
      }
    }
    document.addEventListener('keydown', focusOnSlash)
    return () => document.removeEventListener('keydown', focusOnSlash)
  }, [])

  const typed = useDebouncedValue(text.trim(), SUGGEST_PAUSE_MS)
  useEffect(() => {
    if (typed !== value) onPrefetch?.(typed)
  }, [typed, value, onPrefetch])

  const suggestions = useSuggestions(text, typed)
  const pick = usePick({ onSearch, setText })
  const combobox = useCombobox({
    options: suggestions.options,
    keyOf: (suggestion) => suggestion.key,
    onPick: (suggestion) => {
      burstHasEntry.current = false
      pick(suggestion)
    },
    onClear: () => setText(''),
  })
  // The recent searches are read when the box opens: another tab may have added some.
  const [opened, setOpened] = useState(false)
  if (combobox.open !== opened) {
    setOpened(combobox.open)
    if (combobox.open) suggestions.refreshRecent()
  }

  return (
    <search className="w-full">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          combobox.setOpen(false)
          // Enter after the pause already searched changes nothing; before it, it searches at once.
          if (text.trim() !== value) onSearch(text.trim(), !burstHasEntry.current)
          burstHasEntry.current = false
          rememberSearch(text)
        }}
      >
        {/* Named for assistive technology; on screen the box and its placeholder say what it is. */}
        <label htmlFor="keywords" className="sr-only">
          Keywords
        </label>
        <div className="relative">
          <LineIcon
            path="M14 8.5a5.5 5.5 0 1 1-11 0 5.5 5.5 0 0 1 11 0ZM13 13l4 4"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint"
          />
          <input
            ref={input}
            id="keywords"
            type="search"
            {...combobox.inputProps}
            value={text}
            maxLength={QUERY_MAX_CHARS}
            onChange={(event) => {
              setText(event.target.value)
              combobox.setOpen(true)
            }}
            onFocus={() => {
              suggestions.wanted()
              combobox.inputProps.onFocus()
            }}
            onBlur={() => {
              combobox.inputProps.onBlur()
              burstHasEntry.current = false
              // Leaving the box after a search (to read the results) makes it a recent search.
              if (value) rememberSearch(value)
            }}
            placeholder='Search brands, products or "exact phrases"'
            aria-describedby="keywords-scope"
            autoComplete="off"
            enterKeyHint="search"
            className="w-full rounded-lg border border-line bg-surface py-2 pr-12 pl-9 text-base text-ink shadow-xs placeholder:text-faint focus:border-accent focus:outline-2 focus:outline-accent/40"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded border border-line-strong px-1.5 text-xs text-faint"
          >
            /
          </span>
          <SuggestionList
            id={combobox.listId}
            groups={suggestions.groups}
            hidden={!combobox.expanded}
            optionProps={combobox.optionProps}
          />
        </div>
        <p id="keywords-scope" className="sr-only">
          Searches ad copy, headlines, spoken transcripts and brand names.
        </p>
        <p role="status" className="sr-only">
          {combobox.expanded ? `${suggestions.options.length} suggestions` : ''}
        </p>
      </form>
    </search>
  )
}

/**
 * The suggestions for what is typed (`text`, and `typed`: the same after the short pause): the
 * look-up's advertisers and domains, recent and saved searches.
 */
function useSuggestions(text: string, typed: string) {
  // Saved searches are asked for once the box is first focused, not with the first screen.
  const [focusedOnce, setFocusedOnce] = useState(false)
  const signedIn = Boolean(useMe()?.person)
  const lookup = useQuery({
    ...lookupQueryOptions(typed),
    enabled: typed.length > 0 && typed.length <= LOOKUP_QUERY_MAX,
  })
  const saved = useQuery({ ...savedSearchesQueryOptions(), enabled: focusedOnce && signedIn })
  const [recent, setRecent] = useState<string[]>([])
  // Until the look-up for the words in the box is in, the brands shown are those of the words before.
  const advertisers = text.trim() && typed ? (lookup.data?.data ?? []) : []
  const savedList = saved.data?.data ?? NO_SAVED
  const groups = useMemo(
    () => suggestionGroups({ typed: text, advertisers, recent, saved: savedList }),
    [text, advertisers, recent, savedList],
  )
  const options = useMemo(() => groups.flatMap((group) => group.suggestions), [groups])
  return {
    groups,
    options,
    wanted: () => setFocusedOnce(true),
    refreshRecent: () => setRecent(readRecentSearches()),
  }
}

/** What picking each kind of suggestion does. */
function usePick({
  onSearch,
  setText,
}: {
  onSearch: SearchBoxProps['onSearch']
  setText: (text: string) => void
}) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { search, setSearch } = useAdSearch()
  return (suggestion: Suggestion) => {
    switch (suggestion.kind) {
      case 'advertiser': {
        // A brand's ads, all of them: its page (figures, then its ads), not the words typed so far.
        const { id, name } = suggestion.advertiser
        rememberAdvertiserName(queryClient, id, name)
        setText('')
        void navigate({ to: '/advertisers/$advertiserId', params: { advertiserId: id }, search: {} })
        return
      }
      case 'domain':
        // The typed words were the domain's beginning, not keywords: they give way to the filter.
        setText('')
        setSearch({ ...search, q: undefined, domain: suggestion.domain })
        return
      case 'recent':
        setText(suggestion.keywords)
        rememberSearch(suggestion.keywords)
        onSearch(suggestion.keywords, true)
        return
      case 'saved': {
        const { saved } = suggestion
        setText('')
        void navigate({
          to: '/',
          search: adSearchOf(saved.search),
          state: (prev) => ({ ...prev, newSince: saved.looked_at, newCount: saved.new_count ?? 0 }),
        })
        void lookAtSavedSearch(queryClient, saved.id).catch(() => {})
        return
      }
    }
  }
}
