import type { Format, Niche } from '../../contract/enums'
import { creativeFile } from '../media/creative-file'
import { CREATIVE_SIZE, type CreativeShape } from '../media/creative-shape'
import type { StoredAd } from '../records/ad-records'
import { hash32, Random } from '../seeded-random'
import { CLIPS_BY_SHAPE, type ClipShape, clipThumbnailPath, clipVideoPath } from './clips'
import type { Placement } from './placements'
import { WeightedChoice } from './weighted-choice'

/** What the creative says it is from: the brand's colour comes from its name, the drawing from the niche. */
export interface MediaBrand {
  name: string
  niche: Niche
}

/**
 * Media paths on this server (made absolute per request), with the creative's size. Every non-video
 * ad gets its own generated creative, `/media/images/<n>-<shape>-<niche>-<hue>.svg`, in a shape its
 * placement runs; video ads share the sample clips, in the shape their placement plays.
 */
export function adMedia(
  index: number,
  format: Format,
  placement: Placement,
  brand: MediaBrand,
  random: Random,
): StoredAd['media'] {
  if (format === 'video') {
    const clip = random.pick(CLIPS_BY_SHAPE[videoShape(placement, random)])
    return {
      image: null,
      video: clipVideoPath(clip),
      thumbnail: clipThumbnailPath(clip),
      video_duration: clip.seconds,
      width: clip.width,
      height: clip.height,
    }
  }
  // Drawn from the ad's number, not the ad's stream: the ad's other fields stay what they were.
  const shape = imageShapes(placement).pick(new Random(hash32(index ^ 0x5a4e7e)))
  const image = `/media/images/${creativeFile({ n: index, shape, niche: brand.niche, hue: brandHue(brand.name) })}`
  return { image, video: null, thumbnail: image, video_duration: 0, ...CREATIVE_SIZE[shape] }
}

/** One draw, as before square clips were made, so the rest of the ad is unchanged. */
function videoShape(placement: Placement, random: Random): ClipShape {
  if (placement.videoShape !== 'either') return placement.videoShape
  // Meta: reels and stories are vertical; feeds play square, and some landscape.
  const roll = random.next()
  return roll < 0.5 ? 'portrait' : roll < 0.85 ? 'square' : 'landscape'
}

const FULL_SCREEN = new WeightedChoice<CreativeShape>([['9x16', 1]])
const WIDE = new WeightedChoice<CreativeShape>([
  ['16x9', 6],
  ['1x1', 4],
])
const FEED = new WeightedChoice<CreativeShape>([
  ['1x1', 45],
  ['4x5', 35],
  ['9x16', 15],
  ['16x9', 5],
])
const FEED_AND_AUDIENCE_NETWORK = new WeightedChoice<CreativeShape>([
  ['1x1', 40],
  ['4x5', 30],
  ['9x16', 12],
  ['16x9', 18],
])

/** TikTok is full screen; Google and YouTube show wide and square; Meta feeds mostly 1:1 and 4:5. */
function imageShapes({ platforms }: Placement): WeightedChoice<CreativeShape> {
  if (platforms.includes('tiktok')) return FULL_SCREEN
  if (platforms.includes('google') || platforms.includes('youtube')) return WIDE
  return platforms.includes('audience_network') ? FEED_AND_AUDIENCE_NETWORK : FEED
}

/** The brand's colour on the colour wheel: the same name always gets the same hue. */
export function brandHue(name: string): number {
  let hash = 0x9b1d
  for (const char of name) hash = hash32(hash ^ char.codePointAt(0)!)
  return hash % 360
}
