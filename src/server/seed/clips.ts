/**
 * The sample video clips in public/media/clips (made by scripts/make-media-clips.sh), which every
 * generated video ad points at. Sizes and durations are the files' own (durations in whole seconds);
 * a test checks them against the files.
 */
/** Portrait is 9:16 (TikTok, Reels, Stories), square 1:1 (feeds), landscape 16:9 (YouTube). */
export type ClipShape = 'portrait' | 'square' | 'landscape'

export interface Clip {
  /** File number: `/media/clips/<n>.webm` and its thumbnail `/media/clips/<n>.jpg`. */
  n: number
  shape: ClipShape
  width: number
  height: number
  seconds: number
}

const portrait = (n: number, seconds: number): Clip => ({
  n,
  shape: 'portrait',
  width: 360,
  height: 640,
  seconds,
})
const square = (n: number, seconds: number): Clip => ({
  n,
  shape: 'square',
  width: 480,
  height: 480,
  seconds,
})
const landscape = (n: number, seconds: number): Clip => ({
  n,
  shape: 'landscape',
  width: 640,
  height: 360,
  seconds,
})

export const CLIPS: readonly Clip[] = [
  portrait(1, 6),
  portrait(2, 7),
  portrait(3, 5),
  portrait(4, 8),
  landscape(5, 6),
  landscape(6, 5),
  landscape(7, 7),
  square(8, 6),
  square(9, 5),
]

export const CLIPS_BY_SHAPE: Record<ClipShape, readonly Clip[]> = {
  portrait: CLIPS.filter((clip) => clip.shape === 'portrait'),
  square: CLIPS.filter((clip) => clip.shape === 'square'),
  landscape: CLIPS.filter((clip) => clip.shape === 'landscape'),
}

export function clipVideoPath(clip: Clip): string {
  return `/media/clips/${clip.n}.webm`
}

export function clipThumbnailPath(clip: Clip): string {
  return `/media/clips/${clip.n}.jpg`
}
