import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi, Link, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { BOARD_NAME_MAX, type Board, type SavedAd } from '../../contract/boards'
import { ApiError, errorMessage } from '../../lib/api-client'
import { countOf, formatDate } from '../../lib/format'
import { useMe } from '../../lib/me-query'
import { ConfirmDialog } from '../account/confirm-dialog'
import { FormAlert, SubmitButton, useDocumentTitle } from '../account/form-parts'
import { SignInFirst } from '../account/sign-in-first'
import * as styles from '../account/styles'
import { actionStyles } from '../ad-card/action-styles'
import { AdDetailOverlay } from '../ad-detail/ad-detail-overlay'
import { changeBoard, deleteBoard } from './board-changes'
import { BoardGrid } from './board-grid'
import { VisibilityLabel } from './board-parts'
import { boardAdsQueryOptions, boardQueryOptions, unsaveAd } from './board-queries'

const route = getRouteApi('/boards/$boardId')

/** `/boards/<id>`: one board's saved ads, newest saved first; its owner (or an admin) manages it here. */
export function BoardScreen() {
  const { boardId } = route.useParams()
  const me = useMe()
  const board = useQuery({ ...boardQueryOptions(boardId), enabled: Boolean(me?.person) })
  useDocumentTitle(board.data?.name ?? 'Board')
  if (!me?.person) return <SignInFirst title="Board" />
  if (board.error instanceof ApiError && board.error.status === 404) return <NoSuchBoard />
  if (!board.data) {
    return (
      <div className="flex flex-col gap-4">
        <BackToBoards />
        {board.error ? (
          <div role="alert" className={styles.alertBox}>
            <h1 className="font-semibold">The board could not be loaded</h1>
            <p className="mt-1">{errorMessage(board.error)}</p>
            <button
              type="button"
              onClick={() => void board.refetch()}
              className={`${styles.buttons.small} mt-2`}
            >
              Retry
            </button>
          </div>
        ) : (
          <h1 className={styles.pageTitle}>Loading the board…</h1>
        )}
      </div>
    )
  }
  return <BoardView board={board.data} canWrite={me.person.role !== 'viewer'} />
}

