import { describe, expect, it } from 'vitest'
import { Random } from '../seeded-random'
import { domainLabel } from './brand-domains'
import { brandName, inventWord } from './brand-names'
import { buildBrandPools } from './brand-pools'
import { COPY_LANGUAGES } from './copy/language-copy'

describe('brand names', () => {
  const pools = buildBrandPools(42)

  it('are varied, in every language', () => {
    for (const language of COPY_LANGUAGES) {
      const random = new Random(language.charCodeAt(0))
      const names = Array.from({ length: 500 }, () => brandName(random, pools, language, 'fashion'))
      expect(new Set(names).size, language).toBeGreaterThan(400)
      for (const name of names) {
        expect(name, language).toMatch(/^\S.*\S$/)
        expect(name, language).not.toContain('undefined')
        expect(domainLabel(name), name).toMatch(/^[a-z0-9]{3,}$/)
      }
    }
  })

  it('use local family names where the language has them', () => {
    const random = new Random(1)
    const names = Array.from({ length: 400 }, () => brandName(random, pools, 'fr', 'fashion'))
    expect(names.some((name) => name.startsWith('Maison ') || name.startsWith('Atelier '))).toBe(true)
  })

  it('invent pronounceable words', () => {
    const random = new Random(3)
    for (let i = 0; i < 200; i++) expect(inventWord(random)).toMatch(/^[A-Z][a-z]*[aeiouy][a-z]*$/)
  })

  it('come from the same pools for the same seed', () => {
    expect(buildBrandPools(7)).toEqual(buildBrandPools(7))
    expect(buildBrandPools(7).nouns).not.toEqual(buildBrandPools(8).nouns)
  })
})
