import { describe, expect, it } from 'vitest'
import { firstCountries } from './country-list'

describe('firstCountries', () => {
  it('shows all when they fit', () => {
    expect(firstCountries([], 4)).toEqual({ shown: [], more: 0 })
    expect(firstCountries(['DE', 'US'], 4)).toEqual({ shown: ['DE', 'US'], more: 0 })
    expect(firstCountries(['DE', 'US', 'FR', 'IT'], 4)).toEqual({ shown: ['DE', 'US', 'FR', 'IT'], more: 0 })
  })

  it('shows one more instead of "+1", which would take the same room', () => {
    expect(firstCountries(['DE', 'US', 'FR', 'IT', 'ES'], 4)).toEqual({
      shown: ['DE', 'US', 'FR', 'IT', 'ES'],
      more: 0,
    })
  })

  it('counts the rest past the limit', () => {
    expect(firstCountries(['DE', 'US', 'FR', 'IT', 'ES', 'PL'], 4)).toEqual({
      shown: ['DE', 'US', 'FR', 'IT'],
      more: 2,
    })
  })
})
