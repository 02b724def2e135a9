import type { Ad } from '../contract/ad'
import { safeHttpUrl } from './safe-url'

/**
 * The media a card can show, each an http(s) URL or null: the video to preview, and the still in the
 * card's box (a video's thumbnail; an image ad's image, else its thumbnail).
 */
export function cardMedia(media: Pick<Ad['media'], 'image' | 'video' | 'thumbnail'>): {
  video: string | null
  still: string | null
} {
  const video = safeHttpUrl(media.video)
  const still = video
    ? safeHttpUrl(media.thumbnail)
    : (safeHttpUrl(media.image) ?? safeHttpUrl(media.thumbnail))
  return { video, still }
}
