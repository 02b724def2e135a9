import { type ReactNode, useId, useRef, useState } from 'react'
import { focusRing } from './filter-styles'

interface FiltersDrawerProps {
  /** The filter panel; mounted only while the drawer is open. */
  children: ReactNode
  /** Applied filters, shown on the button. */
  activeCount: number
}

const primaryButton = `rounded-md bg-primary px-3 py-2 text-sm font-semibold text-white shadow-sm hover:bg-primary-hover ${focusRing}`

/**
 * The filters on narrow screens: a modal side sheet on the native <dialog>, which traps focus, closes on
 * Esc and makes the page behind it inert. Focus goes back to the button when it closes.
 */
export function FiltersDrawer({ children, activeCount }: FiltersDrawerProps) {
  const titleId = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const close = () => dialog.current?.close()

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true)
          dialog.current?.showModal()
        }}
        className={`inline-flex items-center gap-2 rounded-md border border-line-strong bg-surface px-3 py-1.5 text-sm font-medium text-muted shadow-xs hover:bg-sunken ${focusRing}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm3 5a1 1 0 0 1 1-1h6a1 1 0 1 1 0 2H7a1 1 0 0 1-1-1Zm3 5a1 1 0 0 1 1-1h0a1 1 0 1 1 0 2h0a1 1 0 0 1-1-1Z" />
        </svg>
        {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Esc does the same natively */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false)
          opener.current?.focus()
        }}
        onClick={(event) => {
          if (event.target === dialog.current) close()
        }}
        className="m-0 h-dvh max-h-none w-[min(24rem,calc(100vw-2.5rem))] max-w-none -translate-x-full bg-surface text-ink shadow-2xl transition-all transition-discrete duration-200 backdrop:bg-scrim open:translate-x-0 motion-reduce:transition-none starting:open:-translate-x-full"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <h2 id={titleId} className="text-base font-semibold">
              Filters
            </h2>
            <button
              type="button"
              onClick={close}
              className={`rounded-md px-2 py-1 text-sm font-medium text-muted hover:bg-sunken ${focusRing}`}
            >
              Close
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{open && children}</div>
          <div className="border-t border-line px-4 py-3">
            <button type="button" onClick={close} className={`w-full ${primaryButton}`}>
              Show results
            </button>
          </div>
        </div>
      </dialog>
    </>
  )
}
