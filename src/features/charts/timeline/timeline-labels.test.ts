import { describe, expect, it } from 'vitest'
import { axisLabel, barName, chartTitle, periodName, runSummary } from './timeline-labels'

const bar = (start: string, end: string, count: number) => ({ start, end, count })

describe('timeline labels', () => {
  it('names a period by its interval, in UTC', () => {
    expect(periodName({ start: '2026-03-02' }, 'day')).toBe('Mar 2, 2026')
    expect(periodName({ start: '2026-03-02' }, 'week')).toBe('Week of Mar 2, 2026')
    expect(periodName({ start: '2026-12-01' }, 'month')).toBe('December 2026')
  })

  it('names a bar with its count, in the right number', () => {
    expect(barName(bar('2026-03-02', '2026-03-08', 340), 'week')).toBe('Week of Mar 2, 2026: 340 ads started')
    expect(barName(bar('2026-03-02', '2026-03-02', 1), 'day')).toBe('Mar 2, 2026: 1 ad started')
    expect(barName(bar('2026-01-01', '2026-01-31', 12_345), 'month')).toBe('January 2026: 12,345 ads started')
  })

  it('keeps the axis labels short', () => {
    expect(axisLabel({ start: '2026-09-01' }, 'month')).toBe('Sep 2026')
    expect(axisLabel({ start: '2026-09-07' }, 'week')).toBe('Sep 7, 2026')
  })

  it('sums a run of bars over the days it covers', () => {
    const bars = [
      bar('2026-03-02', '2026-03-08', 10),
      bar('2026-03-09', '2026-03-15', 0),
      bar('2026-03-16', '2026-03-22', 5),
    ]
    expect(runSummary(bars, 'week')).toBe('Mar 2 – 22, 2026: 15 ads')
    expect(runSummary(bars.slice(0, 1), 'week')).toBe('Week of Mar 2, 2026: 10 ads')
    expect(runSummary([], 'week')).toBe('')
  })

  it('titles the chart by its interval', () => {
    expect(chartTitle('day')).toBe('Ads started per day')
  })
})
