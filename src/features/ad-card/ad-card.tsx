import { memo, type ReactNode, useId } from 'react'
import { HighlightedText } from '../../components/highlighted-text'
import { BOOKMARK, LineIcon } from '../../components/line-icon'
import { PlatformIcons } from '../../components/platform-icon'
import type { Ad } from '../../contract/ad'
import { adTitle } from './ad-links'
import { AdStatusLine } from './ad-status'
import { AdDetailsLink } from './card-links'
import { AdActionsMenu, AdvertiserByline, FactsLine } from './card-parts'
import { CARD_TEXT_HEIGHT } from './card-size'
import { Creative } from './creative'
import { creativeFacts } from './creative-label'
import { NewBadge } from './new-badge'
import { SaveSlot } from './save-slot'
import { HookLine } from './tag-chips'

interface AdCardProps {
  ad: Ad
  /** The search's keywords, marked in the headline. */
  query?: string | undefined
  /** Load the media at once and first (the top-left card). */
  eager?: boolean
  /** More under the card's text: a board's note and tags on a saved ad, and its own actions. */
  extra?: ReactNode
  /** The tallest box the grid gives the creative (card-size.ts). */
  tallest?: number
}

/**
 * One ad in the grid, compact: its creative at its own shape, who runs it and on which platforms,
 * whether it runs and for how long, its headline and its hook. Save sits on the creative (shown on hover or
 * focus, always on touch screens, and always once saved); the other actions are in the card's menu.
 * The text block has a fixed height (card-size.ts), so the grid places cards before drawing them.
 */
function AdCardView({ ad, query, eager = false, extra, tallest }: AdCardProps) {
  const titleId = useId()
  const title = adTitle(ad)
  return (
    <article
      aria-labelledby={titleId}
      // Focusable (not a tab stop): a click on the card focuses it, and `s` then saves it.
      tabIndex={-1}
      className="group/card focus-ring flex flex-col rounded-xl border border-line bg-surface shadow-xs"
    >
      <div className="relative">
        <div className="overflow-hidden rounded-t-[0.6875rem]">
          <Creative ad={ad} eager={eager} describedBy={titleId} tallest={tallest} />
        </div>
        <span className="absolute top-1.5 left-1.5">
          <NewBadge firstSeenAt={ad.first_seen_at} />
        </span>
        {/* Saved, at rest: a small mark, not the whole control over the creative's own corner (its offer
            badge); the control comes back on hover, focus and touch. The button says "Saved" to readers. */}
        <span
          aria-hidden="true"
          className="absolute top-1.5 right-1.5 hidden size-6 place-items-center rounded-full bg-surface/95 text-accent-ink shadow-sm group-has-[[aria-pressed=true]]/card:grid group-hover/card:hidden! group-focus-within/card:hidden! pointer-coarse:hidden!"
        >
          <LineIcon path={BOOKMARK} className="size-3.5 fill-current" strokeWidth={1.6} />
        </span>
        <span className="absolute top-1.5 right-1.5 rounded-lg bg-surface/95 shadow-sm opacity-0 transition-opacity group-focus-within/card:opacity-100 group-hover/card:opacity-100 has-[[aria-expanded=true]]:opacity-100 pointer-coarse:opacity-100">
          <SaveSlot adId={ad.id} title={title} describedBy={titleId} />
        </span>
      </div>
      <div className="flex flex-col gap-1 px-2.5 pt-2 pb-1.5" style={{ height: CARD_TEXT_HEIGHT }}>
        <div className="flex h-5 items-center justify-between gap-2">
          <AdvertiserByline advertiser={ad.advertiser} className="text-[0.8125rem]" />
          <PlatformIcons platforms={ad.platforms} />
        </div>
        <AdStatusLine ad={ad} />
        <h3 id={titleId} className="h-9 text-[0.8125rem] leading-[1.125rem] font-medium text-ink">
          <AdDetailsLink adId={ad.id} className="focus-ring line-clamp-2 rounded-sm hover:underline">
            <HighlightedText text={title} query={query} />
          </AdDetailsLink>
        </h3>
        <HookLine ad={ad} />
        <div className="flex h-6 items-center gap-1.5 text-xs text-faint">
          <span className="truncate">
            <FactsLine parts={creativeFacts(ad)} />
          </span>
          <span className="ml-auto">
            <AdActionsMenu ad={ad} title={title} describedBy={titleId} />
          </span>
        </div>
      </div>
      {extra && <div className="px-2.5 pb-2.5">{extra}</div>}
    </article>
  )
}

/** Memoised: a page arriving or the grid scrolling re-renders the cards near the screen, not every card. */
export const AdCard = memo(AdCardView)
