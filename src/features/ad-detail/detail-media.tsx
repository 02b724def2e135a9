import { useState } from 'react'
import type { Ad } from '../../contract/ad'
import { safeHttpUrl } from '../../search/safe-url'
import { adTitle } from '../ad-card/ad-links'
import { MediaPlaceholder, mediaBox } from '../ad-card/media-placeholder'

/** Shapes beyond these (a long banner, a strip) are letterboxed rather than drawn as a sliver. */
const TALLEST = 9 / 16
const WIDEST = 16 / 9
/**
 * What the view keeps above and below the creative: the page's header, or the dialog's margins and
 * its Close bar, with the padding around the ad. The creative is never taller than the screen less this.
 */
const KEPT_FOR_CHROME = '8rem'

/** The creative's shape (width / height): the media's own where the ad says, else as measured once loaded. */
function shapeOf(ad: Ad, measured: number | undefined): number {
  const { width, height } = ad.media
  const own = width && height ? width / height : measured
  return Math.min(WIDEST, Math.max(TALLEST, own ?? 1))
}

/**
 * The creative at its own shape, never cropped: a 9:16 video tall (but never taller than the screen
 * less the header), a 16:9 one wide, the full width of its column on a phone. A real player with
 * sound and controls for video, the image otherwise. Where the ad does not say its media's size, a
 * square is reserved until the file says it.
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
  const [measured, setMeasured] = useState<number | undefined>(undefined)
  const measure = (width: number, height: number) => {
    if (width > 0 && height > 0) setMeasured(width / height)
  }

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
        onLoadedMetadata={(event) => measure(event.currentTarget.videoWidth, event.currentTarget.videoHeight)}
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
        onLoad={(event) => measure(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight)}
        className="absolute inset-0 size-full object-contain"
      />
    )
  }
  if (none) {
    return (
      <div className={`relative ${mediaBox(false)} w-full overflow-hidden rounded-xl bg-sunken`}>
        {content}
      </div>
    )
  }
  const shape = shapeOf(ad, measured)
  return (
    <div
      className="relative mx-auto w-full overflow-hidden rounded-xl bg-sunken"
      // As wide as the column, unless that would make it taller than the screen allows.
      style={{ aspectRatio: shape, maxWidth: `calc((100dvh - ${KEPT_FOR_CHROME}) * ${shape})` }}
    >
      {content}
    </div>
  )
}
