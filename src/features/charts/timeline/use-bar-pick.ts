import { useState } from 'react'
import { type BarPick, type BarRun, barAt, pickAfterKey, runOf } from './bar-selection'

const START: BarPick = { focus: 0, anchor: null }

interface BarPickOptions {
  /** Changes when another timeline is drawn (another search or interval): the pick starts over. */
  timelineKey: string
  count: number
  onApply: (run: BarRun) => void
  /** A run being extended from the keyboard: said aloud, since only the focused bar is announced. */
  onMark: (run: BarRun | null) => void
}

/**
 * Picking bars with a pointer or the keyboard. A drag marks a run of bars from where it started and
 * applies it on release (a click is a run of one); arrows move, Shift extends the run, Enter or Space
 * applies it, Escape drops it. The pointer is captured so a drag that leaves the chart still ends.
 */
export function useBarPick({ timelineKey, count, onApply, onMark }: BarPickOptions) {
  const [pick, setPick] = useState(START)
  const [dragging, setDragging] = useState(false)
  const [hover, setHover] = useState<number | null>(null)
  const [keyboard, setKeyboard] = useState(false)
  const [drawn, setDrawn] = useState(timelineKey)
  if (drawn !== timelineKey) {
    setDrawn(timelineKey)
    setPick(START)
    setHover(null)
    setDragging(false)
  }

  const indexAt = (event: React.PointerEvent<Element>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return barAt(event.clientX - box.left, box.width, count)
  }
  const apply = (next: BarPick) => {
    setPick({ focus: next.focus, anchor: null })
    onApply(runOf(next))
  }

  const handlers = {
    onPointerDown(event: React.PointerEvent<HTMLDivElement>) {
      if (event.button !== 0 || count === 0) return
      const index = indexAt(event)
      event.currentTarget.setPointerCapture(event.pointerId)
      setDragging(true)
      setPick({ focus: index, anchor: index })
    },
    onPointerMove(event: React.PointerEvent<HTMLDivElement>) {
      const index = indexAt(event)
      setHover(index)
      if (dragging) setPick((old) => (old.focus === index ? old : { focus: index, anchor: old.anchor }))
    },
    onPointerUp(event: React.PointerEvent<HTMLDivElement>) {
      // A finger lifted leaves nothing under it to point at.
      if (event.pointerType !== 'mouse') setHover(null)
      if (!dragging) return
      setDragging(false)
      // Read where it ended from the event: the last move may not have been drawn yet.
      apply({ focus: indexAt(event), anchor: pick.anchor })
    },
    // The browser took the touch for scrolling (touch-action: pan-y): nothing was picked.
    onPointerCancel() {
      setDragging(false)
      setHover(null)
      setPick((old) => ({ focus: old.focus, anchor: null }))
    },
    onPointerLeave() {
      setHover(null)
    },
    onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
      if (count === 0 || dragging) return
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault()
        return apply(pick)
      }
      const next = pickAfterKey(pick, event.key, event.shiftKey, count)
      if (!next) return
      event.preventDefault()
      setKeyboard(true)
      setPick(next)
      if (next.anchor !== null) onMark(runOf(next))
      else if (event.key === 'Escape') onMark(null)
    },
    onFocus(event: React.FocusEvent<HTMLDivElement>) {
      setKeyboard(event.currentTarget.matches(':focus-visible'))
    },
    onBlur() {
      setKeyboard(false)
      setPick((old) => ({ focus: old.focus, anchor: null }))
    },
  }

  const run = runOf(pick)
  const marking = dragging || pick.anchor !== null
  /** What the line under the chart reads out: the run being marked, else the bar pointed at or focused. */
  const shown: BarRun | null = marking
    ? run
    : hover !== null
      ? { first: hover, last: hover }
      : keyboard
        ? run
        : null
  return { focus: pick.focus, run, marking, shown, handlers }
}
