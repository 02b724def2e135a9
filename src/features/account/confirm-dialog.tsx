import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Spinner } from './form-parts'
import * as styles from './styles'

interface ConfirmDialogProps {
  title: string
  children: ReactNode
  /** The confirming button's name: "Remove", "Revoke". */
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  /** Cancel, Esc: unmount the dialog then. */
  onCancel: () => void
}

/**
 * Asks before something that cannot be undone. A native modal <dialog>: it traps focus, makes the page
 * behind inert, and closes on Esc; focus goes back to the button that opened it, while that exists.
 * Focus starts on Cancel, the safe choice.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const textId = useId()
  // Taken on the first render, before the dialog holds focus.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  )

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.showModal()
    cancel.current?.focus()
    return () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [opener])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onCancel()
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-scrim"
    >
      <div className="flex flex-col gap-3 p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-semibold break-words">
          {title}
        </h2>
        <div id={textId} className="text-sm text-muted">
          {children}
        </div>
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <button
            ref={cancel}
            type="button"
            onClick={onCancel}
            disabled={busy}
            className={styles.buttons.secondary}
          >
            Cancel
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={styles.buttons.danger}>
            {busy && <Spinner />}
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  )
}
