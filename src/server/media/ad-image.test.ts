import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NICHES } from '../../contract/enums'
import { adImageSvg } from './ad-image'
import { escapeXml, NICHE_BUTTONS, NICHE_CAPTIONS } from './creative-copy'
import type { Creative } from './creative-file'
import { CREATIVE_SHAPES, CREATIVE_SIZE } from './creative-shape'

/** Tags balance and every attribute is quoted: enough of XML to catch a broken template. */
function wellFormed(svg: string): boolean {
  const stack: string[] = []
  for (const [tag] of svg.matchAll(/<[^>]+>/g)) {
    const name = /^<\/?([a-zA-Z]+)/.exec(tag)?.[1]
    if (!name) return false
    const attributes = tag.replace(/^<\/?[a-zA-Z]+/, '').replace(/\/?>$/, '')
    if (!/^(\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<>]*")*\s*$/.test(attributes)) return false
    if (tag.startsWith('</')) {
      if (stack.pop() !== name) return false
    } else if (!tag.endsWith('/>')) {
      stack.push(name)
    }
  }
  return stack.length === 0
}

/** The words a viewer reads on the image: every text node, entities decoded. */
function shownText(svg: string): string {
  return [...svg.matchAll(/>([^<]+)</g)]
    .map(([, text]) => text!)
    .join(' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

const creatives = fc.record<Creative>({
  n: fc.integer({ min: 0, max: 999_999_999 }),
  shape: fc.constantFrom(...CREATIVE_SHAPES),
  niche: fc.constantFrom(...NICHES),
  hue: fc.integer({ min: 0, max: 359 }),
})

describe('adImageSvg', () => {
  it('draws a well-formed, self-contained SVG at the size of its shape', () => {
    fc.assert(
      fc.property(creatives, (creative) => {
        const svg = adImageSvg(creative)
        const { width, height } = CREATIVE_SIZE[creative.shape]
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /)
        expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`)
        expect(svg.endsWith('</svg>')).toBe(true)
        expect(wellFormed(svg)).toBe(true)
        expect(svg).not.toMatch(/<script|\son[a-z]+=|href|url\((?!#)|<foreignObject|<image/i)
        expect(new TextEncoder().encode(svg).length).toBeLessThan(5 * 1024)
      }),
      { numRuns: 300 },
    )
  })

  it('says a headline, an offer and a call to action of its niche, as text', () => {
    fc.assert(
      fc.property(creatives, (creative) => {
        const text = shownText(adImageSvg(creative))
        expect(NICHE_CAPTIONS[creative.niche].some(([a, b]) => text.includes(a) && text.includes(b))).toBe(
          true,
        )
        expect(NICHE_BUTTONS[creative.niche].some((button) => text.includes(button))).toBe(true)
        expect(text).toMatch(/-\d\d%|NEW|SALE/)
      }),
    )
  })

  it('paints the brand colour it is given', () => {
    const svg = adImageSvg({ n: 3, shape: '4x5', niche: 'fashion', hue: 123 })
    expect(svg).toContain('stop-color="hsl(123,70%,52%)"')
  })

  it('catches a broken document', () => {
    expect(wellFormed('<svg><g></svg>')).toBe(false)
    expect(wellFormed('<svg><rect x=1/></svg>')).toBe(false)
  })

  it('is the same image every time for the same creative', () => {
    fc.assert(
      fc.property(creatives, (creative) => {
        expect(adImageSvg(creative)).toBe(adImageSvg({ ...creative }))
      }),
    )
  })

  it('draws a different image for every ad of one brand', () => {
    const images = Array.from({ length: 2000 }, (_, n) =>
      adImageSvg({ n, shape: '1x1', niche: NICHES[n % NICHES.length]!, hue: 200 }),
    )
    expect(new Set(images).size).toBe(images.length)
  })

  it('refuses numbers that are not ad numbers', () => {
    for (const n of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => adImageSvg({ n, shape: '1x1', niche: 'other', hue: 0 })).toThrow(RangeError)
  })
})

describe('escapeXml', () => {
  it('leaves no markup in text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeXml(text)
        expect(escaped).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/)
        expect(shownText(`<t>${escaped}</t>`)).toBe(text)
      }),
    )
    expect(escapeXml('<script>"a" & \'b\'</script>')).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &apos;b&apos;&lt;/script&gt;',
    )
  })
})
