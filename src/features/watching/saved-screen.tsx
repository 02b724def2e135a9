import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { SAVED_SEARCH_NAME_MAX, type SavedSearch } from '../../contract/watching'
import { errorMessage } from '../../lib/api-client'
import { countOf, formatDateTime, formatWholeNumber } from '../../lib/format'
import { useMe } from '../../lib/me-query'
import { ConfirmDialog } from '../account/confirm-dialog'
import { FormAlert, useDocumentTitle } from '../account/form-parts'
import { SignInFirst } from '../account/sign-in-first'
import * as styles from '../account/styles'
import { adSearchOf, describeSearch } from './saved-search-links'
import { SavedSearchLink } from './search-watch-bar'
import { savedSearchesQueryOptions, useForgetSavedSearch, useRenameSavedSearch } from './watching-queries'

/** `/saved`: the person's saved searches, what is new in each since they last looked, and their upkeep. */
export function SavedScreen() {
  useDocumentTitle('Saved searches')
  const me = useMe()
  const searches = useQuery({ ...savedSearchesQueryOptions(), enabled: Boolean(me?.person) })
  if (!me?.person) return <SignInFirst title="Saved searches" />
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div>
        <h1 className={styles.pageTitle}>Saved searches</h1>
        <p className={`${styles.muted} mt-1 max-w-prose`}>
          Searches you keep an eye on. “New” counts the ads this index found since you last opened the search,
          whenever they started running. Save a search with Save search beside the result count.
        </p>
      </div>
      {searches.data ? (
        searches.data.data.length > 0 ? (
          <section aria-labelledby="saved-heading" className="flex flex-col gap-3">
            <h2 id="saved-heading" className={styles.sectionTitle}>
              {countOf(searches.data.data.length, 'saved search', 'saved searches')}
            </h2>
            <ul className="flex flex-col gap-3">
              {searches.data.data.map((saved) => (
                <SavedSearchRow key={saved.id} saved={saved} />
              ))}
            </ul>
          </section>
        ) : (
          <div className="rounded-xl border border-dashed border-line-strong p-8 text-center">
            <p className="font-semibold">No saved searches yet</p>
            <p className={`${styles.muted} mt-2`}>
              Run a{' '}
              <Link to="/" className={styles.link}>
                search
              </Link>{' '}
              and press Save search beside its result count.
            </p>
          </div>
        )
      ) : searches.error ? (
        <div role="alert" className={styles.alertBox}>
          <p>The saved searches could not be loaded: {errorMessage(searches.error)}</p>
          <button
            type="button"
            onClick={() => void searches.refetch()}
            className={`${styles.buttons.small} mt-2`}
          >
            Retry
          </button>
        </div>
      ) : (
        <p className={styles.muted}>Loading your saved searches…</p>
      )}
    </div>
  )
}

function SavedSearchRow({ saved }: { saved: SavedSearch }) {
  const { mutateAsync: forgetSavedSearch } = useForgetSavedSearch()
  const [renaming, setRenaming] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const search = adSearchOf(saved.search)
  const described = describeSearch(search)

  const forget = async () => {
    setBusy(true)
    try {
      await forgetSavedSearch(saved.id)
    } catch (error) {
      setFailure(`The search was not removed: ${errorMessage(error)}`)
      setConfirming(false)
      setBusy(false)
    }
  }

  return (
    <li className={`${styles.panel} flex flex-col gap-2`}>
      {renaming ? (
        <RenameForm saved={saved} onDone={() => setRenaming(false)} />
      ) : (
        <h3 className="text-base font-semibold">
          <SavedSearchLink saved={saved} />
        </h3>
      )}
      <p className={`${styles.muted} break-words`}>{described}</p>
      <p className="text-sm text-muted">
        {saved.total === null ? 'The count is not available right now.' : countOf(saved.total, 'ad')}
        {saved.new_count !== null && (
          <>
            {' · '}
            <span className={saved.new_count > 0 ? 'font-semibold text-success-ink' : ''}>
              {formatWholeNumber(saved.new_count)} new since you last looked
            </span>
          </>
        )}{' '}
        <span className="text-faint">
          (last looked <time dateTime={saved.looked_at}>{formatDateTime(saved.looked_at)}</time>)
        </span>
      </p>
      <FormAlert message={failure} />
      {!renaming && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setRenaming(true)}
            className={styles.buttons.small}
            aria-label={`Rename “${saved.name}”`}
          >
            Rename
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={styles.buttons.small}
            aria-label={`Remove “${saved.name}”`}
          >
            Remove
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Remove “${saved.name}”?`}
          confirmLabel="Remove saved search"
          busy={busy}
          onConfirm={() => void forget()}
          onCancel={() => setConfirming(false)}
        >
          The search itself stays: you can run it and save it again.
        </ConfirmDialog>
      )}
    </li>
  )
}

function RenameForm({ saved, onDone }: { saved: SavedSearch; onDone: () => void }) {
  const { mutateAsync: renameSavedSearch } = useRenameSavedSearch()
  const [name, setName] = useState(saved.name)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setError('Give the search a name')
    if (trimmed === saved.name) return onDone()
    setBusy(true)
    try {
      await renameSavedSearch({ id: saved.id, name: trimmed })
      onDone()
    } catch (failure) {
      setError(`The search was not renamed: ${errorMessage(failure)}`)
      setBusy(false)
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone()
      }}
      className="flex flex-col gap-1"
    >
      <label htmlFor={id} className={styles.label}>
        Name of the saved search
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          // biome-ignore lint/a11y/noAutofocus: the form opens to be typed in
          autoFocus
          type="text"
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value)
            setError(null)
          }}
          className={`${styles.input} mt-0! max-w-md min-w-0 flex-1 basis-56`}
        />
        <button type="submit" disabled={busy} className={styles.buttons.primary}>
          {busy ? 'Saving…' : 'Save name'}
        </button>
        <button type="button" onClick={onDone} className={styles.buttons.secondary}>
          Cancel
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
    </form>
  )
}
