import { type MouseEvent, useEffect, useId, useRef } from 'react'
import { LineIcon } from '../../components/line-icon'
import type { Ad } from '../../contract/ad'
import { formatDate } from '../../lib/format'
import { actionStyles } from '../ad-card/action-styles'
import { adTitle } from '../ad-card/ad-links'
import { DownloadMediaLink } from '../ad-card/download-media'
import { AdFacts } from '../ad-detail/ad-facts'
import { DetailMedia } from '../ad-detail/detail-media'

interface SharedAdDetailProps {
  ad: Ad
  savedAt: string
  /** The owner's note, when they chose to show notes on the link. */
  note?: string | undefined
  onClose: () => void
}

/**
 * A shared board's ad, read-only, in a modal dialog over the board: the creative with a real
 * player, the full text and transcript, every fact and the dates, and the note when the owner shows
 * notes. Nothing here needs an account: no Save, no links into the app. The native <dialog> opened
 * with showModal() traps focus, makes the board inert and gives focus back when it closes.
 */
export function SharedAdDetail({ ad, savedAt, note, onClose }: SharedAdDetailProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const pressedOnBackdrop = useRef(false)
  const titleId = useId()
  const transcriptId = useId()
  const hasTranscript = ad.transcript.trim() !== ''

  useEffect(() => {
    const dialog = dialogRef.current
    // Guarded so Strict Mode's second run does not throw.
    if (dialog && !dialog.open) dialog.showModal()
  }, [])

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) dialogRef.current?.close()
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Esc and the Close button are the keyboard's way
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={onBackdropClick}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(64rem,calc(100%-2rem))] max-w-none overflow-hidden rounded-2xl bg-surface p-0 text-ink shadow-2xl ring-1 ring-ink/10 backdrop:bg-scrim max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:rounded-none"
    >
      <div className="max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain max-sm:h-full max-sm:max-h-full">
        <div className="sticky top-0 z-10 flex justify-end border-b border-line bg-surface/90 px-3 py-2 backdrop-blur">
          <button type="button" onClick={() => dialogRef.current?.close()} className={actionStyles.button}>
            <LineIcon path="m5 5 10 10M15 5 5 15" />
            Close
          </button>
        </div>
        <article
          aria-labelledby={titleId}
          className="grid gap-6 p-4 sm:p-6 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-8"
        >
          <div className="min-w-0 md:col-start-1 md:row-start-1">
            <DetailMedia ad={ad} transcriptId={hasTranscript ? transcriptId : undefined} />
          </div>
          {/* After the media in reading order (the headline before the transcript), beside both on wide screens. */}
          <div className="flex min-w-0 flex-col gap-4 md:col-start-2 md:row-span-2 md:row-start-1">
            <div className="flex flex-col gap-1.5">
              <p className="text-sm font-semibold text-muted">{ad.advertiser.name || 'Unknown advertiser'}</p>
              <h2
                id={titleId}
                className="text-xl leading-tight font-bold tracking-tight text-balance break-words text-ink sm:text-2xl"
              >
                {adTitle(ad)}
              </h2>
              <p className="text-sm text-muted">
                Saved <time dateTime={savedAt}>{formatDate(savedAt)}</time>
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <DownloadMediaLink ad={ad} className={actionStyles.button} />
            </div>
            {note !== undefined && note.trim() !== '' && (
              <section
                aria-label="Note from the team"
                className="rounded-lg border border-warning-line bg-warning-soft p-3 text-sm"
              >
                <h3 className="font-semibold text-warning-ink">Note from the team</h3>
                <p className="mt-1 whitespace-pre-line break-words text-warning-ink">{note}</p>
              </section>
            )}
            {ad.body && (
              <p className="leading-relaxed whitespace-pre-line break-words text-muted">{ad.body}</p>
            )}
            <AdFacts ad={ad} />
          </div>
          {hasTranscript && (
            <section aria-label="Transcript" className="min-w-0 md:col-start-1 md:row-start-2">
              <h3 className="text-base font-semibold text-ink">Transcript</h3>
              <p
                id={transcriptId}
                className="mt-2 leading-relaxed whitespace-pre-line break-words text-muted"
              >
                {ad.transcript}
              </p>
            </section>
          )}
        </article>
      </div>
    </dialog>
  )
}
