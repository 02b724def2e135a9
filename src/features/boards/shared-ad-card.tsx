import { memo, useId } from 'react'
import { PlatformIcons } from '../../components/platform-icon'
import type { Ad } from '../../contract/ad'
import { FORMAT_LABELS } from '../../contract/enums'
import { versionCount } from '../../contract/versions'
import {
  countOf,
  formatDate,
  formatDateRange,
  formatDuration,
  formatReach,
  formatRunningDays,
} from '../../lib/format'
import { cardMedia } from '../../search/card-media'
import { urlHost } from '../../search/safe-url'
import { actionStyles } from '../ad-card/action-styles'
import { adTitle, serviceLink } from '../ad-card/ad-links'
import { AdStatus } from '../ad-card/ad-status'
import { AdStill } from '../ad-card/ad-still'
import { creativeAspect } from '../ad-card/card-size'
import { CountryList } from '../ad-card/country-list'
import { mediaBox, VideoBadge } from '../ad-card/media-placeholder'
import { ServiceLink } from '../ad-card/service-link'

interface SharedAdCardProps {
  ad: Ad
  savedAt: string
  /** The top-left card: its picture is the largest paint, so it does not wait for lazy loading. */
  eager: boolean
  /** The owner's note, when they chose to show notes on the link. */
  note?: string | undefined
  /** Opens the ad's read-only detail. */
  onOpen: (adId: string) => void
}

/**
 * A saved ad on a shared board, read-only: everything the search's card says, with nothing that
 * needs an account (no advertiser page, Save or copied app link). The headline opens the ad's
 * read-only detail (shared-ad-detail.tsx); the ad's page on its platform is the other way out.
 */
function SharedAdCardView({ ad, savedAt, eager, note, onOpen }: SharedAdCardProps) {
  const titleId = useId()
  const domain = urlHost(ad.landing_url)
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm hover:border-line-strong has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
    >
      <SharedMedia ad={ad} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-3.5">
        <div className="flex items-center justify-between gap-2">
          <p className="min-w-0 truncate text-sm font-semibold text-ink">
            {ad.advertiser.name || 'Unknown advertiser'}
          </p>
          <PlatformIcons platforms={ad.platforms} />
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <AdStatus active={ad.is_active} />
          <span className="text-muted">{FORMAT_LABELS[ad.format]}</span>
        </div>
        <p className="text-xs text-muted">
          <span className="font-medium text-muted">{formatRunningDays(ad)}</span>
          {' · '}
          {ad.ended_at ? (
            formatDateRange(ad.started_at, ad.ended_at)
          ) : (
            <>
              since <time dateTime={ad.started_at}>{formatDate(ad.started_at)}</time>
            </>
          )}
        </p>
        <h3 id={titleId} className="text-[0.9375rem] leading-snug font-semibold break-words text-ink">
          {/* Stretched over the card, so the whole card opens the detail; its name is the headline alone. */}
          <button
            type="button"
            onClick={() => onOpen(ad.id)}
            className="text-left outline-none after:absolute after:inset-0 hover:underline"
          >
            {adTitle(ad)}
          </button>
        </h3>
        {ad.body && (
          <p className="line-clamp-6 text-sm leading-relaxed break-words whitespace-pre-line text-muted">
            {ad.body}
          </p>
        )}
        {(ad.cta || domain) && (
          <div className="flex min-w-0 items-center gap-2 text-xs">
            {ad.cta && (
              <span className="shrink-0 rounded-md border border-line-strong px-1.5 py-0.5 font-medium text-muted">
                {ad.cta}
              </span>
            )}
            {domain && <span className="truncate text-muted">{domain}</span>}
          </div>
        )}
        <CountryList countries={ad.countries} max={4} flags={false} className="text-xs text-muted" />
        <p className="flex gap-2 text-xs font-medium text-muted tabular-nums">
          <span>{formatReach(ad)}</span>
          {versionCount(ad) > 1 && (
            <>
              <span aria-hidden="true">·</span>
              <span>{countOf(versionCount(ad), 'version')}</span>
            </>
          )}
        </p>
        {note !== undefined && note.trim() !== '' && (
          <p className="rounded-md bg-warning-soft px-2 py-1.5 text-xs break-words whitespace-pre-line text-warning-ink">
            <span className="font-semibold">Note: </span>
            {note}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2.5 text-xs text-muted">
          <span>
            Saved <time dateTime={savedAt}>{formatDate(savedAt)}</time>
          </span>
          {!isThisSite(ad.service_url) && (
            // Above the stretched headline button, so it stays its own link.
            <ServiceLink
              serviceUrl={ad.service_url}
              describedBy={titleId}
              className={`relative z-10 ${actionStyles.quiet}`}
            />
          )}
        </div>
      </div>
    </article>
  )
}

/**
 * Whether the ad's page is this app's own (`/ads/<id>`, as generated ads have it): it needs an
 * account, so the shared card does not offer it. Its page on a platform is for anyone.
 */
function isThisSite(serviceUrl: string): boolean {
  const link = serviceLink(serviceUrl)
  return link !== null && new URL(link.href).origin === window.location.origin
}

/**
 * The creative at its own shape, as the grid shows it (3:4 at tallest, whole and letterboxed beyond):
 * a picture (a video shows its thumbnail and its length), not a link. One that does not load (media
 * that needs an account, a link gone stale) gives way to a placeholder of the same size; an ad
 * without media gets a low band, its words being right below.
 */
function SharedMedia({ ad, eager }: { ad: Ad; eager: boolean }) {
  const { video, still } = cardMedia(ad.media)
  const hasMedia = video !== null || still !== null
  return (
    <div
      className={`relative ${hasMedia ? '' : mediaBox(false)} overflow-hidden bg-sunken`}
      style={hasMedia ? { aspectRatio: creativeAspect(ad) } : undefined}
    >
      <AdStill ad={ad} width={600} height={600} alt={`Creative of ${adTitle(ad)}`} eager={eager} whole />
      {video && (
        <VideoBadge duration={ad.media.video_duration > 0 ? formatDuration(ad.media.video_duration) : null} />
      )}
    </div>
  )
}

export const SharedAdCard = memo(SharedAdCardView)
