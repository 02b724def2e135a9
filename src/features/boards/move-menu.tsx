import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { Board, SavedAd } from '../../contract/boards'
import { errorMessage } from '../../lib/api-client'
import { actionStyles } from '../ad-card/action-styles'
import { adTitle } from '../ad-card/ad-links'
import { useMoveAd } from './board-mutations'
import { useGridSaveState } from './saved-marks'

interface MoveMenuProps {
  id: string
  saved: SavedAd
  boardId: string
  /** Esc or Cancel: the menu closes, focus back on its button. */
  onClose: () => void
  onMoveStart: () => void
  onMoved: (to: Board) => void
}

/**
 * The other boards, each a button that moves the saved ad there with its note and tags. A board it
 * is saved on already only takes it off this one. Shown in the card, under its actions.
 */
export function MoveMenu({ id, saved, boardId, onClose, onMoveStart, onMoved }: MoveMenuProps) {
  const { mutateAsync: moveAd } = useMoveAd()
  const marks = useGridSaveState(saved.ad.id)
  const [moving, setMoving] = useState<Board | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const panel = useRef<HTMLFieldSetElement>(null)
  const others = marks?.boards?.filter((board) => board.id !== boardId)
  const savedOn = marks?.savedIds ?? []

  // The first board (or whatever the menu says instead) takes the focus once there is one.
  const hasOthers = others !== undefined
  useEffect(() => {
    if (hasOthers) panel.current?.querySelector<HTMLElement>('button')?.focus()
  }, [hasOthers])

  const move = async (to: Board) => {
    if (moving) return
    setMoving(to)
    setFailure(null)
    onMoveStart()
    try {
      await moveAd({ saved, fromId: boardId, to, alreadyThere: savedOn.includes(to.id) })
      onMoved(to)
    } catch (error) {
      setFailure(errorMessage(error))
      setMoving(null)
    }
  }

  return (
    <fieldset
      ref={panel}
      id={id}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        onClose()
      }}
      className="flex min-w-0 flex-col gap-1.5 rounded-lg border border-line bg-sunken p-2"
    >
      {/* Floated, so that it sits inside the box rather than on its border. */}
      <legend className="float-left w-full font-semibold text-ink">
        Move to another board
        <span className="sr-only">: {adTitle(saved.ad)}</span>
      </legend>
      {others === undefined ? (
        marks?.boardsError ? (
          <p role="alert" className="text-danger-ink">
            The boards could not be loaded: {errorMessage(marks.boardsError)}
          </p>
        ) : (
          <p className="text-muted">Loading boards…</p>
        )
      ) : others.length === 0 ? (
        <p className="text-muted">
          There is no other board yet.{' '}
          <Link to="/boards" search={(prev) => ({ ...prev, ad: undefined })} className={actionStyles.link}>
            Make one
          </Link>
        </p>
      ) : (
        <ul className="flex max-h-48 flex-col overflow-y-auto">
          {others.map((board) => {
            const there = savedOn.includes(board.id)
            return (
              <li key={board.id}>
                <button
                  type="button"
                  onClick={() => void move(board)}
                  aria-disabled={moving !== null}
                  aria-describedby={there ? `${id}-${board.id}-there` : undefined}
                  className={`${actionStyles.quiet} w-full justify-between text-left aria-disabled:opacity-60`}
                >
                  <span className="min-w-0 truncate">{board.name}</span>
                  {there && (
                    <span id={`${id}-${board.id}-there`} className="shrink-0 font-normal text-muted">
                      saved there
                    </span>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <p role="status" className="text-muted empty:hidden">
        {moving ? `Moving to ${moving.name}…` : ''}
      </p>
      {failure && (
        <p role="alert" className="rounded-md bg-danger-soft px-2 py-1.5 font-medium text-danger-ink">
          {failure}
        </p>
      )}
      <button type="button" onClick={onClose} className={`${actionStyles.quiet} self-start`}>
        Cancel
      </button>
    </fieldset>
  )
}
