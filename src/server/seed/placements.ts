import type { Format, Platform } from '../../contract/enums'
import type { ClipShape } from './clips'
import type { Source } from './source-ids'
import { WeightedChoice } from './weighted-choice'

/** Where an ad runs, which creative formats suit that, and which video shape the placement wants. */
export interface Placement {
  platforms: readonly Platform[]
  formats: WeightedChoice<Format>
  /** Vertical for TikTok and Reels, horizontal for YouTube; Meta feeds take either. */
  videoShape: ClipShape | 'either'
}

const metaFormats = new WeightedChoice<Format>([
  ['image', 38],
  ['video', 34],
  ['carousel', 14],
  ['dco', 8],
  ['dpa', 6],
])

function meta(platforms: Platform[], weight: number): readonly [Placement, number] {
  return [{ platforms, formats: metaFormats, videoShape: 'either' }, weight]
}

/** Ad placements per source, weighted: Facebook and Instagram together are by far the most common. */
export const PLACEMENTS: Record<Source, WeightedChoice<Placement>> = {
  meta: new WeightedChoice([
    meta(['facebook', 'instagram'], 45),
    meta(['facebook'], 18),
    meta(['instagram'], 15),
    meta(['facebook', 'instagram', 'messenger'], 7),
    meta(['facebook', 'instagram', 'audience_network'], 5),
    meta(['facebook', 'instagram', 'messenger', 'audience_network'], 5),
    meta(['instagram', 'threads'], 3),
    meta(['facebook', 'instagram', 'threads'], 2),
  ]),
  tiktok: new WeightedChoice<Placement>([
    [
      {
        platforms: ['tiktok'],
        formats: new WeightedChoice<Format>([
          ['video', 88],
          ['image', 7],
          ['carousel', 5],
        ]),
        videoShape: 'portrait',
      },
      1,
    ],
  ]),
  google: new WeightedChoice<Placement>([
    [
      {
        platforms: ['google', 'youtube'],
        formats: new WeightedChoice<Format>([
          ['video', 70],
          ['image', 15],
          ['dco', 15],
        ]),
        videoShape: 'landscape',
      },
      50,
    ],
    [
      {
        platforms: ['youtube'],
        formats: new WeightedChoice<Format>([
          ['video', 90],
          ['image', 10],
        ]),
        videoShape: 'landscape',
      },
      30,
    ],
    [
      {
        platforms: ['google'],
        formats: new WeightedChoice<Format>([
          ['image', 55],
          ['dco', 25],
          ['dpa', 20],
        ]),
        videoShape: 'landscape',
      },
      20,
    ],
  ]),
}
