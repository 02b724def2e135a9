import { formatDate, formatDateRange } from '../../lib/format'
import type { DashboardRange } from './advertiser-query'

const DAY_MS = 86_400_000

/** Ranges a marketer asks for most, each ending today. */
export const RANGE_PRESETS = [
  { label: 'Past 4 weeks', days: 28 },
  { label: 'Past 3 months', days: 91 },
  { label: 'Past year', days: 365 },
] as const

/** The UTC day `days` back from `now`, counting today as the first: the `from` of a preset. */
export function presetFrom(days: number, now: number): string {
  return new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10)
}

/** Which preset the range is (today's), or 'all' with no dates, or null for a range picked by hand. */
export function presetOf(range: DashboardRange, now: number): number | 'all' | null {
  if (!range.from && !range.to) return 'all'
  if (range.to) return null
  return RANGE_PRESETS.find(({ days }) => presetFrom(days, now) === range.from)?.days ?? null
}

/** "Mar 3 – 9, 2026", "since Mar 3, 2026", "until …", "all time": the range in words. */
export function rangeText({ from, to }: DashboardRange): string {
  if (from && to) return formatDateRange(from, to)
  if (from) return `since ${formatDate(from)}`
  if (to) return `until ${formatDate(to)}`
  return 'all time'
}
