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
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:border-slate-400 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-indigo-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-600 dark:has-[a:focus-visible]:outline-indigo-400"
    >
      <WinnerMedia ad={ad} />
      <span
        aria-hidden="true"
        className="absolute top-2 left-2 rounded-full bg-slate-950/75 px-2 py-0.5 text-xs font-semibold text-white tabular-nums"
      >
        {rank}
      </span>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 id={titleId} className="line-clamp-2 text-sm leading-snug font-semibold">
          <AdDetailsLink adId={ad.id} className="outline-none after:absolute after:inset-0 hover:underline">
            {adTitle(ad)}
          </AdDetailsLink>
        </h3>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <AdStatus active={ad.is_active} />
          {FORMAT_LABELS[ad.format]}
        </p>
        <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
          <dt className="text-slate-600 dark:text-slate-400">Running days</dt>
          <dd className="text-right font-semibold tabular-nums">{formatWholeNumber(ad.running_days)}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Versions</dt>
          <dd className="text-right font-semibold tabular-nums">{formatWholeNumber(versionCount(ad))}</dd>
          <dt className="text-slate-600 dark:text-slate-400">Reach</dt>
          <dd className="text-right font-semibold tabular-nums">{formatCompactNumber(ad.reach)}</dd>
        </dl>
      </div>
    </article>
  )
}
