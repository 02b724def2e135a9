import { describe, expect, it } from 'vitest'
import {
  countOf,
  formatCompactNumber,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDuration,
  formatReach,
  formatRunningDays,
  formatWholeNumber,
} from './format'

describe('numbers', () => {
  it('shortens large numbers', () => {
    expect(formatCompactNumber(0)).toBe('0')
    expect(formatCompactNumber(999)).toBe('999')
    expect(formatCompactNumber(1234)).toBe('1.2K')
    expect(formatCompactNumber(12_000)).toBe('12K')
    expect(formatCompactNumber(3_450_000)).toBe('3.5M')
    expect(formatCompactNumber(999_949)).toBe('999.9K')
    expect(formatCompactNumber(999_950)).toBe('1M')
    expect(formatCompactNumber(150_400)).toBe('150.4K')
    expect(formatCompactNumber(999.7)).toBe('1K')
    expect(formatCompactNumber(2_000_000_000)).toBe('2B')
    expect(formatReach({ reach: 12_000 })).toBe('12K reach')
    expect(formatReach({ reach: 0, unknown_fields: ['reach'] })).toBe('Reach unknown')
  })

  it('groups whole numbers and counts nouns', () => {
    expect(formatWholeNumber(1_234_567)).toBe('1,234,567')
    expect(formatWholeNumber(999)).toBe('999')
    expect(formatWholeNumber(-1000)).toBe('-1,000')
    expect(countOf(1, 'version')).toBe('1 version')
    expect(countOf(3, 'version')).toBe('3 versions')
    expect(countOf(1200, 'day')).toBe('1,200 days')
  })
})

describe('formatDate', () => {
  it('writes the API date in UTC, so the day does not change with the viewer', () => {
    expect(formatDate('2024-05-01T12:00:00.000Z')).toBe('May 1, 2024')
    expect(formatDate('2024-12-31T23:59:59.000Z')).toBe('Dec 31, 2024')
  })

  it('shows an unreadable date as given', () => {
    expect(formatDate('not a date')).toBe('not a date')
  })
})

describe('formatDateTime', () => {
  it('adds the time of day in UTC, said as such', () => {
    expect(formatDateTime('2024-05-01T04:07:59.000Z')).toBe('May 1, 2024, 04:07 UTC')
    expect(formatDateTime('not a date')).toBe('not a date')
  })
})

describe('formatDateRange', () => {
  const range = formatDateRange

  it('leaves out what both dates share', () => {
    expect(range('2026-05-05T10:00:00.000Z', '2026-05-23T10:00:00.000Z')).toBe('May 5 – 23, 2026')
    expect(range('2025-12-05T10:00:00.000Z', '2026-01-23T10:00:00.000Z')).toBe('Dec 5, 2025 – Jan 23, 2026')
    expect(range('2026-05-05T10:00:00.000Z', '2026-07-23T10:00:00.000Z')).toBe('May 5 – Jul 23, 2026')
    expect(range('2026-05-05T01:00:00.000Z', '2026-05-05T20:00:00.000Z')).toBe('May 5, 2026')
  })

  it('writes both dates in full when the range runs backwards or cannot be read', () => {
    expect(range('2026-05-05T10:00:00.000Z', '2026-01-05T10:00:00.000Z')).toBe('May 5, 2026 – Jan 5, 2026')
    expect(range('soon', '2026-01-05T10:00:00.000Z')).toBe('soon – Jan 5, 2026')
  })
})

describe('formatDuration', () => {
  it('writes m:ss, and h:mm:ss past an hour', () => {
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(7)).toBe('0:07')
    expect(formatDuration(75)).toBe('1:15')
    expect(formatDuration(600)).toBe('10:00')
    expect(formatDuration(3725)).toBe('1:02:05')
  })

  it('rounds fractions and clamps nonsense to zero', () => {
    expect(formatDuration(14.6)).toBe('0:15')
    expect(formatDuration(-5)).toBe('0:00')
    expect(formatDuration(Number.NaN)).toBe('0:00')
  })
})

describe('formatRunningDays', () => {
  it('says Running for live ads and Ran for stopped ones', () => {
    expect(formatRunningDays({ is_active: true, running_days: 23 })).toBe('Running 23 days')
    expect(formatRunningDays({ is_active: false, running_days: 10 })).toBe('Ran 10 days')
    expect(formatRunningDays({ is_active: true, running_days: 1 })).toBe('Running 1 day')
    expect(formatRunningDays({ is_active: true, running_days: 0 })).toBe('Running 0 days')
    expect(formatRunningDays({ is_active: true, running_days: 0, unknown_fields: ['started_at'] })).toBe(
      'Start date unknown',
    )
  })
})
