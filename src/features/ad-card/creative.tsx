import { useState } from 'react'
import { advertiserHue } from '../../components/ui/advertiser-mark'
import type { Ad } from '../../contract/ad'
import { formatDuration } from '../../lib/format'
import { cardMedia } from '../../search/card-media'
import { adTitle } from './ad-links'
import { AdDetailsLink } from './card-links'
import { creativeAspect } from './card-size'
import { MediaPlaceholder, VideoBadge } from './media-placeholder'
import { useVideoPreview } from './use-video-preview'

interface CreativeProps {
  ad: Ad
  /** The first card on the page: its image is the largest paint, so it must not wait for lazy loading. */
  eager?: boolean
  describedBy?: string
  /** Fill the box it is put in (a list row's thumbnail) instead of taking the creative's shape. */
  fill?: boolean
  /** The tallest box the grid gives a creative (card-size.ts): a taller one is shown whole inside it. */
  tallest?: number
}

/**
 * The card's creative at its own shape (card-size.ts), never cropped: a creative whose size is not
 * known sits whole in a square. Clicking it opens the ad; hovering or focusing a video plays a muted
 * preview over its poster. An ad without media shows its own words as the creative.
 */
export function Creative({ ad, eager = false, describedBy, fill = false, tallest }: CreativeProps) {
  const { video, still } = cardMedia(ad.media)
  // Remembering which URL broke (not just "broken") resets the state when the card shows another ad.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null)
  const showStill = still !== null && brokenSrc !== still
  const preview = useVideoPreview(video)
  const aspect = creativeAspect(ad, tallest)
  const textOnly = video === null && still === null

  return (
    <AdDetailsLink
      adId={ad.id}
      aria-describedby={describedBy}
      className={`focus-ring-inset relative block overflow-hidden ${fill ? 'size-full' : ''} ${video ? 'bg-black' : 'bg-sunken'}`}
      style={fill ? undefined : { aspectRatio: aspect }}
      {...preview.handlers}
    >
      {textOnly ? (
        <TextCreative ad={ad} />
      ) : showStill ? (
        <img
          src={still}
          alt={`Creative of ${adTitle(ad)}`}
          width={ad.media.width ?? 600}
          height={ad.media.height ?? 600}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          onError={() => setBrokenSrc(still)}
          className="absolute inset-0 size-full object-contain"
        />
      ) : (
        <MediaPlaceholder format={ad.format} />
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
          className="absolute inset-0 size-full object-contain"
        />
      )}
      {video && (
        <VideoBadge duration={ad.media.video_duration > 0 ? formatDuration(ad.media.video_duration) : null} />
      )}
    </AdDetailsLink>
  )
}

/**
 * The creative of an ad whose source gave no image or video: its copy set as the post, on the
 * advertiser's colour, with a word on why there is no picture ("removed at the source"
 * when the source says it had media, "text only" when it never had).
 */
function TextCreative({ ad }: { ad: Ad }) {
  const hue = advertiserHue(ad.advertiser.name || ad.advertiser.id)
  // The copy is the post; the headline is already the card's title below it.
  const words = ad.body.trim() || ad.headline.trim()
  return (
    <span
      className="absolute inset-0 flex flex-col gap-2 p-3.5 text-left"
      style={{ background: `linear-gradient(160deg, hsl(${hue} 55% 94%), hsl(${(hue + 40) % 360} 45% 86%))` }}
    >
      <span className="min-h-0 flex-1 overflow-hidden text-sm leading-snug whitespace-pre-line text-black/85 [mask-image:linear-gradient(to_bottom,black_80%,transparent)]">
        {words}
      </span>
      <span className="self-start rounded-full bg-white/80 px-2 py-0.5 text-[0.6875rem] font-medium text-black/70">
        {ad.media.removed ? 'Media removed at the source' : 'Text only'}
      </span>
    </span>
  )
}
