import { useLayoutEffect, useState } from 'react'

/** Narrowest a card may be before the grid drops a column. */
const MIN_CARD_WIDTH = 280
const MAX_COLUMNS = 5

function columnsFor(width: number): number {
  return Math.max(1, Math.min(MAX_COLUMNS, Math.floor(width / MIN_CARD_WIDTH)))
}

/**
 * The grid's width before it exists to be measured, from the page layout (__root.tsx, search-screen.tsx):
 * the window up to `max-w-screen-2xl`, less the page's side padding, less the filter column from
 * `lg` on. It lets the first render build the right rows at once; if the layout disagrees, the
 * measurement corrects it with one more render.
 */
function expectedGridWidth(windowWidth: number): number {
  const page = Math.min(windowWidth, 1536) - (windowWidth >= 640 ? 48 : 32)
  return windowWidth >= 1024 ? page - 256 - 32 : page
}

/**
 * How many card columns fit the element's width, following resizes; until it is measured, a guess.
 * The measurement comes from a ResizeObserver, which reports after the browser's own layout and
 * before it paints: reading the width when the element is attached would force that layout in the
 * middle of React's commit instead.
 */
export function useColumns(element: HTMLElement | null): number {
  const [columns, setColumns] = useState(() => columnsFor(expectedGridWidth(window.innerWidth)))
  useLayoutEffect(() => {
    if (!element) return
    const observer = new ResizeObserver(([entry]) => entry && setColumns(columnsFor(entry.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return columns
}
