import type { Format } from '../../contract/enums'
import type { StoredAd } from '../records/ad-records'
import { CLIPS_BY_SHAPE, clipThumbnailPath, clipVideoPath } from './clips'
import type { Placement } from './placements'
import type { Random } from './seeded-random'

/**
 * Media paths on this server (made absolute per request). Every non-video ad gets its own
 * generated creative, `/media/images/<ad index>.svg`; video ads share the sample clips, in the
 * shape their placement plays.
 */
export function adMedia(
  index: number,
  format: Format,
  placement: Placement,
  random: Random,
): StoredAd['media'] {
  if (format === 'video') {
    const shape =
      placement.videoShape === 'either'
        ? random.chance(0.6)
          ? 'portrait'
          : 'landscape'
        : placement.videoShape
    const clip = random.pick(CLIPS_BY_SHAPE[shape])
    return {
      image: null,
      video: clipVideoPath(clip),
      thumbnail: clipThumbnailPath(clip),
      video_duration: clip.seconds,
    }
  }
  const image = `/media/images/${index}.svg`
  return { image, video: null, thumbnail: image, video_duration: 0 }
}
