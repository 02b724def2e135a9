import { describe, expect, it } from 'vitest'
import { Random } from '../seeded-random'
import { brandDomains, domainLabel } from './brand-domains'
import { MARKETS } from './markets'

describe('domainLabel', () => {
  it('turns brand names into plain ASCII domain labels', () => {
    expect(domainLabel('Maison Gérard')).toBe('maisongerard')
    expect(domainLabel('Becker & Söhne')).toBe('beckersohne')
    expect(domainLabel('The Fern Co')).toBe('fern')
    expect(domainLabel('Großmann Manufaktur')).toBe('grossmannmanufaktur')
    expect(domainLabel('Kozioł Studio')).toBe('koziolstudio')
    expect(domainLabel("O'Kon Inc")).toBe('okoninc')
    expect(domainLabel('Coastal Oak')).toBe('coastaloak')
  })

  it('keeps long names short', () => {
    expect(domainLabel('Briveova Nutrition Vitals Store')).toBe('briveovanutrition')
  })
})

describe('brandDomains', () => {
  it('never hands out the same main domain twice', () => {
    const taken = new Set<string>()
    const us = MARKETS.values.find((market) => market.country === 'US')!
    const mains = Array.from(
      { length: 5 },
      (_, seed) => brandDomains('Lumora', us, 'fashion', new Random(seed), taken)[0],
    )
    expect(new Set(mains).size).toBe(5)
    expect(mains.every((domain) => domain?.startsWith('lumora'))).toBe(true)
  })
})
