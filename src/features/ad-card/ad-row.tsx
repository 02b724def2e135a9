import { memo, useId } from 'react'
import { HighlightedText } from '../../components/highlighted-text'
import { PlatformIcons } from '../../components/platform-icon'
import type { Ad } from '../../contract/ad'
import { formatReach } from '../../lib/format'
import { urlHost } from '../../search/safe-url'
import { adTitle } from './ad-links'
import { AdStatusLine } from './ad-status'
import { AdDetailsLink } from './card-links'
import { AdActionsMenu, AdvertiserByline, FactsLine } from './card-parts'
import { CountryList } from './country-list'
import { Creative } from './creative'
import { tagsOf } from './creative-hook'
import { creativeFacts } from './creative-label'
import { NewBadge } from './new-badge'
import { SaveSlot } from './save-slot'
import { HookLine, TagChips } from './tag-chips'

/**
 * A row's height in CSS pixels, fixed so the list is laid out before it is drawn: room for the byline,
 * status, headline, hook line, two lines of body, the offers and the facts line.
 */
export const AD_ROW_HEIGHT = 196

interface AdRowProps {
  ad: Ad
  query?: string | undefined
  eager?: boolean
}

/**
 * One ad in the list view: a thumbnail of the creative, then the copy a marketer reads (headline, hook
 * and body), its hook and offer tags, the call to action and landing domain, markets and reach, and the
 * same actions as a card.
 */
function AdRowView({ ad, query, eager = false }: AdRowProps) {
  const titleId = useId()
  const title = adTitle(ad)
  const domain = urlHost(ad.landing_url)
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      className="focus-ring flex gap-3 rounded-xl border border-line bg-surface p-2.5 shadow-xs"
      style={{ height: AD_ROW_HEIGHT }}
    >
      <div className="relative w-28 shrink-0 overflow-hidden rounded-lg sm:w-40">
        <Creative ad={ad} eager={eager} describedBy={titleId} fill />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-center gap-2">
          <AdvertiserByline advertiser={ad.advertiser} className="text-sm" />
          <PlatformIcons platforms={ad.platforms} />
          <NewBadge firstSeenAt={ad.first_seen_at} />
          <span className="ml-auto flex items-center gap-1">
            <SaveSlot adId={ad.id} title={title} describedBy={titleId} />
            <AdActionsMenu ad={ad} title={title} describedBy={titleId} />
          </span>
        </div>
        <AdStatusLine ad={ad} />
        <h3 id={titleId} className="text-sm leading-snug font-semibold text-ink">
          <AdDetailsLink adId={ad.id} className="focus-ring line-clamp-1 rounded-sm hover:underline">
            <HighlightedText text={title} query={query} />
          </AdDetailsLink>
        </h3>
        <HookLine ad={ad} />
        {ad.body && (
          // Two lines at most: the hook and the tags share the row's fixed height.
          <p className="line-clamp-1 text-sm leading-snug text-muted sm:line-clamp-2">
            <HighlightedText text={ad.body} query={query} />
          </p>
        )}
        {/* Offers here; the hook's kind is on the hook's line, and the call to action's own words in the
            line below (its type would repeat them). */}
        <TagChips tags={tagsOf(ad, 'offers')} className="h-4" />
        <div className="mt-auto flex min-w-0 items-center gap-x-2 text-xs text-faint">
          {ad.cta && (
            <span className="shrink-0 rounded-md border border-line px-1.5 py-0.5 font-medium text-muted">
              {ad.cta}
            </span>
          )}
          {domain && <span className="truncate">{domain}</span>}
          <span className="hidden truncate sm:inline">
            <CountryList countries={ad.countries} max={3} flags={false} className="flex-nowrap" />
          </span>
          <span className="ml-auto shrink-0 tabular-nums">
            <FactsLine parts={[...creativeFacts(ad), formatReach(ad)]} />
          </span>
        </div>
      </div>
    </article>
  )
}

export const AdRow = memo(AdRowView)
