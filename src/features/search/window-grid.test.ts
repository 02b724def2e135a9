import type { Virtualizer } from '@tanstack/react-virtual'
import { describe, expect, it } from 'vitest'
import { scrollWindow } from './window-grid'

/** A grid on a window that records where it was asked to scroll. */
function gridAt(initialOffset: number) {
  const writes: ScrollToOptions[] = []
  const win = { scrollTo: (options: ScrollToOptions) => writes.push(options) }
  const grid = { scrollElement: win, options: { initialOffset } } as unknown as Virtualizer<Window, Element>
  return { grid, writes }
}

describe('scrollWindow', () => {
  it('skips the mount-time write of the offset the grid started from', () => {
    const { grid, writes } = gridAt(1200)
    scrollWindow(1200, {}, grid)
    expect(writes).toEqual([])
  })

  it('scrolls for every later write, the same offset included', () => {
    const { grid, writes } = gridAt(1200)
    scrollWindow(1200, {}, grid)
    scrollWindow(1200, {}, grid)
    scrollWindow(1500, { adjustments: 20 }, grid)
    expect(writes.map((w) => w.top)).toEqual([1200, 1520])
  })

  it('scrolls when the first write goes somewhere else, or smoothly', () => {
    const elsewhere = gridAt(0)
    scrollWindow(800, {}, elsewhere.grid)
    expect(elsewhere.writes.map((w) => w.top)).toEqual([800])

    const smooth = gridAt(300)
    scrollWindow(300, { behavior: 'smooth' }, smooth.grid)
    expect(smooth.writes).toEqual([{ top: 300, behavior: 'smooth' }])
  })
})
