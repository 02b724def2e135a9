import { type ReactNode, useId } from 'react'
import type { SavedAd } from '../../contract/boards'
import { formatWholeNumber } from '../../lib/format'
import * as styles from '../account/styles'
import { PreviewProvider } from '../ad-card/preview-context'
import { groupByHook, type HookGroup } from './hook-groups'

interface HookSectionsProps {
  /** Everything loaded so far, page after page. */
  items: readonly SavedAd[]
  renderCard: (saved: SavedAd, eager: boolean) => ReactNode
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => void
}

/**
 * A board's saved ads in sections by hook (hook-groups.ts), grouped in the app over the ads loaded: a
 * plain grid per section, not the virtual one, as a section's place depends on the ones before it. The
 * rest of the board loads on demand, and its ads join their sections.
 */
export function HookSections({
  items,
  renderCard,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: HookSectionsProps) {
  const groups = groupByHook(items)
  return (
    <PreviewProvider>
      <div className="flex flex-col gap-6">
        {groups.map((group, index) => (
          <HookSection key={group.hook ?? 'none'} group={group} renderCard={renderCard} first={index === 0} />
        ))}
        {hasNextPage && (
          <button
            type="button"
            onClick={fetchNextPage}
            disabled={isFetchingNextPage}
            className={`${styles.buttons.small} self-center`}
          >
            {isFetchingNextPage ? 'Loading more ads…' : 'Load more ads'}
          </button>
        )}
      </div>
    </PreviewProvider>
  )
}

function HookSection({
  group,
  renderCard,
  first,
}: {
  group: HookGroup<SavedAd>
  renderCard: HookSectionsProps['renderCard']
  first: boolean
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {group.label}{' '}
        <span className="font-normal text-muted">({formatWholeNumber(group.items.length)})</span>
      </h3>
      <ul className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        {group.items.map((saved, index) => (
          <li key={saved.ad.id}>{renderCard(saved, first && index === 0)}</li>
        ))}
      </ul>
    </section>
  )
}
