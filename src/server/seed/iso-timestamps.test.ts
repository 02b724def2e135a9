import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isoTimestampFormatter } from './iso-timestamps'

describe('isoTimestampFormatter', () => {
  it('writes exactly what Date#toISOString writes', () => {
    const iso = isoTimestampFormatter()
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        expect(iso(ms)).toBe(new Date(ms).toISOString())
      }),
      { numRuns: 2000 },
    )
  })

  it('gets the edges of a day right', () => {
    const iso = isoTimestampFormatter()
    for (const text of ['2024-02-29T00:00:00.000Z', '2024-02-29T23:59:59.999Z', '2025-01-01T00:00:00.001Z']) {
      expect(iso(Date.parse(text))).toBe(text)
    }
  })
})
