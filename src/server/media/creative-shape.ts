/**
 * The shapes ads run in: square and 4:5 in feeds, 9:16 full-screen in stories, reels and TikTok,
 * 16:9 on YouTube, Google display and Audience Network. Named by their ratio, as marketers say them.
 */
export const CREATIVE_SHAPES = ['1x1', '4x5', '9x16', '16x9'] as const
export type CreativeShape = (typeof CREATIVE_SHAPES)[number]

/** Pixel size of a generated creative of each shape: small, and sharp enough for a grid card. */
export const CREATIVE_SIZE: Record<CreativeShape, { width: number; height: number }> = {
  '1x1': { width: 600, height: 600 },
  '4x5': { width: 600, height: 750 },
  '9x16': { width: 540, height: 960 },
  '16x9': { width: 960, height: 540 },
}

export function isCreativeShape(value: string): value is CreativeShape {
  return (CREATIVE_SHAPES as readonly string[]).includes(value)
}
