import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import { Fragment, type ReactNode, useEffect, useState } from 'react'
import { PreviewProvider } from '../ad-card/preview-context'
import { GridFooter } from '../search/grid-footer'
import { useColumns } from '../search/use-columns'
import { observeWindowSize, scrollWindow } from '../search/window-grid'

interface BoardGridProps<T> {
  /** Everything loaded so far, page after page. */
  items: readonly T[]
  keyOf: (item: T) => string
  /** One card: a saved ad with the board's own note, tags and actions, or a shared board's read-only one. */
  renderCard: (item: T, eager: boolean) => ReactNode
  hasNextPage: boolean
  isFetchingNextPage: boolean
  nextPageError: Error | null
  fetchNextPage: () => void
}

const ESTIMATED_ROW_HEIGHT = 600
const GAP = 16

function measureRow(
  row: Element,
  entry: ResizeObserverEntry | undefined,
  grid: Virtualizer<Window, Element>,
) {
  const box = entry?.borderBoxSize[0]
  if (box) return Math.round(box.blockSize)
  return grid.measurementsCache[grid.indexFromElement(row)]?.size ?? ESTIMATED_ROW_HEIGHT
}

/**
 * A board's ads in the search's card grid: virtualised by rows against the window scroll, the
 * next page loading as the footer comes near (see search/ad-grid.tsx, which this follows).
 */
export function BoardGrid<T>({
  items,
  keyOf,
  renderCard,
  hasNextPage,
  isFetchingNextPage,
  nextPageError,
  fetchNextPage,
}: BoardGridProps<T>) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const columns = useColumns(container)
  const [top, setTop] = useState(0)
  useEffect(() => {
    if (!container) return
    const observer = new ResizeObserver(() => setTop(container.getBoundingClientRect().top + window.scrollY))
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [container])
  const [start] = useState(() => ({
    rect: { width: window.innerWidth, height: window.innerHeight },
    offset: window.scrollY,
  }))
  const rowCount = Math.ceil(items.length / columns)
  const virtualizer = useWindowVirtualizer({
    count: rowCount + 1,
    estimateSize: (index) => (index === rowCount ? 120 : ESTIMATED_ROW_HEIGHT),
    overscan: 1,
    gap: GAP,
    scrollMargin: top,
    measureElement: measureRow,
    observeElementRect: observeWindowSize,
    scrollToFn: scrollWindow,
    initialRect: start.rect,
    initialOffset: start.offset,
  })
  const rows = virtualizer.getVirtualItems()
  const lastIndex = rows[rows.length - 1]?.index ?? 0

  useEffect(() => {
    if (lastIndex >= rowCount - 1 && hasNextPage && !isFetchingNextPage && !nextPageError) fetchNextPage()
  }, [lastIndex, rowCount, hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage])

  return (
    <PreviewProvider>
      <div ref={setContainer} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className="absolute inset-x-0 top-0"
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {row.index === rowCount ? (
              <GridFooter
                shown={items.length}
                hasNextPage={hasNextPage}
                loading={isFetchingNextPage}
                error={nextPageError}
                onLoadMore={() => fetchNextPage()}
              />
            ) : (
              <div
                className="grid gap-4"
                style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
              >
                {items.slice(row.index * columns, row.index * columns + columns).map((item, i) => (
                  <Fragment key={keyOf(item)}>{renderCard(item, row.index === 0 && i === 0)}</Fragment>
                ))}
              </div>
            )}
          </div>
        ))}
      </div>
    </PreviewProvider>
  )
}
