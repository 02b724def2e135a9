import { PLATFORM_LABELS, type Platform } from '../../contract/enums'
import { safeHttpUrl } from '../../search/safe-url'

/** The shareable address of an ad: the standalone detail page. */
export function adShareUrl(adId: string, origin: string): string {
  return `${origin}/ads/${encodeURIComponent(adId)}`
}

/** Hosts of the platforms' own ad pages, so the link can say where it goes. */
const SERVICE_HOSTS: readonly [string, Platform][] = [
  ['facebook.com', 'facebook'],
  ['fb.com', 'facebook'],
  ['instagram.com', 'instagram'],
  ['tiktok.com', 'tiktok'],
  ['youtube.com', 'youtube'],
  ['youtu.be', 'youtube'],
  ['google.com', 'google'],
  ['messenger.com', 'messenger'],
  ['threads.net', 'threads'],
  ['threads.com', 'threads'],
]

/** The ad's page on its platform, labelled "View on Facebook" or "Open ad"; null when it is not http(s). */
export function serviceLink(serviceUrl: string): { href: string; label: string } | null {
  const href = safeHttpUrl(serviceUrl)
  if (!href) return null
  const host = new URL(href).hostname
  const platform = SERVICE_HOSTS.find(([domain]) => host === domain || host.endsWith(`.${domain}`))?.[1]
  return { href, label: platform ? `View on ${PLATFORM_LABELS[platform]}` : 'Open ad' }
}

/** What to call an ad when it has no headline (many exports leave it empty). */
export function adTitle(ad: { headline: string; advertiser: { name: string } }): string {
  const headline = ad.headline.trim()
  if (headline) return headline
  const advertiser = ad.advertiser.name.trim()
  return advertiser ? `Ad by ${advertiser}` : 'Untitled ad'
}
