import { ActionsMenu } from '../../components/ui/actions-menu'
import { AdvertiserMark } from '../../components/ui/advertiser-mark'
import type { Ad } from '../../contract/ad'
import { actionStyles } from './action-styles'
import { AdDetailsLink, AdvertiserLink } from './card-links'
import { CopyLinkButton } from './copy-link-button'
import { DownloadMediaLink } from './download-media'
import { ServiceLink } from './service-link'

/** Who runs the ad, with the mark that stands in for its logo; a link to all its ads. */
export function AdvertiserByline({
  advertiser,
  className,
}: {
  advertiser: Ad['advertiser']
  className: string
}) {
  return (
    <AdvertiserLink
      advertiserId={advertiser.id}
      className={`focus-ring flex min-w-0 items-center gap-1.5 rounded-sm font-semibold text-ink hover:underline ${className}`}
    >
      <AdvertiserMark name={advertiser.name} size="sm" />
      <span className="truncate">{advertiser.name || 'Unknown advertiser'}</span>
    </AdvertiserLink>
  )
}

/** The card's menu (card and list row alike): the detail, the ad on its platform, a link to copy, the media. */
export function AdActionsMenu({ ad, title, describedBy }: { ad: Ad; title: string; describedBy: string }) {
  return (
    <ActionsMenu label={`More actions for ${title}`}>
      <AdDetailsLink adId={ad.id} aria-describedby={describedBy} className={actionStyles.quiet}>
        Details
      </AdDetailsLink>
      <ServiceLink serviceUrl={ad.service_url} describedBy={describedBy} className={actionStyles.quiet} />
      <CopyLinkButton adId={ad.id} describedBy={describedBy} className={actionStyles.quiet} />
      <DownloadMediaLink ad={ad} className={actionStyles.quiet} />
    </ActionsMenu>
  )
}

/** Short facts in a row, each its own text, with a dot between them. */
export function FactsLine({ parts }: { parts: readonly string[] }) {
  return parts.map((part, i) => (
    <span key={part}>
      {i > 0 && <span aria-hidden="true"> · </span>}
      <span>{part}</span>
    </span>
  ))
}
