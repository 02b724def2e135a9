import { type ReactNode, useCallback, useId, useRef, useState } from 'react'
import { useDismiss } from './use-dismiss'

interface ActionsMenuProps {
  /** The button's name for assistive technology, e.g. "More actions for Summer sale". */
  label: string
  children: ReactNode
}

/**
 * A "more" button that shows a small panel of actions (a disclosure, not an ARIA menu: its items are
 * ordinary links and buttons, reached with Tab). Esc or a click elsewhere closes it; Esc puts focus
 * back on the button. Works the same by mouse, keyboard and touch.
 */
export function ActionsMenu({ label, children }: ActionsMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLSpanElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  useDismiss(
    open,
    root,
    useCallback(() => setOpen(false), []),
  )

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside closes the panel
    <span
      ref={root}
      className="relative inline-flex"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.stopPropagation()
        setOpen(false)
        button.current?.focus()
      }}
    >
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((now) => !now)}
        className="focus-ring inline-flex size-7 items-center justify-center rounded-md text-muted hover:bg-sunken hover:text-ink"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <circle cx="4.5" cy="10" r="1.6" />
          <circle cx="10" cy="10" r="1.6" />
          <circle cx="15.5" cy="10" r="1.6" />
        </svg>
      </button>
      {open && (
        <span
          id={panelId}
          className="absolute right-0 bottom-full z-30 mb-1 flex min-w-44 flex-col items-stretch gap-0.5 rounded-lg border border-line bg-surface p-1 shadow-lg [&>*]:justify-start"
        >
          {children}
        </span>
      )}
    </span>
  )
}
