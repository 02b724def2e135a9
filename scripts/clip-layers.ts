// Part of scripts/make-media-clips.sh: writes the still layers of one sample clip as SVG (the product
// drawing, the offer sticker, the button), from the same drawings as the generated image creatives,
// for ffmpeg to move and composite. Usage:
//   tsx scripts/clip-layers.ts <dir> <product kind> <hue> <product width px> <sticker> <button>
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { escapeXml } from '../src/server/media/creative-copy'
import { PRODUCT_BOX, type ProductKind, productArt } from '../src/server/media/product-art'

const [dir, kind, hueText, widthText, sticker, button] = process.argv.slice(2)
if (!dir || !kind || !sticker || !button)
  throw new Error('usage: <dir> <kind> <hue> <width> <sticker> <button>')
const hue = Number(hueText)
const width = Number(widthText)
const accent = (hue + 170) % 360
const FONT = 'font-family="DejaVu Sans,sans-serif" font-weight="bold"'
const svg = (w: number, h: number, viewBox: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${body}</svg>`

const scale = width / PRODUCT_BOX.width
writeFileSync(
  path.join(dir, 'product.svg'),
  svg(
    width,
    Math.round(PRODUCT_BOX.height * scale),
    `0 0 ${PRODUCT_BOX.width} ${PRODUCT_BOX.height}`,
    `<defs><linearGradient id="p" x2="0" y2="1"><stop offset="0" stop-color="hsl(${accent},30%,97%)"/>` +
      `<stop offset="1" stop-color="hsl(${accent},25%,84%)"/></linearGradient></defs>` +
      `<ellipse cx="150" cy="342" rx="140" ry="16" fill="#000" opacity=".22"/>` +
      productArt(kind as ProductKind, {
        body: 'url(#p)',
        detail: `hsl(${hue},55%,30%)`,
        spot: `hsl(${accent},70%,55%)`,
      }),
  ),
)
writeFileSync(
  path.join(dir, 'sticker.svg'),
  svg(
    200,
    200,
    '0 0 200 200',
    `<circle cx="100" cy="100" r="92" fill="hsl(${accent},85%,50%)" stroke="#fff" stroke-width="8"/>` +
      `<text x="100" y="${100 + 17}" ${FONT} font-size="${sticker.length > 4 ? 40 : 50}" text-anchor="middle" fill="#fff">${escapeXml(sticker)}</text>`,
  ),
)
writeFileSync(
  path.join(dir, 'button.svg'),
  svg(
    400,
    96,
    '0 0 400 96',
    '<rect x="4" y="4" width="392" height="88" rx="44" fill="#fff"/>' +
      `<text x="200" y="62" ${FONT} font-size="38" text-anchor="middle" fill="hsl(${hue},60%,26%)">${escapeXml(button)}</text>`,
  ),
)
