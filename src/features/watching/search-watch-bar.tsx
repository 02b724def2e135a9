import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { SAVED_SEARCH_NAME_MAX, type SavedSearch } from '../../contract/watching'
import { errorMessage } from '../../lib/api-client'
import { formatDateTime, formatWholeNumber } from '../../lib/format'
import { useMe } from '../../lib/me-query'
import type { SearchScope } from '../../search/search-request'
import type { AdSearch } from '../../search/search-state'
import * as styles from '../account/styles'
import { adSearchOf, describeSearch, sameSearch, savedParamsOf } from './saved-search-links'
import { StarIcon, type WatchPopover, watchButton } from './watch-buttons'
import { savedSearchesQueryOptions, useLookAtSavedSearch, useSaveSearch } from './watching-queries'

interface SearchWatchBarProps {
  search: AdSearch
  scope: SearchScope
  /** The popover the person clicked before this code had loaded: opened at once, focus in it. */
  initiallyOpen?: WatchPopover
  /** The search finds nothing: Save search is disabled. */
  empty?: boolean
}

const popover =
  'absolute top-full left-0 z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface p-3 shadow-lg'

/**
 * Beside the result count: "Save search" keeps the search under a name, and "Saved searches" opens
 * one, each with how many ads are new since its owner last looked. Loaded after the first screen.
 */
export default function SearchWatchBar({ search, scope, initiallyOpen, empty = false }: SearchWatchBarProps) {
  const me = useMe()
  const searches = useQuery({ ...savedSearchesQueryOptions(), enabled: Boolean(me?.person) })
  if (!me?.person) return null
  const params = savedParamsOf(search, scope)
  const saved = searches.data?.data.find((entry) => sameSearch(entry.search, params))
  return (
    <div className="flex items-center gap-2 whitespace-nowrap">
      {saved ? (
        <Link
          to="/saved"
          className={watchButton}
          aria-label={`Saved as “${saved.name}”: see your saved searches`}
        >
          <StarIcon filled /> Saved
        </Link>
      ) : (
        <SaveSearchButton
          search={search}
          params={params}
          initiallyOpen={initiallyOpen === 'save' && !empty}
          disabled={empty}
        />
      )}
      <SavedSearchesMenu searches={searches.data?.data} initiallyOpen={initiallyOpen === 'menu'} />
    </div>
  )
}

/** Closes a popover on Escape or a click outside it, and puts focus back on its button. */
function usePopover(initiallyOpen: boolean) {
  const [open, setOpen] = useState(initiallyOpen)
  const box = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', away)
    return () => document.removeEventListener('pointerdown', away)
  }, [open])
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      close()
    }
  }
  return { open, setOpen, close, box, button, onKeyDown }
}

function SaveSearchButton({
  search,
  params,
  initiallyOpen,
  disabled,
}: {
  search: AdSearch
  params: Record<string, unknown>
  initiallyOpen: boolean
  disabled: boolean
}) {
  const { mutateAsync: saveSearch } = useSaveSearch()
  const { open, setOpen, close, box, button, onKeyDown } = usePopover(initiallyOpen)
  const [name, setName] = useState(() => (initiallyOpen ? describeSearch(search) : ''))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setError('Give the search a name')
    setBusy(true)
    setError(null)
    try {
      await saveSearch({ name: trimmed, search: params })
      setOpen(false)
    } catch (failure) {
      setError(`The search was not saved: ${errorMessage(failure)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside closes the popover
    <div ref={box} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={disabled}
        onClick={() => {
          if (!open) {
            setName(describeSearch(search))
            setError(null)
          }
          setOpen(!open)
        }}
        className={watchButton}
      >
        <StarIcon />
        <span>
          Save<span className="max-sm:sr-only"> search</span>
        </span>
      </button>
      {open && (
        <form id={id} onSubmit={submit} noValidate className={popover} aria-label="Save this search">
          <label htmlFor={`${id}-name`} className={styles.label}>
            Name
          </label>
          <input
            id={`${id}-name`}
            // biome-ignore lint/a11y/noAutofocus: the form opens to be typed in
            autoFocus
            type="text"
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-help`}
            onChange={(event) => {
              setName(event.target.value)
              setError(null)
            }}
            onFocus={(event) => event.target.select()}
            className={styles.input}
          />
          <p id={`${id}-help`} className={styles.help}>
            New ads found for it are counted until you next open it.
          </p>
          {error && (
            <p id={`${id}-error`} role="alert" className={styles.fieldError}>
              {error}
            </p>
          )}
          <div className="mt-3 flex justify-end gap-2">
            <button type="button" onClick={close} className={styles.buttons.secondary}>
              Cancel
            </button>
            <button type="submit" disabled={busy} className={styles.buttons.primary}>
              {busy ? 'Saving…' : 'Save'}
            </button>
          </div>
        </form>
      )}
    </div>
  )
}

