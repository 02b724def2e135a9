import { useState } from 'react'
import type { Ad } from '../../contract/ad'
import { safeHttpUrl } from '../../search/safe-url'
import { adTitle } from '../ad-card/ad-links'
import { MediaPlaceholder, mediaBox } from '../ad-card/media-placeholder'

/**
 * The creative at full size in a square box reserved up front (portrait and landscape videos are
 * letterboxed): a real player with sound and controls for video, the image otherwise.
 */
export function DetailMedia({ ad, transcriptId }: { ad: Ad; transcriptId?: string | undefined }) {
  const video = safeHttpUrl(ad.media.video)
  const still = video
    ? safeHttpUrl(ad.media.thumbnail)
    : (safeHttpUrl(ad.media.image) ?? safeHttpUrl(ad.media.thumbnail))
  // Every URL that failed: a broken video falls back to its thumbnail, a broken thumbnail to the placeholder.
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set())
  const markBroken = (url: string) => setBroken((prev) => new Set(prev).add(url))
  const title = adTitle(ad)

  const none = video === null && still === null
  let content = <MediaPlaceholder format={ad.format} none={none} />
  if (video && !broken.has(video)) {
    content = (
      // biome-ignore lint/a11y/useMediaCaption: ad files carry no caption track; the transcript below is the text alternative
      <video
        src={video}
        poster={still ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={`Video of ${title}`}
        aria-describedby={transcriptId}
        onError={() => markBroken(video)}
        className="absolute inset-0 size-full bg-black object-contain"
      />
    )
  } else if (still && !broken.has(still)) {
    content = (
      <img
        src={still}
        alt={`Creative of ${title}`}
        width={600}
        height={600}
        decoding="async"
        onError={() => markBroken(still)}
        className="absolute inset-0 size-full object-contain"
      />
    )
  }
  return (
    <div className={`relative ${mediaBox(!none)} w-full overflow-hidden rounded-xl bg-sunken`}>{content}</div>
  )
}
