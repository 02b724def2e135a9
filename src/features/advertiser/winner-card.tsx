import { useId } from 'react'
import type { Ad } from '../../contract/ad'
import { FORMAT_LABELS } from '../../contract/enums'
import { versionCount } from '../../contract/versions'
import { formatCompactNumber, formatWholeNumber } from '../../lib/format'
import { adTitle } from '../ad-card/ad-links'
import { AdStatus } from '../ad-card/ad-status'
import { AdDetailsLink } from '../ad-card/card-links'
import { WinnerMedia } from './winner-media'

/**
 * One of the longest-running ads, small: its still, its title (the one link, opening the ad's detail
 * as a grid card's does; the whole card is its target) and the three figures that made it a winner.
 * The ad's text is shown as text, never as markup.
 */
export function WinnerCard({ ad, rank }: { ad: Ad; rank: number }) {
  const titleId = useId()
  return (
    // The whole card is the title link's target, so the focus-ring look goes round the card.
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm hover:border-line-strong has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent"
    >
      <WinnerMedia ad={ad} />
      <span
        aria-hidden="true"
        className="absolute top-2 left-2 rounded-full bg-black/75 px-2 py-0.5 text-xs font-semibold text-white tabular-nums"
      >
        {rank}
      </span>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 id={titleId} className="line-clamp-2 text-sm leading-snug font-semibold">
          <AdDetailsLink adId={ad.id} className="outline-none after:absolute after:inset-0 hover:underline">
            {adTitle(ad)}
          </AdDetailsLink>
        </h3>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          <AdStatus active={ad.is_active} />
          {FORMAT_LABELS[ad.format]}
        </p>
        <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
          <dt className="text-muted">Running days</dt>
          <dd className="text-right font-semibold tabular-nums">{formatWholeNumber(ad.running_days)}</dd>
          <dt className="text-muted">Versions</dt>
          <dd className="text-right font-semibold tabular-nums">{formatWholeNumber(versionCount(ad))}</dd>
          <dt className="text-muted">Reach</dt>
          <dd className="text-right font-semibold tabular-nums">{formatCompactNumber(ad.reach)}</dd>
        </dl>
      </div>
    </article>
  )
}
