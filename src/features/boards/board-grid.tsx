import type { ReactNode } from 'react'
import { type GridShape, VirtualMasonry } from '../../components/ui/virtual-masonry'
import type { Ad } from '../../contract/ad'
import { cardHeight } from '../ad-card/card-size'
import { PreviewProvider } from '../ad-card/preview-context'

interface BoardGridProps<T extends { ad: Pick<Ad, 'media' | 'headline' | 'body'> }> {
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

// A board's cards carry its note, tags and actions under the ad's: at most five columns (two on a phone).
const SHAPE: GridShape = { minColumnWidth: 160, maxColumns: 5, gap: 12 }
/** What a board adds under a card before it is measured: its actions' row. */
const BOARD_EXTRA_HEIGHT = 48

/** A board's ads in the search's grid (components/ui/virtual-masonry.tsx): each creative at its own shape. */
export function BoardGrid<T extends { ad: Pick<Ad, 'media' | 'headline' | 'body'> }>({
  items,
  keyOf,
  renderCard,
  ...pages
}: BoardGridProps<T>) {
  return (
    // One card's video preview plays at a time across the board.
    <PreviewProvider>
      <VirtualMasonry
        items={items}
        keyOf={keyOf}
        estimateHeight={(item, width) => cardHeight(item.ad, width) + BOARD_EXTRA_HEIGHT}
        renderItem={renderCard}
        shape={SHAPE}
        {...pages}
      />
    </PreviewProvider>
  )
}
