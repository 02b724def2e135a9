import { useEffect, useId, useRef, useState } from 'react'
import type { Board } from '../../contract/boards'
import { errorMessage } from '../../lib/api-client'
import { useMediaQuery } from '../../lib/use-media-query'
import { Spinner } from '../account/form-parts'
import * as styles from '../account/styles'
import { useShareLink, useShareNotes } from './board-mutations'

const MESSAGE_MS = 2500
/** From Tailwind's `sm` the panel shows in full. */
const UNFOLDED = '(min-width: 40rem)'

/**
 * The board's link for anyone, without an account: its ads as saved, whose board it is, without
 * tags or the team's names, and the notes only if its owner or an admin chooses so. Everyone who
 * sees the board may copy it; its owner or an admin makes it or turns it off (a new link ends the
 * old one, and shows no notes until chosen again).
 */
export function ShareLink({ board }: { board: Board }) {
  const shareLink = useShareLink()
  const shareNotes = useShareNotes()
  const id = useId()
  const [message, setMessage] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // After making a link or turning it off, the focus goes to what took the button's place.
  const turned = useRef(false)
  const urlField = useRef<HTMLInputElement>(null)
  const makeButton = useRef<HTMLButtonElement>(null)
  const on = board.share_url !== null
  // On a phone the panel folds behind one line, so the board's ads start higher.
  const folded = !useMediaQuery(UNFOLDED)
  useEffect(() => {
    if (!turned.current) return
    turned.current = false
    ;(on ? urlField.current : makeButton.current)?.focus()
  }, [on])
  if (!board.share_url && !board.manageable) return null

  // One write at a time: a second click while one is on its way does nothing.
  const busy = shareLink.isPending || shareNotes.isPending
  const say = (text: string) => {
    setMessage(text)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setMessage(''), MESSAGE_MS)
  }
  const turn = (wanted: boolean) => {
    if (busy) return
    shareNotes.reset()
    turned.current = true
    shareLink.mutate(
      { id: board.id, on: wanted },
      {
        onSuccess: () => say(wanted ? 'Link made' : 'Link turned off'),
        onError: () => {
          turned.current = false
        },
      },
    )
  }
  const showNotes = (notes: boolean) => {
    if (busy) return
    shareLink.reset()
    shareNotes.mutate(
      { id: board.id, notes },
      { onSuccess: () => say(notes ? 'Notes shown on the link' : 'Notes hidden from the link') },
    )
  }
  const failure = shareLink.error
    ? `The link was not ${shareLink.variables?.on ? 'made' : 'turned off'}: ${errorMessage(shareLink.error)}`
    : shareNotes.error
      ? `The notes were not ${shareNotes.variables?.notes ? 'shown' : 'hidden'}: ${errorMessage(shareNotes.error)}`
      : null
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      say('Copied')
    } catch {
      say('Could not copy: select the link and copy it')
    }
  }

  const panel = (
    <div className="flex flex-col gap-1.5">
      {board.share_url ? (
        // One row on a wide screen: the link, what to do with it, and whether it shows the notes.
        <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
          <label htmlFor={`${id}-url`} className="text-sm font-medium text-muted">
            Link for anyone
          </label>
          <input
            ref={urlField}
            id={`${id}-url`}
            type="text"
            readOnly
            value={board.share_url}
            aria-describedby={`${id}-help`}
            onFocus={(event) => event.target.select()}
            className={`${styles.input} mt-0! w-auto! min-w-0 flex-1 basis-60 py-1 font-mono text-sm sm:max-w-md`}
          />
          <button type="button" onClick={() => void copy(board.share_url!)} className={styles.buttons.small}>
            Copy link
          </button>
          {board.manageable && (
            <>
              <button
                type="button"
                aria-disabled={busy}
                onClick={() => turn(false)}
                className={`${styles.buttons.small} aria-disabled:cursor-progress aria-disabled:opacity-60`}
              >
                {shareLink.isPending && <Spinner />}
                Turn off link
              </button>
              <label className="ml-1 flex w-fit cursor-pointer items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={board.share_notes}
                  aria-disabled={busy}
                  onChange={(event) => showNotes(event.target.checked)}
                  className="size-4 cursor-pointer rounded accent-accent"
                />
                Show the notes on the link
              </label>
            </>
          )}
        </div>
      ) : (
        <div>
          <button
            ref={makeButton}
            type="button"
            aria-disabled={busy}
            onClick={() => turn(true)}
            className={`${styles.buttons.small} aria-disabled:cursor-progress aria-disabled:opacity-60`}
          >
            {shareLink.isPending && <Spinner />}
            Make a link for anyone
          </button>
        </div>
      )}
      <p id={`${id}-help`} className="text-xs text-muted">
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
  if (!folded) return panel
  return (
    <details className="group rounded-lg border border-line px-3 py-2 open:pb-3">
      <summary className="focus-ring cursor-pointer rounded-sm text-sm font-medium text-muted">
        Link for anyone: {on ? (board.share_notes ? 'on, with the notes' : 'on') : 'off'}
      </summary>
      <div className="mt-2">{panel}</div>
    </details>
  )
}
