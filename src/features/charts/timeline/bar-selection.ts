import type { TimelineBar } from '../../../contract/stats'

/** The bars between two picked ones, both included, whichever was picked first. */
export interface BarRun {
  first: number
  last: number
}

/**
 * A pick in progress: the bar the keyboard (or pointer) is on, and where Shift (or the drag) started.
 * Without an anchor the run is the focused bar alone.
 */
export interface BarPick {
  focus: number
  anchor: number | null
}

/** Which bar a pointer is over: bars share the width equally; past either end is the end bar. */
export function barAt(x: number, width: number, count: number): number {
  if (count <= 0 || width <= 0) return 0
  return Math.min(count - 1, Math.max(0, Math.floor((x / width) * count)))
}

export function runOf(pick: BarPick): BarRun {
  const anchor = pick.anchor ?? pick.focus
  return { first: Math.min(anchor, pick.focus), last: Math.max(anchor, pick.focus) }
}

export const inRun = (run: BarRun, index: number) => index >= run.first && index <= run.last

/** The search's date range for a run: the first bar's first day to the last bar's last day. */
export function datesOf(bars: TimelineBar[], run: BarRun): { from: string; to: string } | null {
  const first = bars[run.first]
  const last = bars[run.last]
  return first && last ? { from: first.start, to: last.end } : null
}

const STEPS: Record<string, (focus: number, count: number) => number> = {
  ArrowLeft: (focus) => focus - 1,
  ArrowRight: (focus) => focus + 1,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/**
 * The pick after a key: arrows move, Home and End jump, with Shift they extend the run from where
 * it started; Escape drops the run back to the focused bar. Null: the key is not the chart's.
 */
export function pickAfterKey(pick: BarPick, key: string, shift: boolean, count: number): BarPick | null {
  if (key === 'Escape') return pick.anchor === null ? null : { focus: pick.focus, anchor: null }
  const step = STEPS[key]
  if (!step || count <= 0) return null
  const focus = Math.min(count - 1, Math.max(0, step(pick.focus, count)))
  return { focus, anchor: shift ? (pick.anchor ?? pick.focus) : null }
}