function BackToBoards() {
  return (
    <Link
      to="/boards"
      search={(prev) => ({ ...prev, ad: undefined })}
      className={`inline-flex w-fit items-center gap-1 text-sm font-medium ${actionStyles.link}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        className="size-4"
      >
        <path d="M12.5 15 7.5 10l5-5" />
      </svg>
      All boards
    </Link>
  )
}

function NoSuchBoard() {
  return (
    <div className="max-w-prose">
      <h1 className={styles.pageTitle}>This board does not exist or is not shared with you</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        It may have been deleted, or it is someone’s private board.
      </p>
      <p className="mt-6">
        <Link to="/boards" search={(prev) => ({ ...prev, ad: undefined })} className={styles.link}>
          Back to boards
        </Link>
      </p>
    </div>
  )
}

function BoardView({ board, canWrite }: { board: Board; canWrite: boolean }) {
  const queryClient = useQueryClient()
  const search = route.useSearch()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const navigate = useNavigate()
  const ads = useInfiniteQuery(boardAdsQueryOptions(board.id))
  const [failure, setFailure] = useState<string | null>(null)
  const { fetchNextPage } = ads
  const loadNextPage = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage])

  const remove = useCallback(
    (saved: SavedAd) => {
      setFailure(null)
      unsaveAd(queryClient, saved.ad.id, board.id).catch((error) =>
        setFailure(`The ad was not removed: ${errorMessage(error)}`),
      )
    },
    [queryClient, board.id],
  )
  const renderExtra = useCallback(
    (saved: SavedAd) => <SavedExtra saved={saved} canWrite={canWrite} onRemove={remove} />,
    [canWrite, remove],
  )
  const closeAd = () => {
    if (canGoBack) router.history.back()
    else void navigate({ to: '.', search: (prev) => ({ ...prev, ad: undefined }), replace: true })
  }
  const total = ads.data?.pages[0]?.pagination.total

  return (
    <div className="flex flex-col gap-6">
      <BackToBoards />
      <BoardHeader board={board} />
      <section aria-labelledby="board-ads-count" className="flex flex-col gap-4">
        <h2 id="board-ads-count" aria-live="polite" className="text-lg font-semibold">
          {total === undefined ? 'Loading ads…' : countOf(total, 'ad')}
        </h2>
        <FormAlert message={failure} />
        {ads.data ? (
          total === 0 && ads.data.pages[0]?.data.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
              <p className="font-semibold">Nothing saved here yet</p>
              <p className={`${styles.muted} mt-2`}>
                {canWrite ? (
                  <>
                    Find ads in the{' '}
                    <Link to="/" search={(prev) => ({ ...prev, ad: undefined })} className={styles.link}>
                      search
                    </Link>{' '}
                    and save them to this board.
                  </>
                ) : (
                  'Ads your team saves to this board will appear here.'
                )}
              </p>
            </div>
          ) : (
            <BoardGrid
              data={ads.data}
              hasNextPage={ads.hasNextPage}
              isFetchingNextPage={ads.isFetchingNextPage}
              nextPageError={ads.isFetchNextPageError ? ads.error : null}
              fetchNextPage={loadNextPage}
              renderExtra={renderExtra}
            />
          )
        ) : ads.error ? (
          <div role="alert" className={styles.alertBox}>
            <p>The saved ads could not be loaded: {errorMessage(ads.error)}</p>
            <button
              type="button"
              onClick={() => void ads.refetch()}
              className={`${styles.buttons.small} mt-2`}
            >
              Retry
            </button>
          </div>
        ) : (
          <p className={styles.muted}>Loading the saved ads…</p>
        )}
      </section>
      {search.ad && <AdDetailOverlay adId={search.ad} onClose={closeAd} />}
    </div>
  )
}

/** Under a saved ad's card: its note and tags, and a button to take it off the board. */
function SavedExtra({
  saved,
  canWrite,
  onRemove,
}: {
  saved: SavedAd
  canWrite: boolean
  onRemove: (saved: SavedAd) => void
}) {
  const hasNote = saved.note.trim() !== ''
  if (!hasNote && saved.tags.length === 0 && !canWrite) return null
  return (
    <div className="flex flex-col gap-2 border-t border-slate-100 pt-2.5 text-xs dark:border-slate-800">
      {hasNote && (
        <p className="whitespace-pre-line break-words text-slate-700 dark:text-slate-300">
          <span className="font-semibold">Note: </span>
          {saved.note}
        </p>
      )}
      {saved.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-1">
          {saved.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-slate-100 px-2 py-0.5 font-medium break-all text-slate-700 dark:bg-slate-800 dark:text-slate-200"
            >
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2 text-slate-600 dark:text-slate-400">
        <span>
          Saved <time dateTime={saved.saved_at}>{formatDate(saved.saved_at)}</time>
          {saved.saved_by && <> by {saved.saved_by.name}</>}
        </span>
        {canWrite && (
          <button type="button" onClick={() => onRemove(saved)} className={actionStyles.quiet}>
            Remove from board
          </button>
        )}
      </div>
    </div>
  )
}

/** The board's name, figures, and for its owner or an admin: rename, share, delete. */
function BoardHeader({ board }: { board: Board }) {
  const queryClient = useQueryClient()
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
      await changeBoard(queryClient, board.id, { visibility: on ? 'team' : 'private' })
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
      await deleteBoard(queryClient, board.id)
      setConfirming(false)
      void navigate({ to: '/boards', search: (prev) => ({ ...prev, ad: undefined }) })
    } catch (error) {
      setConfirming(false)
      setFailure(`The board was not deleted: ${errorMessage(error)}`)
      setBusy(null)
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {renaming ? (
        <RenameForm
          board={board}
          onDone={() => {
            focusRename.current = true
            setRenaming(false)
          }}
        />
      ) : (
        <h1 className={`${styles.pageTitle} break-words`}>{board.name}</h1>
      )}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <VisibilityLabel visibility={board.visibility} />
        <span>{mine ? 'Your board' : `by ${board.owner.name}`}</span>
        <span>
          Changed <time dateTime={board.changed_at}>{formatDate(board.changed_at)}</time>
        </span>
      </p>
      <FormAlert message={failure} />
      {board.manageable && !renaming && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button
            ref={renameButton}
            type="button"
            onClick={() => setRenaming(true)}
            className={styles.buttons.small}
          >
            Rename
          </button>
          <span className="inline-flex items-center gap-2">
            <input
              id={shareId}
              type="checkbox"
              checked={sharing ?? board.visibility === 'team'}
              disabled={busy === 'share'}
              onChange={(event) => void share(event.target.checked)}
              className="size-4 accent-indigo-600"
            />
            <label htmlFor={shareId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
              Share with the team
            </label>
          </span>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={`${styles.buttons.small} border-red-300 text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950`}
          >
            Delete board
          </button>
        </div>
      )}
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
  const queryClient = useQueryClient()
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
      await changeBoard(queryClient, board.id, { name: trimmed })
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
