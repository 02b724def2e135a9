/** Display formats for ad figures. One locale for now; every helper takes it so a picker can come later. */
const LOCALE = 'en'

const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 })
const whole = new Intl.NumberFormat(LOCALE)
// The API writes dates in UTC; showing them in UTC keeps "started" the same day for every viewer.
const mediumDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' })

/** 1234 -> "1.2K", 12000000 -> "12M". */
export function formatCompactNumber(value: number): string {
  return compact.format(value)
}

/** 1234 -> "1,234". */
export function formatWholeNumber(value: number): string {
  return whole.format(value)
}

/** "2024-05-01T12:00:00.000Z" -> "May 1, 2024"; an unreadable date is shown as given rather than "Invalid Date". */
export function formatDate(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : mediumDate.format(time)
}

/** "May 5 – 23, 2026": a period, without repeating what the two dates share. */
export function formatDateRange(startIso: string, endIso: string): string {
  const start = Date.parse(startIso)
  const end = Date.parse(endIso)
  // Older engines throw on a range that runs backwards; data from imports can.
  if (Number.isNaN(start) || Number.isNaN(end) || end < start)
    return `${formatDate(startIso)} – ${formatDate(endIso)}`
  return mediumDate.formatRange(start, end)
}

/** Seconds as a player shows them: 75 -> "1:15", 3725 -> "1:02:05". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

/** "1 day", "23 days": the counted noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${whole.format(count)} ${count === 1 ? singular : plural}`
}

/** "Running 23 days" while the ad is live, "Ran 10 days" once it stopped. */
export function formatRunningDays(ad: { is_active: boolean; running_days: number }): string {
  return `${ad.is_active ? 'Running' : 'Ran'} ${countOf(ad.running_days, 'day')}`
}

/** 12000 -> "12K reach". */
export function formatReach(reach: number): string {
  return `${formatCompactNumber(reach)} reach`
}
