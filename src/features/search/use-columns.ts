import { useLayoutEffect, useState } from 'react'

/** Narrowest a card may be before the grid drops a column. */
const MIN_CARD_WIDTH = 280
const MAX_COLUMNS = 5

/**
 * How many card columns fit the element's width, following resizes; 0 until the element is there
 * to be measured, so no cards are built for a width the grid does not have.
 */
export function useColumns(element: HTMLElement | null): number {
  const [columns, setColumns] = useState(0)
  useLayoutEffect(() => {
    if (!element) return
    const measure = (width: number) =>
      setColumns(Math.max(1, Math.min(MAX_COLUMNS, Math.floor(width / MIN_CARD_WIDTH))))
    measure(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => entry && measure(entry.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return columns
}
