import { useLocation } from '@tanstack/react-router'
import { type ReactNode, useCallback, useId, useRef, useState } from 'react'
import { LineIcon } from '../line-icon'
import { useDismiss } from './use-dismiss'

/**
 * The header's links on a phone: one "Menu" button keeps the header to a single row, and opens a
 * panel with the views, the account and the theme. Following a link, Esc or a tap outside closes it.
 */
export function PhoneMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const href = useLocation({ select: (location) => location.href })
  const [openedAt, setOpenedAt] = useState(href)
  if (open && href !== openedAt) setOpen(false)
  useDismiss(
    open,
    root,
    useCallback(() => setOpen(false), []),
  )
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside closes the menu
    <div
      ref={root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        button.current?.focus()
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpenedAt(href)
          setOpen(!open)
        }}
        className="focus-ring inline-flex items-center gap-1.5 rounded-md border border-line px-2.5 py-1.5 text-sm font-medium text-ink"
      >
        <LineIcon path={open ? 'M5 5l10 10M15 5 5 15' : 'M3 5h14M3 10h14M3 15h14'} />
        Menu
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute inset-x-0 top-12 z-40 flex flex-col gap-3 border-b border-line bg-surface px-3 pt-2 pb-4 shadow-lg [&_nav]:flex-wrap"
        >
          {children}
        </div>
      )}
    </div>
  )
}
