import type { InfiniteData } from '@tanstack/react-query'
import { memo, useCallback, useMemo } from 'react'
import { type GridShape, VirtualMasonry } from '../../components/ui/virtual-masonry'
import type { Ad, AdList } from '../../contract/ad'
import { useMediaQuery } from '../../lib/use-media-query'
import type { ResultsView } from '../../search/search-state'
import { AdCard } from '../ad-card/ad-card'
import { AD_ROW_HEIGHT, AdRow } from '../ad-card/ad-row'
import { cardHeight, TALLEST_IN_GRID, TALLEST_UPRIGHT } from '../ad-card/card-size'
import { PreviewProvider } from '../ad-card/preview-context'
import { SavedMarksProvider } from '../boards/saved-marks'

interface AdGridProps {
  data: InfiniteData<AdList>
  query?: string | undefined
  view: ResultsView
  /** TikTok's creatives are all upright: its grid has narrower columns, more of them. */
  vertical: boolean
  /** Results of the previous search, shown dimmed while the new ones load. */
  stale: boolean
  hasNextPage: boolean
  isFetchingNextPage: boolean
  nextPageError: Error | null
  fetchNextPage: () => void
}

/** Tailwind's `sm`: narrower than this is a phone, whose grid keeps two columns. */
const WIDER_THAN_PHONE = '(min-width: 40rem)'

// Five columns at 1440 px beside the filters, six at 1920; two on a phone. Upright TikTok creatives
// take narrower columns; the list is one column of rows.
const SHAPES: Record<'grid' | 'vertical' | 'list', { phone: GridShape; wide: GridShape }> = {
  grid: {
    phone: { minColumnWidth: 150, maxColumns: 2, gap: 8 },
    wide: { minColumnWidth: 210, maxColumns: 6, gap: 12 },
  },
  vertical: {
    phone: { minColumnWidth: 150, maxColumns: 2, gap: 8 },
    wide: { minColumnWidth: 170, maxColumns: 7, gap: 12 },
  },
  list: {
    phone: { minColumnWidth: 0, maxColumns: 1, gap: 8 },
    wide: { minColumnWidth: 0, maxColumns: 1, gap: 8 },
  },
}

const keyOf = (ad: Ad) => ad.id

/**
 * The endless results: compact cards in a masonry, each creative at its own shape, or a list of rows
 * with the copy. Either way only what is near the screen is drawn (components/ui/virtual-masonry.tsx).
 */
export const AdGrid = memo(function AdGrid({
  data,
  query,
  view,
  vertical,
  stale,
  hasNextPage,
  isFetchingNextPage,
  nextPageError,
  fetchNextPage,
}: AdGridProps) {
  const wide = useMediaQuery(WIDER_THAN_PHONE)
  const shape = SHAPES[view === 'list' ? 'list' : vertical ? 'vertical' : 'grid'][wide ? 'wide' : 'phone']
  const ads = useMemo(() => data.pages.flatMap((page) => page.data), [data])
  // Each page's ids: the cards' saved marks come from one look-up a page.
  const pageIds = useMemo(() => data.pages.map((page) => page.data.map((ad) => ad.id)), [data])
  const tallest = vertical ? TALLEST_UPRIGHT : TALLEST_IN_GRID
  const renderItem = useCallback(
    (ad: Ad, eager: boolean) =>
      view === 'list' ? (
        <AdRow ad={ad} query={query} eager={eager} />
      ) : (
        <AdCard ad={ad} query={query} eager={eager} tallest={tallest} />
      ),
    [view, query, tallest],
  )
  const estimateHeight = useCallback(
    (ad: Ad, width: number) => (view === 'list' ? AD_ROW_HEIGHT : cardHeight(ad, width, tallest)),
    [view, tallest],
  )

  return (
    <SavedMarksProvider pages={pageIds}>
      {/* One card's video preview plays at a time across the grid. */}
      <PreviewProvider>
        <VirtualMasonry
          items={ads}
          keyOf={keyOf}
          estimateHeight={estimateHeight}
          renderItem={renderItem}
          shape={shape}
          stale={stale}
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          nextPageError={nextPageError}
          fetchNextPage={fetchNextPage}
        />
      </PreviewProvider>
    </SavedMarksProvider>
  )
})
