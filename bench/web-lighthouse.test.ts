import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cpuSlowdownFor } from './web-lighthouse'

describe('cpuSlowdownFor', () => {
  it('follows the calibration table of Lighthouse’s throttling guide', () => {
    expect(cpuSlowdownFor(150)).toBe(1)
    expect(cpuSlowdownFor(800)).toBe(2)
    expect(cpuSlowdownFor(1050)).toBe(2.5)
    expect(cpuSlowdownFor(1300)).toBe(3)
    // Lighthouse's default 4x assumes a host of about this speed.
    expect(cpuSlowdownFor(1533)).toBe(4)
    expect(cpuSlowdownFor(2000)).toBe(6)
  })

  it('never speeds the CPU up, however slow the host', () => {
    expect(cpuSlowdownFor(40)).toBe(1)
    expect(cpuSlowdownFor(0)).toBe(1)
  })

  it('slows a faster host more, with no jump between the table’s rows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (index) => {
        expect(cpuSlowdownFor(index + 1)).toBeGreaterThanOrEqual(cpuSlowdownFor(index))
        expect(cpuSlowdownFor(index + 1) - cpuSlowdownFor(index)).toBeLessThan(0.015)
      }),
    )
  })
})
