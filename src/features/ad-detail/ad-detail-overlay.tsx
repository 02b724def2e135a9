import { type MouseEvent, useEffect, useId, useRef } from 'react'
import { LineIcon } from '../../components/line-icon'
import { actionStyles } from '../ad-card/action-styles'
import { AdDetail } from './ad-detail'
import { AdLoadState } from './ad-load-state'
import { AdVersions } from './ad-versions'
import { SimilarAds } from './similar-ads'
import { useAd } from './use-ad'
import { useFocusOnNewAd } from './use-focus-on-new-ad'

interface AdDetailOverlayProps {
  adId: string
  query?: string | undefined
  /** Asked once when the person closes the dialog (Close, Esc or the backdrop); unmount the overlay then. */
  onClose: () => void
}

/**
 * The ad in a modal dialog over the grid, which stays mounted (with its scroll position) behind it.
 * The native <dialog> opened with showModal() traps focus and makes the page behind inert.
 */
export function AdDetailOverlay({ adId, query, onClose }: AdDetailOverlayProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const closing = useRef(false)
  const pressedOnBackdrop = useRef(false)
  const scroller = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const ad = useAd(adId)
  useFocusOnNewAd(adId, titleId, ad.data !== undefined || ad.error !== null, scroller)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // Guarded so Strict Mode's second run neither throws nor mistakes the dialog itself for the opener.
    if (!dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    }
    return () => {
      // Unmounted by navigation, the dialog left the page without closing, so focus is handed back here.
      if (!dialog.isConnected && opener.current?.isConnected) opener.current.focus({ preventScroll: true })
    }
  }, [])

  const requestClose = () => {
    if (closing.current) return
    closing.current = true
    onClose()
  }
  // Only a press that starts and ends on the backdrop closes: a text selection dragged out of the dialog does not.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) requestClose()
  }

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Esc and the Close button are the keyboard's way
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      // Esc: the route decides when the dialog goes, so the browser must not close it on its own.
      onCancel={(event) => {
        event.preventDefault()
        requestClose()
      }}
      onClose={requestClose}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={onBackdropClick}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(72rem,calc(100%-2rem))] max-w-none overflow-hidden rounded-2xl bg-surface p-0 text-ink shadow-2xl ring-1 ring-ink/10 backdrop:bg-scrim max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:rounded-none"
    >
      <div
        ref={scroller}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain max-sm:h-full max-sm:max-h-full"
      >
        <div className="sticky top-0 z-10 flex justify-end border-b border-line bg-surface/90 px-3 py-2 backdrop-blur">
          <button type="button" onClick={requestClose} className={actionStyles.button}>
            <LineIcon path="m5 5 10 10M15 5 5 15" />
            Close
          </button>
        </div>
        <div className="p-4 sm:p-6">
          {ad.data ? (
            <>
              <AdDetail
                key={ad.data.data.id}
                ad={ad.data.data}
                query={query}
                headingLevel={2}
                titleId={titleId}
              />
              <AdVersions ad={ad.data.data} place="dialog" headingLevel={3} />
              <SimilarAds ad={ad.data.data} place="dialog" headingLevel={3} />
            </>
          ) : (
            <AdLoadState error={ad.error} onRetry={() => ad.refetch()} titleId={titleId} headingLevel={2} />
          )}
        </div>
      </div>
    </dialog>
  )
}
