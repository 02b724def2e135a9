import { hash32, Random } from '../seed/seeded-random'

/** Generated creatives are square, as most feed ads are. */
export const AD_IMAGE_SIZE = 600

/**
 * The creative of generated ad number `n`: a gradient backdrop, soft shapes, a product drawing and
 * an offer badge, all derived from n (the same n always gives the same image; neighbours differ in
 * colour by the golden angle). Self-contained SVG: no links, scripts or text from outside.
 */
export function adImageSvg(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`ad image number must be a whole number >= 0, got ${n}`)
  const random = new Random(hash32(n ^ 0x5eed1a6e))
  const hue = Math.round((n * 137.508) % 360)
  const hue2 = (hue + 30 + random.int(50)) % 360
  const accent = (hue + 150 + random.int(60)) % 360
  const angle = random.int(4)
  const [x2, y2] = [
    [1, 1],
    [0, 1],
    [1, 0],
    [1, 0.6],
  ][angle]!
  const bubbles = Array.from({ length: 3 }, () => {
    const r = 40 + random.int(120)
    return `<circle cx="${random.int(600)}" cy="${random.int(600)}" r="${r}" fill="#fff" opacity=".${12 + random.int(14)}"/>`
  }).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${AD_IMAGE_SIZE}" height="${AD_IMAGE_SIZE}" viewBox="0 0 600 600" data-creative="${n}">` +
    `<defs><linearGradient id="b" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="hsl(${hue},72%,62%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2},68%,42%)"/></linearGradient>` +
    `<linearGradient id="p" x2="0" y2="1"><stop offset="0" stop-color="hsl(${accent},30%,97%)"/>` +
    `<stop offset="1" stop-color="hsl(${accent},25%,84%)"/></linearGradient>` +
    // Bubbles near the edge would otherwise paint outside the image where it is shown.
    '<clipPath id="c"><rect width="600" height="600"/></clipPath></defs>' +
    `<rect width="600" height="600" fill="url(#b)"/><g clip-path="url(#c)">${bubbles}</g>` +
    `<ellipse cx="300" cy="468" rx="150" ry="22" fill="#000" opacity=".18"/>` +
    product(random, hue, accent) +
    badge(random, accent) +
    `<rect x="190" y="516" width="220" height="52" rx="26" fill="#fff"/>` +
    `<text x="300" y="549" font-family="system-ui,sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="hsl(${hue2},60%,30%)">${random.pick(BUTTONS)}</text>` +
    '</svg>'
  )
}

const BUTTONS = ['SHOP NOW', 'DISCOVER', 'GET YOURS', 'ORDER NOW']

/** One of a few simple product drawings, centred above the shadow. */
function product(random: Random, hue: number, accent: number): string {
  const detail = `hsl(${hue},55%,35%)`
  const spot = `hsl(${accent},70%,55%)`
  switch (random.int(6)) {
    case 0: // bottle
      return `<rect x="250" y="170" width="100" height="290" rx="30" fill="url(#p)"/><rect x="278" y="120" width="44" height="60" rx="8" fill="${detail}"/><rect x="250" y="270" width="100" height="90" fill="${spot}"/>`
    case 1: // box
      return `<path d="M300 170l150 70v170l-150 60-150-60V240z" fill="url(#p)"/><path d="M300 310l150-70v170l-150 60z" fill="${detail}" opacity=".35"/><path d="M150 240l150 70 150-70" fill="none" stroke="${detail}" stroke-width="4"/>`
    case 2: // phone
      return `<rect x="215" y="130" width="170" height="330" rx="28" fill="#1d1d24"/><rect x="228" y="150" width="144" height="290" rx="16" fill="${spot}"/><circle cx="300" cy="295" r="44" fill="url(#p)"/>`
    case 3: // jar
      return `<rect x="200" y="250" width="200" height="210" rx="40" fill="url(#p)"/><rect x="212" y="210" width="176" height="56" rx="14" fill="${detail}"/><circle cx="300" cy="355" r="40" fill="${spot}"/>`
    case 4: // shopping bag
      return `<path d="M255 230v-30a45 45 0 0190 0v30" fill="none" stroke="${detail}" stroke-width="12"/><path d="M190 225h220l20 235H170z" fill="url(#p)"/><rect x="170" y="300" width="260" height="36" fill="${spot}"/>`
    default: // mug
      return `<path d="M395 290a45 45 0 010 100" fill="none" stroke="${detail}" stroke-width="18"/><rect x="205" y="240" width="190" height="220" rx="26" fill="url(#p)"/><rect x="205" y="300" width="190" height="40" fill="${spot}"/>`
  }
}

/** The offer sticker: a discount, or a fixed word such as NEW or SALE. */
function badge(random: Random, accent: number): string {
  const roll = random.int(5)
  const label = roll < 3 ? `-${10 + 5 * random.int(11)}%` : roll === 3 ? 'NEW' : 'SALE'
  const cx = 470 + random.int(50)
  const cy = 110 + random.int(40)
  return (
    `<circle cx="${cx}" cy="${cy}" r="64" fill="hsl(${accent},85%,52%)" stroke="#fff" stroke-width="6"/>` +
    `<text x="${cx}" y="${cy + 11}" font-family="system-ui,sans-serif" font-size="32" font-weight="800" text-anchor="middle" fill="#fff">${label}</text>`
  )
}
