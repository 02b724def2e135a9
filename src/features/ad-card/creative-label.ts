import type { Ad } from '../../contract/ad'
import { FORMAT_LABELS } from '../../contract/enums'
import { versionCount } from '../../contract/versions'
import { countOf } from '../../lib/format'
import { cardMedia } from '../../search/card-media'

/**
 * The creative's kind as a card names it: the format; nothing for an ad without any media, where
 * "Image" or "Video" would claim what is not there (its creative says "Text only" or "Media removed
 * at the source" instead).
 */
export function creativeLabel(ad: Pick<Ad, 'format' | 'media'>): string | null {
  const { video, still } = cardMedia(ad.media)
  return video === null && still === null ? null : FORMAT_LABELS[ad.format]
}

/**
 * The card's line of facts, each its own part: the creative's kind and, for an ad its library copied,
 * its versions, counted as the detail and Winners count them ("Video", "3 versions").
 */
export function creativeFacts(ad: Pick<Ad, 'format' | 'media' | 'duplicates'>): string[] {
  const versions = ad.duplicates > 0 ? countOf(versionCount(ad), 'version') : null
  return [creativeLabel(ad), versions].filter((part): part is string => part !== null)
}
