import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { BOARD_NAME_MAX, type Board } from '../../contract/boards'
import { errorMessage } from '../../lib/api-client'
import { actionStyles } from '../ad-card/action-styles'
import { useCreateBoard } from './board-queries'

interface BoardMenuProps {
  id: string
  anchor: React.RefObject<HTMLSpanElement | null>
  title: string
  boards: Board[] | undefined
  loadError: Error | null
  savedIds: string[]
  focusNew: boolean
  onClose: (returnFocus: boolean) => void
  onToggle: (board: Board, on: boolean) => void
  onCreated: (board: Board) => void
}

/**
 * The boards, each a checkbox (ticked: the ad is on it), and a field for a new board. A non-modal
 * popover in the top layer, so a card's clipped corners or the detail dialog do not hide it; Esc
 * closes it (focus back on its trigger), as do a click outside it and tabbing out of it.
 */
export function BoardMenu({
  id,
  anchor,
  title,
  boards,
  loadError,
  savedIds,
  focusNew,
  onClose,
  onToggle,
  onCreated,
}: BoardMenuProps) {
  const { mutateAsync: createBoard } = useCreateBoard()
  const popover = useRef<HTMLDivElement>(null)
  const headingId = useId()
  const newId = useId()
  const newErrorId = useId()
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useLayoutEffect(() => {
    const element = popover.current
    const trigger = anchor.current
    if (!element || !trigger) return
    element.showPopover()
    const place = () => {
      const rect = trigger.getBoundingClientRect()
      const width = element.offsetWidth
      const viewWidth = document.documentElement.clientWidth
      const below = window.innerHeight - rect.bottom - 12
      const above = rect.top - 12
      const downwards = below >= Math.min(element.scrollHeight, 320) || below >= above
      element.style.maxHeight = `${Math.max(160, downwards ? below : above)}px`
      const height = element.offsetHeight
      element.style.top = `${downwards ? rect.bottom + 6 : rect.top - 6 - height}px`
      element.style.left = `${Math.max(8, Math.min(rect.right - width, viewWidth - 8 - width))}px`
    }
    place()
    const first =
      (!focusNew && element.querySelector<HTMLElement>('input[type="checkbox"]')) ||
      element.querySelector<HTMLElement>('input[type="text"]')
    first?.focus()
    let frame = 0
    const follow = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(place)
    }
    const outside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!element.contains(target) && !trigger.contains(target)) onClose(false)
    }
    window.addEventListener('scroll', follow, { capture: true, passive: true })
    window.addEventListener('resize', follow)
    document.addEventListener('pointerdown', outside, true)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', follow, { capture: true })
      window.removeEventListener('resize', follow)
      document.removeEventListener('pointerdown', outside, true)
    }
    // Placed and focused once, when it opens; the list loading later keeps the focus where it is.
  }, [anchor, focusNew, onClose])

  const create = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) {
      setError('Give the board a name')
      return
    }
    setBusy(true)
    setError(null)
    try {
      onCreated(await createBoard({ name: trimmed }))
    } catch (failure) {
      setError(`The board was not made: ${errorMessage(failure)}`)
      setBusy(false)
    }
  }

  return (
    <div
      ref={popover}
      id={id}
      popover="manual"
      role="dialog"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        // Only the menu closes, not a dialog it may sit in.
        event.preventDefault()
        event.stopPropagation()
        onClose(true)
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null
        if (next && !event.currentTarget.contains(next) && !anchor.current?.contains(next)) onClose(false)
      }}
      style={{ position: 'fixed', margin: 0, inset: 'auto' }}
      className="w-72 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-xl border border-line bg-surface p-3 text-left text-sm text-ink shadow-xl"
    >
      <h2 id={headingId} className="text-sm font-semibold">
        Save to a board
        <span className="sr-only">: {title}</span>
      </h2>
      {boards ? (
        boards.length > 0 ? (
          <fieldset className="mt-2 min-w-0">
            <legend className="sr-only">Boards</legend>
            <ul className="flex max-h-56 flex-col overflow-y-auto">
              {boards.map((board) => (
                <BoardOption
                  key={board.id}
                  board={board}
                  checked={savedIds.includes(board.id)}
                  onChange={(on) => onToggle(board, on)}
                />
              ))}
            </ul>
          </fieldset>
        ) : (
          <p className="mt-1 text-muted">No boards yet: make the first one.</p>
        )
      ) : loadError ? (
        <p role="alert" className="mt-1 text-danger-ink">
          The boards could not be loaded: {errorMessage(loadError)}
        </p>
      ) : (
        <p className="mt-1 text-muted">Loading boards…</p>
      )}
      <form onSubmit={create} className="mt-3 border-t border-line pt-3">
        <label htmlFor={newId} className="block text-xs font-medium text-muted">
          New board
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={newId}
            type="text"
            value={name}
            onChange={(event) => {
              setName(event.target.value)
              setError(null)
            }}
            maxLength={BOARD_NAME_MAX}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? newErrorId : undefined}
            className="min-w-0 flex-1 rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm focus:border-accent focus:outline-2 focus:outline-accent/40 aria-invalid:border-danger-ink"
          />
          <button
            type="submit"
            disabled={busy}
            className={`${actionStyles.buttonPrimary} px-2.5 text-xs disabled:opacity-60`}
          >
            Create and save
          </button>
        </div>
        {error && (
          <p id={newErrorId} role="alert" className="mt-1 text-xs font-medium text-danger-ink">
            {error}
          </p>
        )}
      </form>
    </div>
  )
}

function BoardOption({
  board,
  checked,
  onChange,
}: {
  board: Board
  checked: boolean
  onChange: (on: boolean) => void
}) {
  const id = useId()
  return (
    <li className="flex items-center gap-2 rounded-md px-1.5 py-1.5 hover:bg-sunken">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={board.visibility === 'team' ? `${id}-shared` : undefined}
        className="size-4 shrink-0 accent-accent"
      />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer truncate">
        {board.name}
      </label>
      {board.visibility === 'team' && (
        <span id={`${id}-shared`} className="shrink-0 text-xs text-muted">
          <span className="sr-only">Shared with the team</span>
          <span aria-hidden="true">Team</span>
        </span>
      )}
    </li>
  )
}
