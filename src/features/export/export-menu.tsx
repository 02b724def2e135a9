import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { errorMessage } from '../../lib/api-client'
import { formatWholeNumber } from '../../lib/format'
import { actionStyles } from '../ad-card/action-styles'
import { downloadExport, type ExportProgress, saveFile } from './download-export'
import { type ExportFormat, type ExportTarget, exportPath, formatsOf } from './export-target'

interface ExportMenuProps {
  id: string
  target: ExportTarget
  align: 'start' | 'end'
  open: boolean
  trigger: React.RefObject<HTMLButtonElement | null>
  onClose: (returnFocus: boolean) => void
}

type State =
  | { step: 'idle' }
  | { step: 'running'; progress: ExportProgress | null; abort: AbortController }
  | { step: 'done'; message: string }
  | { step: 'failed'; message: string }

const DONE_MS = 6000

/**
 * The Export button's menu and what follows a choice: the download with its progress and a Cancel
 * button, then the file saved, or the server's reason shown. Loaded on the first click, so the
 * search screen does not carry it.
 */
export default function ExportMenu({ id, target, align, open, trigger, onClose }: ExportMenuProps) {
  const [state, setState] = useState<State>({ step: 'idle' })
  const menu = useRef<HTMLDivElement>(null)
  // The download under way: a new choice stops it, and so does the button leaving the page.
  const current = useRef<AbortController | null>(null)
  useEffect(() => () => current.current?.abort(), [])
  useEffect(() => {
    if (state.step !== 'done') return
    const timer = setTimeout(() => setState({ step: 'idle' }), DONE_MS)
    return () => clearTimeout(timer)
  }, [state])

  useLayoutEffect(() => {
    if (!open) return
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const outside = (event: PointerEvent) => {
      const inside = event.target as Node
      if (!menu.current?.contains(inside) && !trigger.current?.contains(inside)) onClose(false)
    }
    document.addEventListener('pointerdown', outside, true)
    return () => document.removeEventListener('pointerdown', outside, true)
  }, [open, onClose, trigger])

  const start = async (format: ExportFormat) => {
    onClose(true)
    current.current?.abort()
    const abort = new AbortController()
    current.current = abort
    // Only the download under way speaks: one stopped for a newer one says nothing.
    const show = (next: State) => {
      if (current.current === abort) setState(next)
    }
    show({ step: 'running', progress: null, abort })
    try {
      const file = await downloadExport(exportPath(target, format), format, {
        signal: abort.signal,
        onProgress: (progress) => show({ step: 'running', progress, abort }),
      })
      if (current.current !== abort) return
      saveFile(file.blob, file.fileName)
      const ads =
        file.ads === null ? '' : ` (${formatWholeNumber(file.ads)} ${file.ads === 1 ? 'ad' : 'ads'})`
      show({ step: 'done', message: `Saved ${file.fileName}${ads}` })
    } catch (error) {
      if (abort.signal.aborted) show({ step: 'done', message: 'Export cancelled' })
      else show({ step: 'failed', message: `The export failed: ${errorMessage(error)}` })
    } finally {
      if (current.current === abort) current.current = null
    }
  }

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
  const onKeyDown = (event: React.KeyboardEvent) => {
    const all = items()
    const at = all.indexOf(document.activeElement as HTMLElement)
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key]
    if (move !== undefined) {
      event.preventDefault()
      all[(move + all.length) % all.length]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onClose(true)
    } else if (event.key === 'Tab') {
      onClose(false)
    }
  }

  return (
    <>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label="Export as"
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className={`absolute top-full ${align === 'end' ? 'right-0' : 'left-0'} z-30 mt-1 flex min-w-44 flex-col rounded-lg border border-line bg-surface p-1 shadow-lg`}
        >
          {formatsOf(target).map(({ format, label }) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => void start(format)}
              className={`rounded-md px-3 py-1.5 text-left text-sm text-ink hover:bg-sunken focus:bg-sunken ${actionStyles.focusRing}`}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      <ExportStatus state={state} align={align} onDismiss={() => setState({ step: 'idle' })} />
    </>
  )
}

/** Under the button, over what follows, so that the row it sits in does not move or wrap. */
const floating = (align: 'start' | 'end') =>
  `absolute top-full z-20 mt-1 flex w-max max-w-[min(22rem,calc(100vw-8rem))] items-center gap-2 rounded-lg border bg-surface px-3 py-1.5 text-sm shadow-md ${align === 'end' ? 'right-0' : 'left-0'}`

function ExportStatus({
  state,
  align,
  onDismiss,
}: {
  state: State
  align: 'start' | 'end'
  onDismiss: () => void
}) {
  if (state.step === 'failed') {
    return (
      <div role="alert" className={`${floating(align)} border-danger-line text-danger-ink`}>
        <span>{state.message}</span>
        <button type="button" onClick={onDismiss} className={actionStyles.quiet}>
          Dismiss
        </button>
      </div>
    )
  }
  // The live region stays in the page, empty when idle, so that what it says next is announced.
  const shown = state.step !== 'idle'
  return (
    <div role="status" className={shown ? `${floating(align)} border-line text-muted` : 'sr-only'}>
      {state.step === 'running' && (
        <>
          <span>{progressText(state.progress)}</span>
          <button type="button" onClick={() => state.abort.abort()} className={actionStyles.quiet}>
            Cancel
          </button>
        </>
      )}
      {state.step === 'done' && state.message}
    </div>
  )
}

/** "12,400 of 48,210 ads"; a ZIP, whose media make its size unknown ahead, in bytes: "3.2 MB received". */
function progressText(progress: ExportProgress | null): string {
  if (!progress) return 'Starting the export…'
  if (progress.unit === 'bytes') return `${megabytes(progress.received)} received`
  if (progress.total === null) return `${formatWholeNumber(progress.received)} ads`
  return `${formatWholeNumber(Math.min(progress.received, progress.total))} of ${formatWholeNumber(progress.total)} ads`
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`