/** The person's saved searches, each a link that opens it with what is new since marked. */
function SavedSearchesMenu({
  searches,
  initiallyOpen,
}: {
  searches: SavedSearch[] | undefined
  initiallyOpen: boolean
}) {
  const { open, setOpen, box, button, onKeyDown } = usePopover(initiallyOpen)
  const id = useId()
  const fresh = searches?.reduce((sum, entry) => sum + (entry.new_count ?? 0), 0) ?? 0
  // Opened by a click on the button drawn before this code arrived: focus stays on the button.
  useEffect(() => {
    if (initiallyOpen) button.current?.focus()
  }, [initiallyOpen, button])
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside closes the popover
    <div ref={box} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        className={watchButton}
      >
        <span>
          Saved<span className="max-sm:sr-only"> searches</span>
        </span>
        {fresh > 0 && (
          <span className="rounded-full bg-success-soft px-1.5 text-xs font-semibold text-success-ink">
            {formatWholeNumber(fresh)}
            <span className="sr-only"> new</span>
          </span>
        )}
      </button>
      {open && (
        <div id={id} className={popover}>
          {searches === undefined ? (
            <p className={styles.muted}>Loading your saved searches…</p>
          ) : searches.length === 0 ? (
            <p className={styles.muted}>No saved searches yet: Save search keeps this one.</p>
          ) : (
            <ul className="flex max-h-80 flex-col overflow-y-auto">
              {searches.map((entry) => (
                <li key={entry.id}>
                  <SavedSearchLink saved={entry} onOpen={() => setOpen(false)} />
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 border-t border-line pt-2 text-sm">
            <Link to="/saved" className={styles.link} onClick={() => setOpen(false)}>
              Manage saved searches
            </Link>
          </p>
        </div>
      )}
    </div>
  )
}

/**
 * A link that opens a saved search with the ads found since the last look marked "New", and counts
 * this as a look (in the background: the search opens at once).
 */
export function SavedSearchLink({ saved, onOpen }: { saved: SavedSearch; onOpen?: () => void }) {
  const { mutate: lookAt } = useLookAtSavedSearch()
  const fresh = saved.new_count ?? 0
  return (
    <Link
      to="/"
      search={adSearchOf(saved.search)}
      state={(prev) => ({ ...prev, newSince: saved.looked_at, newCount: fresh })}
      onClick={() => {
        onOpen?.()
        lookAt(saved.id)
      }}
      className={`flex items-center justify-between gap-3 rounded-md px-2 py-2 text-sm hover:bg-sunken ${styles.focusRing}`}
    >
      <span className="min-w-0 truncate font-medium">{saved.name}</span>
      <span className={`shrink-0 text-xs ${fresh > 0 ? 'font-semibold text-success-ink' : 'text-faint'}`}>
        {saved.new_count === null ? '' : `${formatWholeNumber(fresh)} new`}
      </span>
    </Link>
  )
}

/** Above the grid when a saved search or a follow was opened: how many are new, and since when. */
export function NewAdsNotice({
  since,
  count,
  onlyNew,
  onShowOnlyNew,
}: {
  since: string
  count: number | undefined
  onlyNew: boolean
  onShowOnlyNew: () => void
}) {
  return (
    <div role="status" className={`${styles.successBox} flex flex-wrap items-center justify-between gap-2`}>
      <p>
        {count === undefined ? 'Ads' : `${formatWholeNumber(count)} ${count === 1 ? 'ad' : 'ads'}`} new since
        you last looked ({formatDateTime(since)}) {count === 0 ? '' : 'are marked New.'}
      </p>
      {!onlyNew && count !== 0 && (
        <button type="button" onClick={onShowOnlyNew} className={styles.buttons.small}>
          Show only the new ads
        </button>
      )}
    </div>
  )
}
