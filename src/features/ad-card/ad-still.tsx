import { useState } from 'react'
import type { Ad } from '../../contract/ad'
import { cardMedia } from '../../search/card-media'
import { MediaPlaceholder } from './media-placeholder'

interface AdStillProps {
  ad: Ad
  /** The image's size in CSS pixels, so its box holds its shape before it loads. */
  width: number
  height: number
  /** Empty where the card's title already names the ad. */
  alt: string
  eager?: boolean
  /** The placeholder's icon alone, for a thumbnail too small for words. */
  compact?: boolean
  /** The whole picture, letterboxed in its box, where it is read (versions); else it fills the box. */
  whole?: boolean
}

/**
 * An ad's still as the grid's cards pick it (only http(s) URLs from its data), filling its box; a
 * placeholder of the same size when there is none or it does not load (media that needs an account,
 * a link gone stale).
 */
export function AdStill({
  ad,
  width,
  height,
  alt,
  eager = false,
  compact = false,
  whole = false,
}: AdStillProps) {
  const { video, still } = cardMedia(ad.media)
  // Remembering which URL broke (not just "broken") resets the state when the card shows another ad.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null)
  if (still === null || brokenSrc === still) {
    return <MediaPlaceholder format={ad.format} none={video === null && still === null} compact={compact} />
  }
  return (
    <img
      src={still}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'auto'}
      onError={() => setBrokenSrc(still)}
      className={`absolute inset-0 size-full ${whole ? 'object-contain' : 'object-cover'}`}
    />
  )
}
