import { type Rect, type Virtualizer, windowScroll } from '@tanstack/react-virtual'

// The grid scrolls with the window. The virtualizer's own window helpers read the window's size and
// write its scroll position when the grid mounts, in the middle of React's commit; the browser must
// lay out the whole page to answer either (the size, on a phone), a long pause before the first
// results are painted.
// These two leave out those mount-time reads and writes; everything after the mount is unchanged.

type WindowGrid = Virtualizer<Window, Element>

/** The window's size from its resize events; the size at mount is the grid's `initialRect`. */
export function observeWindowSize(grid: WindowGrid, onResize: (rect: Rect) => void) {
  const win = grid.scrollElement
  if (!win) return
  const resized = () => onResize({ width: win.innerWidth, height: win.innerHeight })
  win.addEventListener('resize', resized, { passive: true })
  return () => win.removeEventListener('resize', resized)
}

const mounted = new WeakSet<WindowGrid>()

/**
 * Scrolls the window for the grid, except for the grid's first write when it only puts back the
 * offset the grid started from: the window is already there, and a router restoring the scroll
 * position may even have moved it on since, which the write would undo.
 */
export function scrollWindow(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  grid: WindowGrid,
) {
  const first = !mounted.has(grid)
  mounted.add(grid)
  const target = offset + (options.adjustments ?? 0)
  if (first && options.behavior !== 'smooth' && target === startOffset(grid)) return
  windowScroll(offset, options, grid)
}

function startOffset(grid: WindowGrid): number {
  const initial = grid.options.initialOffset
  return typeof initial === 'function' ? initial() : (initial ?? 0)
}
