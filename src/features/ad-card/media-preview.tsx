import { useState } from 'react'
import type { Ad } from '../../contract/ad'
import { formatDuration } from '../../lib/format'
import { cardMedia } from '../../search/card-media'
import { adTitle } from './ad-links'
import { AdDetailsLink } from './card-links'
import { MediaPlaceholder, mediaBox, VideoBadge } from './media-placeholder'
import { useVideoPreview } from './use-video-preview'

interface MediaPreviewProps {
  ad: Ad
  /** The first card on the page: its image is the largest paint, so it must not wait for lazy loading. */
  eager?: boolean
  describedBy?: string
}

/**
 * The card's creative in a square box reserved before anything loads (generated creatives are
 * square; others are cropped to fill). Clicking it opens the ad; hovering or focusing a video plays
 * a muted preview over its thumbnail.
 */
export function MediaPreview({ ad, eager = false, describedBy }: MediaPreviewProps) {
  const { video, still } = cardMedia(ad.media)
  // Remembering which URL broke (not just "broken") resets the state when the card shows another ad.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null)
  const showStill = still !== null && brokenSrc !== still
  const preview = useVideoPreview(video)

  return (
    <AdDetailsLink
      adId={ad.id}
      aria-describedby={describedBy}
      className={`relative block ${mediaBox(video !== null || still !== null)} overflow-hidden bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 dark:bg-slate-800 dark:focus-visible:outline-indigo-400`}
      {...preview.handlers}
    >
      {showStill ? (
        <img
          src={still}
          alt={`Creative of ${adTitle(ad)}`}
          width={600}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          onError={() => setBrokenSrc(still)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <MediaPlaceholder format={ad.format} none={video === null && still === null} />
      )}
      {preview.playing && video && (
        <video
          ref={preview.videoRef}
          src={video}
          poster={showStill ? still : undefined}
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          onError={preview.fail}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      {video && (
        <VideoBadge duration={ad.media.video_duration > 0 ? formatDuration(ad.media.video_duration) : null} />
      )}
    </AdDetailsLink>
  )
}
