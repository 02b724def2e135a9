import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useAfterFirstPaint } from '../../lib/use-after-first-paint'
import { GridFooter } from './grid-footer'
import { cardsInBand, columnsFor, layoutMasonry } from './masonry'

export interface GridShape {
  /** Narrowest a column may be before the grid drops one. */
  minColumnWidth: number
  maxColumns: number
  gap: number
}

interface VirtualMasonryProps<T> {
  /** Everything loaded so far, page after page. */
  items: readonly T[]
  keyOf: (item: T) => string
  /** A card's height at a column width, before it is drawn (the real one replaces it once measured). */
  estimateHeight: (item: T, columnWidth: number) => number
  /** `eager` for the first row: its pictures are what the first screen paints largest. */
  renderItem: (item: T, eager: boolean) => ReactNode
  shape: GridShape
  /** Results of the previous search, shown dimmed while the new ones load. */
  stale?: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  nextPageError: Error | null
  fetchNextPage: () => void
}

/**
 * How far beyond the screen cards are drawn, in screens: scrolling never meets a blank. The first
 * paint draws the screen alone, and the rest follows in a render that yields to the browser.
 */
const OVERSCAN_SCREENS = 1

/**
 * The endless grid of the search and of boards: a masonry (masonry.ts) drawn only near the screen,
 * against the window's scroll, so the page holds a few dozen cards however many thousands are
 * loaded. Cards are placed from their estimated height at once and moved if a measurement differs
 * (a board's note makes its card taller). The footer loads the next page as it comes near.
 */
export function VirtualMasonry<T>({
  items,
  keyOf,
  estimateHeight,
  renderItem,
  shape,
  stale = false,
  hasNextPage,
  isFetchingNextPage,
  nextPageError,
  fetchNextPage,
}: VirtualMasonryProps<T>) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  // Unknown until the grid's box is measured, before the first paint: cards are built once, at
  // their real width, rather than at a guess and then again.
  const width = useWidth(container) ?? 0
  const columns = columnsFor(width, shape.minColumnWidth, shape.gap, shape.maxColumns)
  const measured = useRef(new Map<string, { width: number; height: number }>())
  const [measures, setMeasures] = useState(0)

  const layout = useMemo(() => {
    void measures // a new measurement lays the cards out again
    const heights = items.map((item) => (columnWidth: number) => {
      const known = measured.current.get(keyOf(item))
      return known && Math.abs(known.width - columnWidth) < 1
        ? known.height
        : estimateHeight(item, columnWidth)
    })
    return layoutMasonry(heights, { width, columns, gap: shape.gap })
  }, [items, keyOf, estimateHeight, width, columns, shape.gap, measures])

  // One observer for every drawn card: a card whose height is not the one it was placed with moves
  // the cards below it.
  const [observer] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver((entries) => {
          let changed = false
          for (const entry of entries) {
            const element = entry.target as HTMLElement
            const key = element.dataset.key
            const height = Math.round(entry.borderBoxSize[0]?.blockSize ?? element.offsetHeight)
            const cardWidth = Number(element.dataset.width)
            // A pixel or two is rounding: moving cards for it could send one to another column.
            if (!key || height === 0 || Math.abs(Number(element.dataset.placed) - height) <= 2) continue
            measured.current.set(key, { width: cardWidth, height })
            changed = true
          }
          if (changed) setMeasures((n) => n + 1)
        }),
  )
  useEffect(() => () => observer?.disconnect(), [observer])
  const observe = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || !observer) return
      observer.observe(element)
      return () => observer.unobserve(element)
    },
    [observer],
  )

  const band = useWindowBand(container)
  // While the screen is above the grid (an advertiser's dashboard pushes it down), its first row is
  // drawn anyway: it is what a scroll down reaches first, and what a reader of the page finds.
  const aboveGrid = band.to <= 0
  const inBand = cardsInBand(layout.boxes, band.from, band.to)
  const shown = !band.measured
    ? []
    : aboveGrid
      ? withFirstRow(inBand, Math.min(columns, items.length))
      : inBand
  const nearEnd = band.measured && band.to >= layout.height
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage && !nextPageError) fetchNextPage()
  }, [nearEnd, hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage])

  return (
    <>
      <div
        ref={setContainer}
        aria-busy={stale}
        className={`relative transition-opacity ${stale ? 'opacity-50' : ''}`}
        style={{ height: layout.height }}
      >
        {shown.map((index) => {
          const item = items[index]!
          const box = layout.boxes[index]!
          return (
            <div
              key={keyOf(item)}
              ref={observe}
              data-key={keyOf(item)}
              data-width={layout.columnWidth}
              data-placed={box.height}
              className="absolute top-0 left-0"
              style={{
                width: layout.columnWidth,
                transform: `translate(${box.column * (layout.columnWidth + shape.gap)}px, ${box.top}px)`,
              }}
            >
              {renderItem(item, index < columns)}
            </div>
          )
        })}
      </div>
      <GridFooter
        shown={items.length}
        hasNextPage={hasNextPage}
        loading={isFetchingNextPage}
        error={nextPageError}
        onLoadMore={() => fetchNextPage()}
      />
    </>
  )
}

function withFirstRow(shown: number[], firstRow: number): number[] {
  const missing = Array.from({ length: firstRow }, (_, i) => i).filter((i) => !shown.includes(i))
  return missing.length === 0 ? shown : [...missing, ...shown]
}

/** The element's content width, following resizes; null until it is measured. */
function useWidth(element: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useLayoutEffect(() => {
    if (!element) return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return width
}

interface Band {
  from: number
  to: number
  /** False until the element's place on the page is known: nothing is drawn before. */
  measured: boolean
}

/**
 * The part of the element's box near the screen, in its own coordinates: from a screen above the
 * window's top to a screen below its bottom (the screen alone until the first paint is done).
 * Follows scrolling (once a frame) and resizing.
 */
function useWindowBand(element: HTMLElement | null): Band {
  const overscan = useAfterFirstPaint() ? OVERSCAN_SCREENS : 0
  const read = useCallback(() => {
    const top = element ? element.getBoundingClientRect().top : 0
    const screen = window.innerHeight
    return {
      from: Math.floor(-top - screen * overscan),
      to: Math.ceil(-top + screen * (1 + overscan)),
      measured: true,
    }
  }, [element, overscan])
  const [band, setBand] = useState<Band>({ from: 0, to: 0, measured: false })
  useLayoutEffect(() => {
    if (!element) return
    let frame = 0
    const update = () => {
      frame = 0
      const next = read()
      // Cards are drawn a screen ahead: small moves within that margin need no render.
      setBand((now) =>
        now.measured && Math.abs(now.from - next.from) < 48 && Math.abs(now.to - next.to) < 48 ? now : next,
      )
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    // What sits above the grid (chips, notices) moves it without a scroll.
    const observer = new ResizeObserver(schedule)
    observer.observe(document.body)
    return () => {
      if (frame) cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      observer.disconnect()
    }
  }, [element, read])
  return band
}
