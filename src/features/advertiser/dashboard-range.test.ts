import { describe, expect, it } from 'vitest'
import { presetFrom, presetOf, rangeText } from './dashboard-range'

const NOW = Date.parse('2026-03-31T15:00:00.000Z')

describe('presetFrom and presetOf', () => {
  it('counts today as the first day of a preset, in UTC', () => {
    expect(presetFrom(1, NOW)).toBe('2026-03-31')
    expect(presetFrom(28, NOW)).toBe('2026-03-04')
  })

  it("knows today's presets, no dates as all time, and anything else as picked by hand", () => {
    expect(presetOf({}, NOW)).toBe('all')
    expect(presetOf({ from: '2026-03-04' }, NOW)).toBe(28)
    expect(presetOf({ from: '2026-03-04', to: '2026-03-31' }, NOW)).toBeNull()
    expect(presetOf({ from: '2026-03-05' }, NOW)).toBeNull()
    expect(presetOf({ to: '2026-03-05' }, NOW)).toBeNull()
  })
})

describe('rangeText', () => {
  it('says the range in words, whichever ends are set', () => {
    expect(rangeText({ from: '2026-03-02', to: '2026-03-08' })).toBe('Mar 2 – 8, 2026')
    expect(rangeText({ from: '2026-03-02' })).toBe('since Mar 2, 2026')
    expect(rangeText({ to: '2026-03-02' })).toBe('until Mar 2, 2026')
    expect(rangeText({})).toBe('all time')
  })
})
