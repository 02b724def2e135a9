import { describe, expect, it } from 'vitest'
import { alikeLabel, similarAdName } from './similar-ad-name'

const ad = (headline: string, body = '', transcript = '', name = 'Acme') => ({
  headline,
  body,
  transcript,
  advertiser: { id: 'acme', name },
})

describe('similarAdName', () => {
  it('is the headline, else the start of the copy or transcript, never "Ad by" while there is text', () => {
    expect(similarAdName(ad(' Dry boots ', 'Copy'))).toBe('Dry boots')
    expect(similarAdName(ad('', 'Hanka se k Pirátům přidala'))).toBe('Hanka se k Pirátům přidala')
    expect(similarAdName(ad('', '', 'Spoken words'))).toBe('Spoken words')
    expect(similarAdName(ad('', ''))).toBe('Ad by Acme')
    // Real exports often give the page's name as the headline.
    expect(similarAdName(ad('ACME ', 'Copy'))).toBe('Copy')
    expect(similarAdName(ad('Acme', ''))).toBe('Acme')
    expect(similarAdName(ad('', `${'word '.repeat(40)}`))).toMatch(/^(word ){27}word…$/)
  })
})

describe('alikeLabel', () => {
  it('says how alike as a whole percentage', () => {
    expect(alikeLabel(1)).toBe('100% alike')
    expect(alikeLabel(0.823)).toBe('82% alike')
    expect(alikeLabel(0.1)).toBe('10% alike')
  })
})
