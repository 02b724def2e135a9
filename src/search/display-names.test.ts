import { describe, expect, it } from 'vitest'
import { countryFlag, countryName, languageName } from './display-names'

describe('countryName', () => {
  it('names known codes in English, whatever their case', () => {
    expect(countryName('DE')).toBe('Germany')
    expect(countryName('us')).toBe('United States')
    expect(countryName('XK')).toBe('Kosovo')
  })

  it('falls back to the given label, then to the code, for codes without a name', () => {
    expect(countryName('ZZ', 'Somewhere')).toBe('Somewhere')
    expect(countryName('ZZ')).toBe('ZZ')
    expect(countryName('not a code', 'Label')).toBe('Label')
    expect(countryName('')).toBe('')
  })
})

describe('languageName', () => {
  it('names known codes in English', () => {
    expect(languageName('de')).toBe('German')
    expect(languageName('PT')).toBe('Portuguese')
  })

  it('falls back to the given label, then to the code', () => {
    expect(languageName('qq', 'Quux')).toBe('Quux')
    expect(languageName('qq')).toBe('qq')
    expect(languageName('1')).toBe('1')
  })
})

describe('countryFlag', () => {
  it('spells a country code in regional-indicator letters', () => {
    expect(countryFlag('DE')).toBe('🇩🇪')
    expect(countryFlag('us')).toBe('🇺🇸')
  })

  it('gives nothing for codes that are not countries', () => {
    expect(countryFlag('ZZ')).toBe('')
    expect(countryFlag('EU')).toBe('')
    expect(countryFlag('')).toBe('')
  })
})
