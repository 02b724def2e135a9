import { memo, type ReactNode, useId } from 'react'
import { HighlightedText } from '../../components/highlighted-text'
import { PlatformIcons } from '../../components/platform-icon'
import type { Ad } from '../../contract/ad'
import { FORMAT_LABELS } from '../../contract/enums'
import { countOf, formatDate, formatDateRange, formatReach, formatRunningDays } from '../../lib/format'
import { urlHost } from '../../search/safe-url'
import { SaveControl } from '../boards/save-control'
import { NewBadge } from '../watching/new-marks'
import { actionStyles } from './action-styles'
import { adTitle } from './ad-links'
import { AdStatus } from './ad-status'
import { AdDetailsLink, AdvertiserLink } from './card-links'
import { CopyLinkButton } from './copy-link-button'
import { CountryList } from './country-list'
import { MediaPreview } from './media-preview'
import { ServiceLink } from './service-link'

interface AdCardProps {
  ad: Ad
  /** The search's keywords, marked in the headline and body. */
  query?: string | undefined
  /** Load the media at once and first (the top-left card). */
  eager?: boolean
  /** More under the card's actions: a board's note and tags on a saved ad, and its own actions. */
  extra?: ReactNode
}

/** One ad in the grid: its creative, who runs it, where and for how long, and the ways to open it. */
function AdCardView({ ad, query, eager = false, extra }: AdCardProps) {
  const titleId = useId()
  const domain = urlHost(ad.landing_url)
  return (
    <article
      aria-labelledby={titleId}
      // Focusable (not a tab stop): a click on the card focuses it, and `s` then saves it.
      tabIndex={-1}
      className={`flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900 ${actionStyles.focusRing}`}
    >
      <MediaPreview ad={ad} eager={eager} describedBy={titleId} />
      <div className="flex flex-1 flex-col gap-2 p-3.5">
        <div className="flex items-center justify-between gap-2">
          <AdvertiserLink
            advertiserId={ad.advertiser.id}
            className={`min-w-0 truncate text-sm font-semibold text-slate-900 hover:underline dark:text-slate-100 ${actionStyles.focusRing}`}
          >
            {ad.advertiser.name || 'Unknown advertiser'}
          </AdvertiserLink>
          <PlatformIcons platforms={ad.platforms} />
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <AdStatus active={ad.is_active} />
          <span className="text-slate-600 dark:text-slate-400">{FORMAT_LABELS[ad.format]}</span>
          <NewBadge firstSeenAt={ad.first_seen_at} />
        </div>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          <span className="font-medium text-slate-700 dark:text-slate-300">{formatRunningDays(ad)}</span>
          {' · '}
          {ad.ended_at ? (
            formatDateRange(ad.started_at, ad.ended_at)
          ) : (
            <>
              since <time dateTime={ad.started_at}>{formatDate(ad.started_at)}</time>
            </>
          )}
        </p>
        <h3
          id={titleId}
          className="line-clamp-2 text-[0.9375rem] leading-snug font-semibold text-slate-900 dark:text-white"
        >
          <HighlightedText text={adTitle(ad)} query={query} />
        </h3>
        {ad.body && (
          <p className="line-clamp-3 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
            <HighlightedText text={ad.body} query={query} />
          </p>
        )}
        {(ad.cta || domain) && (
          <div className="flex min-w-0 items-center gap-2 text-xs">
            {ad.cta && (
              <span className="shrink-0 rounded-md border border-slate-300 px-1.5 py-0.5 font-medium text-slate-700 dark:border-slate-600 dark:text-slate-200">
                {ad.cta}
              </span>
            )}
            {domain && <span className="truncate text-slate-500 dark:text-slate-400">{domain}</span>}
          </div>
        )}
        <CountryList
          countries={ad.countries}
          max={4}
          // Names only: a colour-emoji font can take a tenth of a second to load the first time it is
          // drawn, and the cards are the first thing drawn. The detail view shows the flags.
          flags={false}
          className="text-xs text-slate-600 dark:text-slate-300"
        />
        <p className="flex gap-2 text-xs font-medium text-slate-700 tabular-nums dark:text-slate-300">
          <span>{formatReach(ad.reach)}</span>
          {ad.duplicates > 0 && (
            <>
              <span aria-hidden="true">·</span>
              <span>{countOf(ad.duplicates, 'version')}</span>
            </>
          )}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-1 border-t border-slate-100 pt-2.5 dark:border-slate-800">
          <AdDetailsLink adId={ad.id} aria-describedby={titleId} className={actionStyles.primary}>
            Details
          </AdDetailsLink>
          <ServiceLink serviceUrl={ad.service_url} describedBy={titleId} className={actionStyles.quiet} />
          <CopyLinkButton adId={ad.id} describedBy={titleId} className={actionStyles.quiet} />
          <span className="ml-auto">
            <SaveControl adId={ad.id} title={adTitle(ad)} describedBy={titleId} />
          </span>
        </div>
        {extra}
      </div>
    </article>
  )
}

/** Memoised: a page arriving or the grid scrolling re-renders the rows, not every card in them. */
export const AdCard = memo(AdCardView)
