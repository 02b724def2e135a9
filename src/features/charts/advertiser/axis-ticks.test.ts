import { describe, expect, it } from 'vitest'
import { countTicks, dateLabel, dateTicks } from './axis-ticks'

const day = (iso: string) => Date.parse(`${iso}T00:00:00.000Z`)

describe('dateLabel', () => {
  it('names the year at a new year, the month at a new month, else the day', () => {
    expect(dateLabel(day('2026-01-01'))).toBe('2026')
    expect(dateLabel(day('2026-03-01'))).toBe('Mar')
    expect(dateLabel(day('2026-03-09'))).toBe('Mar 9')
  })
})

describe('dateTicks', () => {
  it('puts no more labels on the axis than its width holds, all inside the domain', () => {
    const domain: [number, number] = [day('2023-11-01'), day('2026-12-01')]
    const narrow = dateTicks(domain, 300)
    const wide = dateTicks(domain, 1200)
    expect(narrow.length).toBeLessThanOrEqual(Math.floor(300 / 64) + 1)
    expect(wide.length).toBeGreaterThan(narrow.length)
    for (const tick of wide) {
      expect(tick.value).toBeGreaterThanOrEqual(domain[0])
      expect(tick.value).toBeLessThanOrEqual(domain[1])
    }
    expect(narrow.map((tick) => tick.label)).toContain('2025')
  })
})

describe('dateTicks over a few weeks', () => {
  it('marks Mondays, where the bars start, a week or a few apart', () => {
    const fiveWeeks: [number, number] = [day('2023-12-18'), day('2024-01-22')]
    expect(dateTicks(fiveWeeks, 800).map((tick) => tick.label)).toEqual([
      'Dec 18',
      'Dec 25',
      '2024',
      'Jan 8',
      'Jan 15',
      'Jan 22',
    ])
    // Eight weeks in room for six labels: every other Monday.
    const ticks = dateTicks([day('2026-01-05'), day('2026-03-02')], 400)
    expect(ticks.map((tick) => tick.label)).toEqual(['Jan 5', 'Jan 19', 'Feb 2', 'Feb 16', 'Mar 2'])
  })
})

describe('countTicks', () => {
  it('gives whole numbers from zero up to a round top at or above the largest count', () => {
    expect(countTicks(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] })
    expect(countTicks(1)).toEqual({ top: 1, ticks: [0, 1] })
    // No ads at all still gives an axis.
    expect(countTicks(0)).toEqual({ top: 1, ticks: [0, 1] })
    const { top, ticks } = countTicks(1234)
    expect(top).toBeGreaterThanOrEqual(1234)
    expect(ticks.every(Number.isInteger)).toBe(true)
  })
})
