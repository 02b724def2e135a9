import { describe, expect, it } from 'vitest'
import { NICHES } from '../../contract/enums'
import { COPY, compileCopyBooks, slugify } from './copy/copy-book'
import { compileTemplate, type Slots } from './copy-template'

const slots: Slots = {
  brand: 'Lumora',
  product: 'linen shirts',
  Product: 'Linen shirts',
  discount: '20',
  price: '$29.99',
  code: 'LUMORA20',
}

describe('copy templates', () => {
  it('fill slots in place, at the start, at the end and repeated', () => {
    expect(compileTemplate('{Product} up to {discount}% off')(slots)).toBe('Linen shirts up to 20% off')
    expect(compileTemplate('Use {code}')(slots)).toBe('Use LUMORA20')
    expect(compileTemplate('{brand}{brand}')(slots)).toBe('LumoraLumora')
    expect(compileTemplate('No slots.')(slots)).toBe('No slots.')
  })

  it('refuse a slot that does not exist', () => {
    expect(() => compileTemplate('Hello {name}')).toThrow(/unknown slot/)
  })

  it('compile for every language, with four product phrases per niche', () => {
    const books = compileCopyBooks()
    for (const [language, book] of Object.entries(books)) {
      for (const template of [
        ...book.headlines,
        ...book.openers,
        ...book.offers,
        ...book.closers,
        ...book.hooks,
      ]) {
        expect(template(slots), language).not.toMatch(/[{}]/)
      }
      for (const niche of NICHES) expect(book.products[niche], `${language} ${niche}`).toHaveLength(4)
    }
  })

  it('give every language its own words, not English copies', () => {
    for (const [language, copy] of Object.entries(COPY)) {
      if (language === 'en') continue
      expect(
        copy.headlines.filter((text) => COPY.en.headlines.includes(text)),
        language,
      ).toEqual([])
      expect(copy.cta.shop).not.toContain('Shop now')
    }
  })

  it('capitalise product phrases by the language’s rules and slug them in ASCII', () => {
    const books = compileCopyBooks()
    expect(books.tr.products['business-industrial'][1]!.capitalised).toBe('İş güvenliği ayakkabıları')
    expect(books.de.products['beauty-care'][1]!.capitalised).toBe('Feuchtigkeitsspendende Gesichtscremes')
    expect(slugify('children’s picture books')).toBe('childrens-picture-books')
  })
})
