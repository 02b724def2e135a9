import { memo, useEffect, useId, useRef, useState } from 'react'
import type { Board, SavedAd } from '../../contract/boards'
import { formatDate } from '../../lib/format'
import { actionStyles } from '../ad-card/action-styles'
import { AdCard } from '../ad-card/ad-card'
import { AnnotationForm } from './annotation-form'
import { MoveMenu } from './move-menu'
import { useSavedAdEditing } from './saved-ad-editing'

interface SavedExtraProps {
  saved: SavedAd
  boardId: string
  /** Members and admins annotate, move and remove; viewers only read. */
  canWrite: boolean
  onRemove: (saved: SavedAd) => void
  /** A move begins: the card may leave the board. */
  onMoveStart: (saved: SavedAd) => void
  onMoved: (saved: SavedAd, to: Board) => void
}

/**
 * A saved ad's card on its board. Memoised whole: the grid draws its visible rows again on every
 * scroll step and every page that arrives, and a card whose saved ad and handlers are unchanged is
 * skipped rather than rebuilt with its note, tags and menus.
 */
export const SavedAdCard = memo(function SavedAdCard({
  eager,
  ...extra
}: SavedExtraProps & { eager: boolean }) {
  return <AdCard ad={extra.saved.ad} eager={eager} extra={<SavedExtra {...extra} />} />
})

/**
 * Under a saved ad's card: its note and tags, who saved it when, and for those who may write, the
 * ways to edit the note and tags, move it to another board, or take it off this one.
 */
export function SavedExtra({ saved, boardId, canWrite, onRemove, onMoveStart, onMoved }: SavedExtraProps) {
  const adId = saved.ad.id
  const editing = useSavedAdEditing(adId)
  const [moveOpen, setMoveOpen] = useState(false)
  const moveId = useId()
  const editButton = useRef<HTMLButtonElement>(null)
  const moveButton = useRef<HTMLButtonElement>(null)
  // Where focus goes once a form or menu has left the card: back on the button that opened it
  // (the edit button is not there while its form is, so it is named rather than held).
  const refocus = useRef<'edit' | 'move' | null>(null)
  useEffect(() => {
    if (editing.isOpen || moveOpen || !refocus.current) return
    ;(refocus.current === 'edit' ? editButton : moveButton).current?.focus()
    refocus.current = null
  })

  const hasNote = saved.note.trim() !== ''
  if (!hasNote && saved.tags.length === 0 && !canWrite) return null
  return (
    <div data-saved-ad={adId} className="flex flex-col gap-2 border-t border-line pt-2.5 text-xs">
      {canWrite && editing.isOpen ? (
        <AnnotationForm
          saved={saved}
          boardId={boardId}
          draft={editing.draft}
          onType={editing.keepDraft}
          onDone={() => {
            refocus.current = 'edit'
            editing.setOpen(false)
          }}
        />
      ) : (
        <>
          {hasNote && (
            <p className="whitespace-pre-line break-words text-muted">
              <span className="font-semibold">Note: </span>
              {saved.note}
            </p>
          )}
          {saved.tags.length > 0 && (
            <ul aria-label="Tags" className="flex flex-wrap gap-1">
              {saved.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-sunken px-2 py-0.5 font-medium break-all text-muted">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p className="text-muted">
        Saved <time dateTime={saved.saved_at}>{formatDate(saved.saved_at)}</time>
        {saved.saved_by && <> by {saved.saved_by.name}</>}
      </p>
      {canWrite && !editing.isOpen && (
        <div className="-mx-2 flex flex-wrap items-center gap-x-1 gap-y-0.5">
          <button
            ref={editButton}
            type="button"
            onClick={() => {
              setMoveOpen(false)
              editing.setOpen(true)
            }}
            className={actionStyles.quiet}
          >
            Edit note and tags
          </button>
          <button
            ref={moveButton}
            type="button"
            aria-expanded={moveOpen}
            aria-controls={moveOpen ? moveId : undefined}
            onClick={() => setMoveOpen((open) => !open)}
            className={actionStyles.quiet}
          >
            Move to…
          </button>
          <button type="button" onClick={() => onRemove(saved)} className={actionStyles.quiet}>
            Remove from board
          </button>
        </div>
      )}
      {canWrite && moveOpen && !editing.isOpen && (
        <MoveMenu
          id={moveId}
          saved={saved}
          boardId={boardId}
          onClose={() => {
            refocus.current = 'move'
            setMoveOpen(false)
          }}
          onMoveStart={() => onMoveStart(saved)}
          onMoved={(to) => onMoved(saved, to)}
        />
      )}
    </div>
  )
}
