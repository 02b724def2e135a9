import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { BOARD_NAME_MAX, type Board } from '../../contract/boards'
import { errorMessage } from '../../lib/api-client'
import { countOf, formatDate } from '../../lib/format'
import { useMe } from '../../lib/me-query'
import { withoutPageParameters } from '../../search/search-state'
import { ConfirmDialog } from '../account/confirm-dialog'
import { FormAlert, SubmitButton } from '../account/form-parts'
import * as styles from '../account/styles'
import { ExportButton } from '../export/export-button'
import { useChangeBoard, useDeleteBoard } from './board-mutations'
import { VisibilityLabel } from './board-parts'
import { ShareLink } from './share-link'

/** The board's name, figures, and for its owner or an admin: rename, share, delete. */
export function BoardHeader({ board }: { board: Board }) {
  const { mutateAsync: changeBoard } = useChangeBoard()
  const { mutateAsync: deleteBoard } = useDeleteBoard()
  const navigate = useNavigate()
  const me = useMe()
  const [renaming, setRenaming] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState<'share' | 'delete' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const renameButton = useRef<HTMLButtonElement>(null)
  // Back on Rename once the form has gone (saved, or cancelled).
  const focusRename = useRef(false)
  useEffect(() => {
    if (renaming || !focusRename.current) return
    focusRename.current = false
    renameButton.current?.focus()
  }, [renaming])
  const shareId = useId()
  const mine = board.owner.id === me?.person?.id

  // The box shows the choice at once; it goes back if the server refuses.
  const [sharing, setSharing] = useState<boolean | null>(null)
  const share = async (on: boolean) => {
    setBusy('share')
    setSharing(on)
    setFailure(null)
    try {
      await changeBoard({ id: board.id, change: { visibility: on ? 'team' : 'private' } })
    } catch (error) {
      setFailure(`The board was not ${on ? 'shared' : 'made private'}: ${errorMessage(error)}`)
    } finally {
      setSharing(null)
      setBusy(null)
    }
  }
  const remove = async () => {
    setBusy('delete')
    setFailure(null)
    try {
      await deleteBoard(board.id)
      setConfirming(false)
      void navigate({
        to: '/boards',
        search: ({ ad: _ad, ...prev }) => withoutPageParameters(prev),
      })
    } catch (error) {
      setConfirming(false)
      setFailure(`The board was not deleted: ${errorMessage(error)}`)
      setBusy(null)
    }
  }

  const manage = board.manageable && !renaming
  return (
    <div className="flex flex-col gap-2">
      {renaming ? (
        <RenameForm
          board={board}
          onDone={() => {
            focusRename.current = true
            setRenaming(false)
          }}
        />
      ) : (
        // One row: the name, then what can be done to the board as a whole.
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
          <h1 className={`${styles.pageTitle} min-w-0 break-words`}>{board.name}</h1>
          <div className="flex flex-wrap items-center gap-2">
            {manage && (
              <>
                <button
                  ref={renameButton}
                  type="button"
                  onClick={() => setRenaming(true)}
                  className={styles.buttons.small}
                >
                  Rename
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(true)}
                  className={`${styles.buttons.small} border-danger-line text-danger-ink hover:bg-danger-soft`}
                >
                  Delete board
                </button>
              </>
            )}
            {/* Its saved ads with notes and tags, or a ZIP with their media. */}
            <ExportButton target={{ kind: 'board', id: board.id }} />
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <VisibilityLabel visibility={board.visibility} />
        <span>{mine ? 'Your board' : `by ${board.owner.name}`}</span>
        <span>
          Changed <time dateTime={board.changed_at}>{formatDate(board.changed_at)}</time>
        </span>
        {manage && (
          <span className="inline-flex items-center gap-2">
            <input
              id={shareId}
              type="checkbox"
              checked={sharing ?? board.visibility === 'team'}
              disabled={busy === 'share'}
              onChange={(event) => void share(event.target.checked)}
              className="size-4 accent-accent"
            />
            <label htmlFor={shareId} className="font-medium text-muted">
              Share with the team
            </label>
          </span>
        )}
      </div>
      <FormAlert message={failure} />
      <ShareLink board={board} />
      {confirming && (
        <ConfirmDialog
          title={`Delete “${board.name}”?`}
          confirmLabel="Delete board"
          busy={busy === 'delete'}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        >
          {board.count > 0
            ? `Its ${countOf(board.count, 'saved ad')}, notes and tags go with it. The ads stay in the search.`
            : 'The board is empty.'}{' '}
          This cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  )
}

function RenameForm({ board, onDone }: { board: Board; onDone: () => void }) {
  const { mutateAsync: changeBoard } = useChangeBoard()
  const [name, setName] = useState(board.name)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const field = useRef<HTMLInputElement>(null)
  const id = useId()
  useEffect(() => {
    field.current?.focus()
    field.current?.select()
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) {
      setError('Give the board a name')
      field.current?.focus()
      return
    }
    if (trimmed === board.name) return onDone()
    setBusy(true)
    try {
      await changeBoard({ id: board.id, change: { name: trimmed } })
      onDone()
    } catch (failure) {
      setError(`The board was not renamed: ${errorMessage(failure)}`)
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
      className="flex flex-col gap-2"
    >
      <h1 className="sr-only">{board.name}</h1>
      <label htmlFor={id} className={styles.label}>
        Board name
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={field}
          id={id}
          type="text"
          value={name}
          maxLength={BOARD_NAME_MAX}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value)
            setError(null)
          }}
          className={`${styles.input} mt-0! max-w-md min-w-0 flex-1 basis-56`}
        />
        <SubmitButton busy={busy}>Save name</SubmitButton>
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
