import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import type { Board } from '../../contract/boards'
import { errorMessage } from '../../lib/api-client'
import * as styles from '../account/styles'
import { shareBoardLink } from './board-changes'
import { shareBoardNotes } from './share-notes'

const MESSAGE_MS = 2500

/**
 * The board's link for anyone, without an account: its ads as saved, whose board it is, without
 * tags or the team's names, and the notes only if its owner or an admin chooses so. Everyone who
 * sees the board may copy it; its owner or an admin makes it or turns it off (a new link ends the
 * old one, and shows no notes until chosen again).
 */
export function ShareLink({ board }: { board: Board }) {
  const queryClient = useQueryClient()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [message, setMessage] = useState('')
  const [notesAsked, setNotesAsked] = useState<boolean | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // After making a link or turning it off, the focus goes to what took the button's place.
  const turned = useRef(false)
  const urlField = useRef<HTMLInputElement>(null)
  const makeButton = useRef<HTMLButtonElement>(null)
  const on = board.share_url !== null
  useEffect(() => {
    if (!turned.current) return
    turned.current = false
    ;(on ? urlField.current : makeButton.current)?.focus()
  }, [on])
  if (!board.share_url && !board.manageable) return null

  const say = (text: string) => {
    setMessage(text)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setMessage(''), MESSAGE_MS)
  }
  const turn = async (wanted: boolean) => {
    setBusy(true)
    setFailure(null)
    try {
      turned.current = true
      await shareBoardLink(queryClient, board.id, wanted)
      say(wanted ? 'Link made' : 'Link turned off')
    } catch (error) {
      turned.current = false
      setFailure(`The link was not ${wanted ? 'made' : 'turned off'}: ${errorMessage(error)}`)
    } finally {
      setBusy(false)
    }
  }
  const showNotes = async (notes: boolean) => {
    setBusy(true)
    setFailure(null)
    // Ticked at once, as a checkbox is; the board's answer then says what holds.
    setNotesAsked(notes)
    try {
      await shareBoardNotes(queryClient, board.id, notes)
      say(notes ? 'Notes shown on the link' : 'Notes hidden from the link')
    } catch (error) {
      setFailure(`The notes were not ${notes ? 'shown' : 'hidden'}: ${errorMessage(error)}`)
    } finally {
      setNotesAsked(null)
      setBusy(false)
    }
  }
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      say('Copied')
    } catch {
      say('Could not copy: select the link and copy it')
    }
  }

  return (
    <div className="flex max-w-2xl flex-col gap-2">
      {board.share_url ? (
        <>
          <label htmlFor={`${id}-url`} className={styles.label}>
            Link for anyone
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={urlField}
              id={`${id}-url`}
              type="text"
              readOnly
              value={board.share_url}
              aria-describedby={`${id}-help`}
              onFocus={(event) => event.target.select()}
              className={`${styles.input} mt-0! min-w-0 flex-1 basis-72 py-1.5 font-mono text-sm`}
            />
            <button
              type="button"
              onClick={() => void copy(board.share_url!)}
              className={styles.buttons.small}
            >
              Copy link
            </button>
            {board.manageable && (
              <button
                type="button"
                aria-disabled={busy}
                onClick={() => void (busy || turn(false))}
                className={styles.buttons.small}
              >
                Turn off link
              </button>
            )}
          </div>
          {board.manageable && (
            <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={notesAsked ?? board.share_notes}
                aria-disabled={busy}
                onChange={(event) => void (busy || showNotes(event.target.checked))}
                className="size-4 cursor-pointer rounded accent-accent"
              />
              Show the notes on the link
            </label>
          )}
        </>
      ) : (
        <div>
          <button
            ref={makeButton}
            type="button"
            aria-disabled={busy}
            onClick={() => void (busy || turn(true))}
            className={styles.buttons.small}
          >
            Make a link for anyone
          </button>
        </div>
      )}
      <p id={`${id}-help`} className="text-sm text-muted">
        {board.share_url
          ? `Whoever has the link sees the ads as saved and whose board it is, without an account; ${board.share_notes ? 'the notes too, but not the tags' : 'not the notes or tags'}.`
          : 'A read-only link to the ads as saved, for people without an account.'}{' '}
        <span role="status" className="font-medium text-success-ink">
          {message}
        </span>
      </p>
      {failure && (
        <p role="alert" className={styles.alertBox}>
          {failure}
        </p>
      )}
    </div>
  )
}
