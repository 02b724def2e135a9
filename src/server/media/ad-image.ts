import { hash32, Random } from '../seeded-random'
import { escapeXml, NICHE_BUTTONS, NICHE_CAPTIONS } from './creative-copy'
import type { Creative } from './creative-file'
import { CREATIVE_SIZE, type CreativeShape } from './creative-shape'
import { NICHE_PRODUCTS, PRODUCT_BOX, productArt } from './product-art'

/** Where each part of the creative goes in one shape. */
interface Layout {
  /** Baseline of the headline's first line; `anchor` start is left-aligned beside the product. */
  headline: { x: number; y: number; size: number; anchor: 'middle' | 'start' }
  /** Top-left corner and scale of the product box (product-art.ts). */
  product: { x: number; y: number; scale: number }
  badge: { cx: number; cy: number; r: number }
  button: { x: number; y: number; width: number; height: number }
}

const LAYOUTS: Record<CreativeShape, Layout> = {
  '1x1': {
    headline: { x: 300, y: 92, size: 52, anchor: 'middle' },
    product: { x: 186, y: 178, scale: 0.76 },
    badge: { cx: 478, cy: 240, r: 58 },
    button: { x: 180, y: 508, width: 240, height: 56 },
  },
  '4x5': {
    headline: { x: 300, y: 104, size: 56, anchor: 'middle' },
    product: { x: 150, y: 212, scale: 1 },
    badge: { cx: 482, cy: 270, r: 64 },
    button: { x: 170, y: 626, width: 260, height: 60 },
  },
  // Stories and reels lay the account name over the top and replies over the bottom: kept clear.
  '9x16': {
    headline: { x: 270, y: 236, size: 58, anchor: 'middle' },
    product: { x: 90, y: 340, scale: 1.2 },
    badge: { cx: 440, cy: 412, r: 64 },
    button: { x: 120, y: 796, width: 300, height: 64 },
  },
  '16x9': {
    headline: { x: 64, y: 200, size: 60, anchor: 'start' },
    product: { x: 572, y: 72, scale: 1.05 },
    badge: { cx: 872, cy: 118, r: 60 },
    button: { x: 64, y: 330, width: 260, height: 62 },
  },
}

/**
 * The creative of a generated ad, as an advertiser would run it: the brand's colour, a drawing of
 * what the niche sells, a two-line headline and an offer sticker burned in as text, and a button.
 * The same creative always gives the same image. Self-contained SVG: no links, scripts or text from
 * outside the fixed lists of creative-copy.ts, and that text escaped all the same.
 */
export function adImageSvg({ n, shape, niche, hue }: Creative): string {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`ad image number must be a whole number >= 0, got ${n}`)
  const { width, height } = CREATIVE_SIZE[shape]
  const layout = LAYOUTS[shape]
  const random = new Random(hash32(n ^ 0x5eed1a6e))
  const hue2 = (hue + 25 + random.int(40)) % 360
  const accent = (hue + 150 + random.int(60)) % 360
  const ink = `hsl(${hue2},60%,26%)`
  const bubbles = Array.from({ length: 3 }, () => {
    const r = 50 + random.int(140)
    return `<circle cx="${random.int(width)}" cy="${random.int(height)}" r="${r}" fill="#fff" opacity=".${10 + random.int(12)}"/>`
  }).join('')
  const { x, y, scale } = layout.product
  const floor = y + 340 * scale
  const art = productArt(random.pick(NICHE_PRODUCTS[niche]), {
    body: 'url(#p)',
    detail: `hsl(${hue},55%,30%)`,
    spot: `hsl(${accent},70%,55%)`,
  })
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" data-creative="${n}">` +
    `<defs><linearGradient id="b" x2="${random.int(2)}" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,52%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2},66%,34%)"/></linearGradient>` +
    `<linearGradient id="p" x2="0" y2="1"><stop offset="0" stop-color="hsl(${accent},30%,97%)"/>` +
    `<stop offset="1" stop-color="hsl(${accent},25%,84%)"/></linearGradient>` +
    // Bubbles near the edge would otherwise paint outside the image where it is shown.
    `<clipPath id="c"><rect width="${width}" height="${height}"/></clipPath></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#b)"/><g clip-path="url(#c)">${bubbles}</g>` +
    `<ellipse cx="${x + (PRODUCT_BOX.width / 2) * scale}" cy="${floor}" rx="${140 * scale}" ry="${20 * scale}" fill="#000" opacity=".2"/>` +
    `<g transform="translate(${x} ${y}) scale(${scale})">${art}</g>` +
    headline(layout, random.pick(NICHE_CAPTIONS[niche])) +
    badge(layout, random, accent) +
    button(layout, random.pick(NICHE_BUTTONS[niche]), ink) +
    '</svg>'
  )
}

const FONT = 'font-family="system-ui,sans-serif"'

function headline({ headline: { x, y, size, anchor } }: Layout, lines: readonly [string, string]): string {
  const [first, second] = lines.map(escapeXml)
  return (
    `<text x="${x}" y="${y}" ${FONT} font-size="${size}" font-weight="800" text-anchor="${anchor}" fill="#fff">` +
    `<tspan>${first}</tspan><tspan x="${x}" dy="${Math.round(size * 1.1)}">${second}</tspan></text>`
  )
}

/** The offer sticker: a discount, or a fixed word such as NEW or SALE. */
function badge({ badge: { cx, cy, r } }: Layout, random: Random, accent: number): string {
  const roll = random.int(5)
  const label = roll < 3 ? `-${10 + 5 * random.int(11)}%` : roll === 3 ? 'NEW' : 'SALE'
  const size = Math.round(r * 0.5)
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${accent},85%,50%)" stroke="#fff" stroke-width="6"/>` +
    `<text x="${cx}" y="${cy + Math.round(size * 0.35)}" ${FONT} font-size="${size}" font-weight="800" text-anchor="middle" fill="#fff">${escapeXml(label)}</text>`
  )
}

function button({ button: { x, y, width, height } }: Layout, label: string, ink: string): string {
  const size = Math.round(height * 0.38)
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="#fff"/>` +
    `<text x="${x + width / 2}" y="${y + height / 2 + Math.round(size * 0.36)}" ${FONT} font-size="${size}" font-weight="700" text-anchor="middle" fill="${ink}">${escapeXml(label)}</text>`
  )
}
