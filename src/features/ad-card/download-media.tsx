import { LineIcon } from '../../components/line-icon'
import type { Ad } from '../../contract/ad'
import { safeHttpUrl } from '../../search/safe-url'

/** How an ad's media can be downloaded from this page. */
export interface MediaDownload {
  /** An http(s) URL, never anything else. */
  href: string
  kind: 'video' | 'image'
  /**
   * A browser saves a link with `download` only from its own origin (kept copies, generated
   * creatives); another origin's file opens in a new tab instead, where it can be saved. The server
   * never fetches arbitrary ad URLs for a client (that would let anyone make it call any address).
   */
  sameOrigin: boolean
  /** The file name offered when it is saved here: the ad's id and the media's own extension. */
  fileName: string
}

const EXTENSION = /\.([a-z0-9]{1,5})$/i

/**
 * The media worth downloading: the video when there is one, else the image, else the thumbnail.
 * A saved ad's copy carries its kept media (`/media/saved/…`), so that is what it downloads.
 */
export function mediaDownload(ad: Ad, origin: string): MediaDownload | null {
  const video = safeHttpUrl(ad.media.video)
  const href = video ?? safeHttpUrl(ad.media.image) ?? safeHttpUrl(ad.media.thumbnail)
  if (!href) return null
  const url = new URL(href)
  const extension = EXTENSION.exec(url.pathname)?.[1]?.toLowerCase()
  const kind = video ? 'video' : 'image'
  const name = ad.id.replace(/[^\w-]+/g, '_').slice(0, 100)
  return {
    href,
    kind,
    sameOrigin: url.origin === origin,
    fileName: extension ? `${name}-${kind}.${extension}` : `${name}-${kind}`,
  }
}

/** The address a "Download" menu item links to, or null for an ad without media. */
export function downloadMediaHref(ad: Ad): string | null {
  return mediaDownload(ad, window.location.origin)?.href ?? null
}

interface DownloadMediaLinkProps {
  ad: Ad
  className: string
}

/**
 * "Download video" / "Download image": saves the file where the browser can (same origin), and
 * opens it in a new tab where it cannot. Nothing for an ad without media.
 */
export function DownloadMediaLink({ ad, className }: DownloadMediaLinkProps) {
  const download = mediaDownload(ad, window.location.origin)
  if (!download) return null
  const label = `Download ${download.kind}`
  return (
    <a
      href={download.href}
      className={className}
      {...(download.sameOrigin
        ? { download: download.fileName }
        : { target: '_blank', rel: 'noopener noreferrer', title: `${label} (opens in a new tab)` })}
    >
      <LineIcon path="M10 3.5v9M6 9l4 4 4-4M4 16.5h12" className="size-3.5" strokeWidth={1.6} />
      {label}
      {!download.sameOrigin && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  )
}
