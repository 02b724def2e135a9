import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TIMELINE_INTERVALS } from '../../contract/stats'
import { MOST_BARS, TooManyBarsError, timelineBars } from './timeline-bars'

const DAY_MS = 86_400_000
const dayOf = (text: string) => Date.parse(`${text}T00:00:00Z`) / DAY_MS
const nextDay = (text: string) => new Date((dayOf(text) + 1) * DAY_MS).toISOString().slice(0, 10)

/** Days since 1970 between 2015 and 2030, with a few ads on some of them. */
const startDays = fc
  .tuple(
    fc.integer({ min: 16_436, max: 21_900 }),
    fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 900 }),
  )
  .map(([firstDay, counts]) => ({ firstDay, counts: Uint32Array.from(counts) }))

describe('timelineBars', () => {
  it('covers every counted day with bars that follow one another and add up to the total', () => {
    fc.assert(
      fc.property(startDays, fc.option(fc.constantFrom(...TIMELINE_INTERVALS)), (days, asked) => {
        const total = days.counts.reduce((sum, count) => sum + count, 0)
        // 900 days at most: within the bars allowed at any interval.
        const timeline = timelineBars(days, {}, asked ?? undefined)
        const { bars } = timeline
        expect(timeline.total).toBe(total)
        expect(bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(total)
        expect(bars.length).toBeLessThanOrEqual(MOST_BARS)
        expect(dayOf(bars[0]!.start)).toBeLessThanOrEqual(days.firstDay)
        expect(dayOf(bars.at(-1)!.end)).toBeGreaterThanOrEqual(days.firstDay + days.counts.length - 1)
        for (let i = 1; i < bars.length; i++) expect(bars[i]!.start).toBe(nextDay(bars[i - 1]!.end))
      }),
    )
  })

  it('starts weeks on Mondays and months on the first', () => {
    const days = { firstDay: dayOf('2026-03-04'), counts: Uint32Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0, 2]) }
    expect(timelineBars(days, {}, 'week').bars).toEqual([
      { start: '2026-03-02', end: '2026-03-08', count: 1 },
      { start: '2026-03-09', end: '2026-03-15', count: 2 },
    ])
    expect(timelineBars(days, {}, 'month').bars).toEqual([
      { start: '2026-03-01', end: '2026-03-31', count: 3 },
    ])
  })

  it('refuses an asked interval that would make too many bars', () => {
    const days = { firstDay: dayOf('2020-01-01'), counts: Uint32Array.from([1]) }
    expect(() =>
      timelineBars(days, { fromDay: dayOf('2020-01-01'), toDay: dayOf('2026-01-01') }, 'day'),
    ).toThrow(TooManyBarsError)
  })

  it('draws a range asked far wider than the ads over the ads themselves', () => {
    const days = { firstDay: dayOf('2026-03-04'), counts: Uint32Array.from([4]) }
    const timeline = timelineBars(days, { fromDay: 0, toDay: dayOf('2300-01-01') })
    expect(timeline.bars).toEqual([{ start: '2026-03-04', end: '2026-03-04', count: 4 }])
  })
})
