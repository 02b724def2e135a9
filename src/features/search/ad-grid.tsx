import type { InfiniteData } from '@tanstack/react-query'
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import { memo, useEffect, useMemo, useState } from 'react'
import type { AdList } from '../../contract/ad'
import { AdCard } from '../ad-card/ad-card'
import { PreviewProvider } from '../ad-card/preview-context'
import { SavedMarksProvider } from '../boards/saved-marks'
import { GridFooter } from './grid-footer'
import { useColumns } from './use-columns'
import { observeWindowSize, scrollWindow } from './window-grid'

interface AdGridProps {
  data: InfiniteData<AdList>
  query?: string
  /** Results of the previous search, shown dimmed while the new ones load. */
  stale: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  nextPageError: Error | null
  fetchNextPage: () => void
}

/** A card row's height before it is measured; real rows replace it once rendered. */
const ESTIMATED_ROW_HEIGHT = 560
const GAP = 16

/**
 * A row's height from its ResizeObserver entry. When a row is first attached there is no entry yet:
 * it keeps its known (or estimated) height instead of reading the layout then, which forced a full
 * layout of the page in the middle of React's commit. The observer reports the real height before
 * the frame is painted.
 */
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
 * The endless grid: virtualised by rows against the window scroll, so the page holds a few rows of
 * cards however many thousands are loaded. The footer row loads the next page when it comes near.
 */
export const AdGrid = memo(function AdGrid({
  data,
  query,
  stale,
  hasNextPage,
  isFetchingNextPage,
  nextPageError,
  fetchNextPage,
}: AdGridProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const columns = useColumns(container)
  // Where the grid starts on the page. The heading, notices and chips above it move it, which changes
  // the page's height too, unless the page is shorter than the window, and then every row is drawn
  // anyway. The observer reports after layout, so the read is cheap; reading it right after a render
  // forced a layout of the whole page there.
  const [top, setTop] = useState(0)
  useEffect(() => {
    if (!container) return
    const observer = new ResizeObserver(() => setTop(container.getBoundingClientRect().top + window.scrollY))
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [container])
  // The window as the grid first finds it, read once, before the grid has laid anything out.
  const [start] = useState(() => ({
    rect: { width: window.innerWidth, height: window.innerHeight },
    offset: window.scrollY,
  }))
  const ads = useMemo(() => data.pages.flatMap((page) => page.data), [data])
  // Each page's ids: the cards' saved marks come from one look-up a page.
  const pageIds = useMemo(() => data.pages.map((page) => page.data.map((ad) => ad.id)), [data])
  const rowCount = Math.ceil(ads.length / columns)
  const virtualizer = useWindowVirtualizer({
    // The card rows, then the footer row.
    count: rowCount + 1,
    estimateSize: (index) => (index === rowCount ? 120 : ESTIMATED_ROW_HEIGHT),
    overscan: 1,
    gap: GAP,
    scrollMargin: top,
    measureElement: measureRow,
    observeElementRect: observeWindowSize,
    scrollToFn: scrollWindow,
    // Without the window's size the first render would draw no rows, and a second one would draw
    // them once the virtualizer had measured.
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
        <div
          ref={setContainer}
          aria-busy={stale}
          className={`relative transition-opacity ${stale ? 'opacity-50' : ''}`}
          style={{ height: virtualizer.getTotalSize() }}
        >
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
                  shown={ads.length}
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
                  {ads.slice(row.index * columns, row.index * columns + columns).map((ad, i) => (
                    <AdCard key={ad.id} ad={ad} query={query} eager={row.index === 0 && i === 0} />
                  ))}
                </div>
              )}
            </div>
          ))}
        </div>
      </SavedMarksProvider>
    </PreviewProvider>
  )
})
