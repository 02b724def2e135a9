import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { actionStyles } from '../ad-card/action-styles'
import type { ExportTarget } from './export-target'

// The menu, the download and its progress load on the first click: the first screen carries the button only.
const ExportMenu = lazy(() => import('./export-menu'))

interface ExportButtonProps {
  target: ExportTarget
  /** The button's text (and name): "Export" unless a screen has two. */
  label?: string
  /** Which edge of the button the menu and the progress line up with: `end` for a button at the right of a row. */
  align?: 'start' | 'end'
  /** Nothing to export (no ads match): the button is shown, disabled. */
  disabled?: boolean
}

/** "Export": a menu of file formats; the chosen file downloads with its progress shown under the button. */
export function ExportButton({
  target,
  label = 'Export',
  align = 'end',
  disabled = false,
}: ExportButtonProps) {
  const id = useId()
  const trigger = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) trigger.current?.focus()
  }, [])

  return (
    <div className="relative inline-flex">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={disabled}
        onClick={() => {
          setUsed(true)
          setOpen(!open)
        }}
        className={actionStyles.button}
      >
        {label}
      </button>
      {used && (
        <Suspense fallback={null}>
          <ExportMenu id={id} target={target} align={align} open={open} trigger={trigger} onClose={close} />
        </Suspense>
      )}
    </div>
  )
}
