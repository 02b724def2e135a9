import type { Ad } from '../../contract/ad'
import { cardMedia } from '../../search/card-media'

/**
 * The compact card's text block under the creative, in CSS pixels: advertiser, status, a two-line
 * headline, the hook's line (tag-chips.tsx) and a line of facts, each of a fixed height, so a card's
 * height is known before it is drawn (the grid lays cards out from it, components/ui/masonry.ts).
 */
export const CARD_TEXT_HEIGHT = 144
/** The card's border, top and bottom. */
const CARD_BORDER = 2

/**
 * The tallest box a grid gives a creative: a taller creative sits whole in it, with bars at its sides.
 * The mixed grid stops at 3:4, so an upright video does not take a column's whole screen and the first
 * screen keeps eight ads or more; TikTok's grid, all upright, gives 9:16 its full height.
 */
export const TALLEST_IN_GRID = 3 / 4
export const TALLEST_UPRIGHT = 9 / 16
/** A wider creative (a long banner) is letterboxed in 16:9. */
const WIDEST = 16 / 9

/**
 * The creative's shape (width / height) as the card shows it: the media's own where the ad says
 * (the generator, importers that know, kept copies), else square, the commonest feed shape. An ad
 * without media shows its text as the creative, in a box its words fill.
 */
export function creativeAspect(
  ad: Pick<Ad, 'media' | 'headline' | 'body'>,
  tallest: number = TALLEST_IN_GRID,
): number {
  const { width, height } = ad.media
  if (width && height) return Math.min(WIDEST, Math.max(tallest, width / height))
  const { video, still } = cardMedia(ad.media)
  return video === null && still === null ? textAspect(ad) : 1
}

/**
 * The shape of an ad's words set as its creative: wide for a line or two, square for a long copy, so
 * a text-only ad takes the room its words need (real library exports are mostly text).
 */
function textAspect(ad: Pick<Ad, 'headline' | 'body'>): number {
  const length = (ad.body.trim() || ad.headline.trim()).length
  return length < 90 ? 16 / 9 : length < 220 ? 4 / 3 : 1
}

/** The compact card's height at a column width: its creative at its shape, then the text block. */
export function cardHeight(
  ad: Pick<Ad, 'media' | 'headline' | 'body'>,
  width: number,
  tallest: number = TALLEST_IN_GRID,
): number {
  return Math.round(width / creativeAspect(ad, tallest)) + CARD_TEXT_HEIGHT + CARD_BORDER
}
