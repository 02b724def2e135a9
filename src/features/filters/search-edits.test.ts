import { describe, expect, it } from 'vitest'
import { toggleValue, withList, withValue } from './search-edits'

describe('search edits', () => {
  it('keeps lists sorted and deduplicated, and leaves empty ones out', () => {
    expect(toggleValue({ countries: ['US'] }, 'countries', 'DE', true)).toEqual({ countries: ['DE', 'US'] })
    expect(toggleValue({ countries: ['DE'] }, 'countries', 'DE', true)).toEqual({ countries: ['DE'] })
    expect(toggleValue({ q: 'a', countries: ['DE'] }, 'countries', 'DE', false)).toEqual({ q: 'a' })
    expect(withList({}, 'formats', [])).toEqual({})
  })

  it('sets or removes a single filter', () => {
    expect(withValue({ q: 'a' }, 'active', false)).toEqual({ q: 'a', active: false })
    expect(withValue({ q: 'a', min_days: 7 }, 'min_days', undefined)).toEqual({ q: 'a' })
  })
})
