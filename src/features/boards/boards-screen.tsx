import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useRef, useState } from 'react'
import { BOARD_NAME_MAX, type Board } from '../../contract/boards'
import { errorMessage } from '../../lib/api-client'
import { countOf, formatDate } from '../../lib/format'
import { useMe } from '../../lib/me-query'
import { withoutPageParameters } from '../../search/search-state'
import { Field, FormAlert, SubmitButton, useDocumentTitle } from '../account/form-parts'
import { SignInFirst } from '../account/sign-in-first'
import * as styles from '../account/styles'
import { BoardCover, VisibilityLabel } from './board-parts'
import { boardsQueryOptions, useCreateBoard } from './board-queries'

/** `/boards`: the person's boards and the team's shared ones, and a form to make one. */
export function BoardsScreen() {
  useDocumentTitle('Boards')
  const me = useMe()
  const boards = useQuery({ ...boardsQueryOptions(), enabled: Boolean(me?.person) })
  if (!me?.person) return <SignInFirst title="Boards" />
  const canWrite = me.person.role !== 'viewer'

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className={styles.pageTitle}>Boards</h1>
        <p className={`${styles.muted} mt-1 max-w-prose`}>
          Ads saved for later: your own boards, and those shared with the team.
          {canWrite ? ' Save an ad from any card with Save, or press S on a focused card.' : ''}
        </p>
      </div>
      {canWrite && <NewBoardForm />}
      <section aria-labelledby="boards-heading" className="flex flex-col gap-4">
        <h2 id="boards-heading" className={styles.sectionTitle}>
          {boards.data ? countOf(boards.data.data.length, 'board') : 'Your boards'}
        </h2>
        {boards.data ? (
          boards.data.data.length > 0 ? (
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4">
              {boards.data.data.map((board) => (
                <BoardTile key={board.id} board={board} mine={board.owner.id === me.person?.id} />
              ))}
            </ul>
          ) : (
            <div className="rounded-xl border border-dashed border-line-strong p-8 text-center">
              <p className="font-semibold">No boards yet</p>
              <p className={`${styles.muted} mt-2`}>
                {canWrite
                  ? 'Make one above, or save an ad from the search: its Save button makes your first board.'
                  : 'Boards your team shares will appear here.'}
              </p>
            </div>
          )
        ) : boards.error ? (
          <div role="alert" className={styles.alertBox}>
            <p>The boards could not be loaded: {errorMessage(boards.error)}</p>
            <button
              type="button"
              onClick={() => void boards.refetch()}
              className={`${styles.buttons.small} mt-2`}
            >
              Retry
            </button>
          </div>
        ) : (
          <p className={styles.muted}>Loading boards…</p>
        )}
      </section>
    </div>
  )
}

function BoardTile({ board, mine }: { board: Board; mine: boolean }) {
  const nameId = useId()
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm focus-within:ring-2 focus-within:ring-accent">
      <BoardCover cover={board.cover} />
      <div className="flex flex-1 flex-col gap-1 p-3.5">
        <h3 id={nameId} className="text-base leading-snug font-semibold break-words">
          {/* The whole tile is the link's target area; the name is its text. */}
          <Link
            to="/boards/$boardId"
            params={{ boardId: board.id }}
            // A board opens as it is: another board's words, tag or order do not follow.
            search={({ ad: _ad, ...prev }) => withoutPageParameters(prev)}
            className="text-ink after:absolute after:inset-0 hover:underline focus:outline-none"
          >
            {board.name}
          </Link>
        </h3>
        <p className="text-sm font-medium text-muted tabular-nums">{countOf(board.count, 'ad')}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          <VisibilityLabel visibility={board.visibility} />
          {!mine && <span>by {board.owner.name}</span>}
        </p>
        <p className="mt-auto pt-1 text-xs text-muted">
          Changed <time dateTime={board.changed_at}>{formatDate(board.changed_at)}</time>
        </p>
      </div>
    </li>
  )
}

function NewBoardForm() {
  const { mutateAsync: createBoard } = useCreateBoard()
  const form = useRef<HTMLFormElement>(null)
  const [name, setName] = useState('')
  const [shared, setShared] = useState(false)
  const [busy, setBusy] = useState(false)
  const [nameError, setNameError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [made, setMade] = useState('')
  const sharedId = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    setMade('')
    const trimmed = name.trim()
    if (!trimmed) {
      setNameError('Give the board a name')
      form.current?.querySelector<HTMLInputElement>('input[type="text"]')?.focus()
      return
    }
    setBusy(true)
    try {
      const board = await createBoard({ name: trimmed, visibility: shared ? 'team' : 'private' })
      setName('')
      setShared(false)
      setMade(`Board “${board.name}” made.`)
    } catch (error) {
      setFailure(`The board was not made: ${errorMessage(error)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="new-board-heading" className={styles.panel}>
      <h2 id="new-board-heading" className={styles.sectionTitle}>
        New board
      </h2>
      <form ref={form} onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
        <FormAlert message={failure} />
        <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
          <div className="min-w-0 flex-1 basis-64">
            <Field
              label="Board name"
              type="text"
              value={name}
              maxLength={BOARD_NAME_MAX}
              autoComplete="off"
              error={nameError}
              onChange={(event) => {
                setName(event.target.value)
                setNameError(undefined)
              }}
            />
          </div>
          <div className="flex items-center gap-2 py-2">
            <input
              id={sharedId}
              type="checkbox"
              checked={shared}
              onChange={(event) => setShared(event.target.checked)}
              className="size-4 accent-accent"
            />
            <label htmlFor={sharedId} className="text-sm font-medium text-muted">
              Share with the team
            </label>
          </div>
          <SubmitButton busy={busy}>Create board</SubmitButton>
        </div>
        <p role="status" className="text-sm font-medium text-success-ink empty:hidden">
          {made}
        </p>
      </form>
    </section>
  )
}
