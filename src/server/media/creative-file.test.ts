import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NICHES } from '../../contract/enums'
import { type Creative, creativeFile, creativeOfFile } from './creative-file'
import { CREATIVE_SHAPES } from './creative-shape'

describe('creative file names', () => {
  it('give back the creative they were made from', () => {
    fc.assert(
      fc.property(
        fc.record<Creative>({
          n: fc.integer({ min: 0, max: 999_999_999 }),
          shape: fc.constantFrom(...CREATIVE_SHAPES),
          niche: fc.constantFrom(...NICHES),
          hue: fc.integer({ min: 0, max: 359 }),
        }),
        (creative) => {
          expect(creativeOfFile(creativeFile(creative))).toEqual(creative)
        },
      ),
    )
    expect(creativeFile({ n: 42, shape: '9x16', niche: 'beauty-care', hue: 210 })).toBe(
      '42-9x16-beauty-care-210.svg',
    )
  })

  it('still read the names of images made before shapes, as square creatives', () => {
    const old = creativeOfFile('7.svg')
    expect(old).toMatchObject({ n: 7, shape: '1x1' })
    expect(NICHES).toContain(old!.niche)
    expect(creativeOfFile('7.svg')).toEqual(old)
    expect(creativeOfFile('8.svg')!.hue).not.toBe(old!.hue)
  })

  it('refuse names this server does not make', () => {
    for (const name of [
      '',
      '-1.svg',
      '01.svg',
      '1.png',
      '9999999999.svg',
      '1-3x2-fashion-10.svg',
      '1-1x1-perfume-10.svg',
      '1-1x1-fashion-360.svg',
      '1-1x1-fashion-010.svg',
      '1-1x1-fashion.svg',
      '1-1x1-fashion-10-2.svg',
      '1-1x1-Fashion-10.svg',
      '1-1x1-fashion-10.svg.svg',
      '1-1x1-<script>-10.svg',
    ])
      expect(creativeOfFile(name), name).toBeUndefined()
  })
})
