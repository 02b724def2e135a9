import { useId } from 'react'
import { FORMAT_LABELS } from '../../contract/enums'
import { countOf, formatRunningDays } from '../../lib/format'
import { AdStill } from '../ad-card/ad-still'
import type { SameTextGroup } from './same-text-groups'
import { type DetailPlace, SimilarAdLink } from './similar-ad-link'
import { alikeLabel, similarAdName } from './similar-ad-name'

/**
 * One similar ad, small: its still, its headline, who runs it, how alike it is and how many copies of
 * its text there are. The whole card opens the ad, through the headline's link stretched over it, so
 * the link's name is the headline alone and the rest is its description.
 */
export function SimilarAdCard({ group, place }: { group: SameTextGroup; place: DetailPlace }) {
  const { ad, similarity } = group.item
  const aboutId = useId()
  return (
    <div className="relative flex h-full gap-3 rounded-lg border border-line bg-surface p-2.5 hover:border-line-strong hover:bg-sunken has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent">
      <div className="relative size-16 shrink-0 overflow-hidden rounded-md bg-sunken">
        {/* The headline beside it names the ad; the still adds nothing a screen reader could use. */}
        <AdStill ad={ad} width={64} height={64} alt="" compact />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <SimilarAdLink
          adId={ad.id}
          place={place}
          aria-describedby={aboutId}
          className="line-clamp-2 text-sm leading-snug font-semibold wrap-anywhere text-ink after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
        >
          {similarAdName(ad)}
        </SimilarAdLink>
        <p id={aboutId} className="flex min-w-0 flex-col gap-0.5 text-xs text-muted">
          <span className="truncate font-medium text-muted">
            {ad.advertiser.name || 'Unknown advertiser'}
          </span>
          <span className="flex flex-wrap items-center gap-x-1.5">
            <span className="font-semibold text-accent-ink tabular-nums">{alikeLabel(similarity)}</span>
            <span aria-hidden="true">·</span>
            <span>{FORMAT_LABELS[ad.format]}</span>
            <span aria-hidden="true">·</span>
            <span>{formatRunningDays(ad)}</span>
          </span>
          {group.copies > 0 && <span>{countOf(group.copies, 'more ad')} with the same text</span>}
        </p>
      </div>
    </div>
  )
}
