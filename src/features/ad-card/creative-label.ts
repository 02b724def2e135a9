import type { Ad } from '../../contract/ad'
import { FORMAT_LABELS } from '../../contract/enums'
import { cardMedia } from '../../search/card-media'

/**
 * The creative's kind as a card names it: the format, unless the ad carries no media at all, when
 * "Image" or "Video" would claim what is not there.
 */
export function creativeLabel(ad: Pick<Ad, 'format' | 'media'>): string {
  const { video, still } = cardMedia(ad.media)
  if (video === null && still === null) return ad.media.removed ? 'Media removed' : 'Text only'
  return FORMAT_LABELS[ad.format]
}
