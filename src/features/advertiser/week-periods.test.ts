import { describe, expect, it } from 'vitest'
import type { AdvertiserWeek } from '../../contract/stats'
import { dayTime, formatsIn, launchPeriods, MAX_WEEK_BARS, timeDomain, weekMiddle } from './week-periods'

const week = (start: string, started: Record<string, number> = {}, active = 0): AdvertiserWeek => ({
  start,
  started,
  active,
})

/** `count` consecutive weeks from a Monday, one video ad started in each. */
function weeksFrom(monday: string, count: number): AdvertiserWeek[] {
  return Array.from({ length: count }, (_, at) => {
    const day = new Date(dayTime(monday) + at * 7 * 86_400_000).toISOString().slice(0, 10)
    return week(day, { video: 1 })
  })
}

describe('launchPeriods', () => {
  it('keeps a bar a week, with totals over the formats, up to two years of weeks', () => {
    const { byMonth, periods } = launchPeriods([
      week('2026-03-02', { video: 2, image: 1 }),
      week('2026-03-09'),
    ])
    expect(byMonth).toBe(false)
    expect(periods).toEqual([
      { start: dayTime('2026-03-02'), end: dayTime('2026-03-09'), started: { video: 2, image: 1 }, total: 3 },
      { start: dayTime('2026-03-09'), end: dayTime('2026-03-16'), started: {}, total: 0 },
    ])
    expect(launchPeriods(weeksFrom('2024-01-01', MAX_WEEK_BARS)).byMonth).toBe(false)
  })

  it('draws months beyond that, each week counted in the month of its Monday', () => {
    const weeks = weeksFrom('2023-12-25', MAX_WEEK_BARS + 1)
    const { byMonth, periods } = launchPeriods(weeks)
    expect(byMonth).toBe(true)
    // Monday 25 December is December's; 1 January 2024 opens January.
    expect(periods[0]).toMatchObject({ start: dayTime('2023-12-01'), end: dayTime('2024-01-01'), total: 1 })
    expect(periods[1]).toMatchObject({ start: dayTime('2024-01-01'), end: dayTime('2024-02-01'), total: 5 })
    expect(periods.reduce((sum, period) => sum + period.total, 0)).toBe(weeks.length)
    // No month is left out between the first and the last.
    for (let at = 1; at < periods.length; at++) expect(periods[at]!.start).toBe(periods[at - 1]!.end)
  })

  it('has no bars without weeks', () => {
    expect(launchPeriods([])).toEqual({ byMonth: false, periods: [] })
    expect(timeDomain([])).toBeNull()
  })
})

describe('formatsIn', () => {
  it("lists the formats seen in the contract's order, then unknown ones by name", () => {
    const weeks = [week('2026-03-02', { image: 1, zeta: 1 }), week('2026-03-09', { video: 1, alpha: 2 })]
    expect(formatsIn(weeks)).toEqual(['video', 'image', 'alpha', 'zeta'])
  })
})

describe('timeDomain and weekMiddle', () => {
  it('spans the bars, and puts a week’s point over the middle of its bar', () => {
    const { periods } = launchPeriods([week('2026-03-02'), week('2026-03-09')])
    expect(timeDomain(periods)).toEqual([dayTime('2026-03-02'), dayTime('2026-03-16')])
    expect(weekMiddle(week('2026-03-02'))).toBe(Date.parse('2026-03-05T12:00:00.000Z'))
  })
})
