import type { InfiniteData } from '@tanstack/react-query'
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import type { SavedAd, SavedAdPage } from '../../contract/boards'
import { AdCard } from '../ad-card/ad-card'
import { PreviewProvider } from '../ad-card/preview-context'
import { GridFooter } from '../search/grid-footer'
import { useColumns } from '../search/use-columns'
import { observeWindowSize, scrollWindow } from '../search/window-grid'
import { SavedMarksProvider } from './saved-marks'

interface BoardGridProps {
  data: InfiniteData<SavedAdPage>
  hasNextPage: boolean
  isFetchingNextPage: boolean
  nextPageError: Error | null
  fetchNextPage: () => void
  /** What goes under each card: the saved ad's note, tags and the board's own actions. */
  renderExtra: (saved: SavedAd) => ReactNode
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
 * A board's saved ads in the search's card grid: virtualised by rows against the window scroll, the
 * next page loading as the footer comes near (see search/ad-grid.tsx, which this follows).
 */
export function BoardGrid({
  data,
  hasNextPage,
  isFetchingNextPage,
  nextPageError,
  fetchNextPage,
  renderExtra,
}: BoardGridProps) {
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
  const saved = useMemo(() => data.pages.flatMap((page) => page.data), [data])
  const pageIds = useMemo(() => data.pages.map((page) => page.data.map((item) => item.ad.id)), [data])
  const rowCount = Math.ceil(saved.length / columns)
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
  const items = virtualizer.getVirtualItems()
  const lastIndex = items[items.length - 1]?.index ?? 0

  useEffect(() => {
    if (lastIndex >= rowCount - 1 && hasNextPage && !isFetchingNextPage && !nextPageError) fetchNextPage()
  }, [lastIndex, rowCount, hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage])

  return (
    <PreviewProvider>
      <SavedMarksProvider pages={pageIds}>
        <div ref={setContainer} className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((row) => (
            <div
              key={row.key}
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute inset-x-0 top-0"
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              {row.index === rowCount ? (
                <GridFooter
                  shown={saved.length}
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
                  {saved.slice(row.index * columns, row.index * columns + columns).map((item, i) => (
                    <AdCard
                      key={item.ad.id}
                      ad={item.ad}
                      eager={row.index === 0 && i === 0}
                      extra={renderExtra(item)}
                    />
                  ))}
                </div>
              )}
            </div>
          ))}
        </div>
      </SavedMarksProvider>
    </PreviewProvider>
  )
}
