import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AD_IMAGE_SIZE, adImageSvg } from './ad-image'

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

describe('adImageSvg', () => {
  it('draws a well-formed, self-contained SVG of a fixed size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => {
        const svg = adImageSvg(n)
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /)
        expect(svg).toContain(`width="${AD_IMAGE_SIZE}" height="${AD_IMAGE_SIZE}" viewBox="0 0 600 600"`)
        expect(svg.endsWith('</svg>')).toBe(true)
        expect(wellFormed(svg)).toBe(true)
        expect(svg).not.toMatch(/<script|\son[a-z]+=|href|url\((?!#)|<foreignObject|<image/i)
        expect(new TextEncoder().encode(svg).length).toBeLessThan(3 * 1024)
      }),
      { numRuns: 300 },
    )
  })

  it('catches a broken document', () => {
    expect(wellFormed('<svg><g></svg>')).toBe(false)
    expect(wellFormed('<svg><rect x=1/></svg>')).toBe(false)
  })

  it('is the same image every time for the same number', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(adImageSvg(n)).toBe(adImageSvg(n))
      }),
    )
  })

  it('draws a different image for every ad, and neighbours in different colours', () => {
    const images = Array.from({ length: 2000 }, (_, n) => adImageSvg(n))
    expect(new Set(images).size).toBe(images.length)
    const colour = (svg: string) => /stop-color="(hsl\([^)]*\))"/.exec(svg)?.[1]
    for (let n = 1; n < 200; n++) expect(colour(images[n]!)).not.toBe(colour(images[n - 1]!))
  })

  it('refuses numbers that are not ad numbers', () => {
    for (const n of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => adImageSvg(n)).toThrow(RangeError)
  })
})
