/**
 * Display formats for ad figures, in English like the rest of the interface. Written out by hand
 * rather than with Intl: each Intl service (numbers, dates) loads its locale data the first time it
 * is used, tens of milliseconds on the main thread of a phone, right while the first cards render.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 1234 -> "1.2K", 12000000 -> "12M", 999999 -> "1M": at most one decimal. */
export function formatCompactNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const sign = value < 0 ? '-' : ''
  const magnitude = Math.abs(value)
  if (Math.round(magnitude) < 1000) return `${sign}${Math.round(magnitude)}`
  const units = ['K', 'M', 'B', 'T']
  let unit = 0
  let scaled = magnitude / 1000
  // Step up after rounding: 999,950 would read 1000K, which is 1M.
  while (unit < units.length - 1 && Math.round(scaled * 10) / 10 >= 1000) {
    scaled /= 1000
    unit++
  }
  return `${sign}${Math.round(scaled * 10) / 10}${units[unit]}`
}

/** 1234 -> "1,234". */
export function formatWholeNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const rounded = Math.round(value)
  const digits = String(Math.abs(rounded))
  return `${rounded < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+$)/g, ',')}`
}

// The API writes dates in UTC; showing them in UTC keeps "started" the same day for every viewer.
const dayOf = (time: number) => {
  const date = new Date(time)
  return { day: date.getUTCDate(), month: MONTHS[date.getUTCMonth()]!, year: date.getUTCFullYear() }
}

/** "2024-05-01T12:00:00.000Z" -> "May 1, 2024"; an unreadable date is shown as given rather than "Invalid Date". */
export function formatDate(iso: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  const { day, month, year } = dayOf(time)
  return `${month} ${day}, ${year}`
}

/** "May 5 – 23, 2026": a period, without repeating what the two dates share. */
export function formatDateRange(startIso: string, endIso: string): string {
  const startTime = Date.parse(startIso)
  const endTime = Date.parse(endIso)
  if (Number.isNaN(startTime) || Number.isNaN(endTime) || endTime < startTime)
    return `${formatDate(startIso)} – ${formatDate(endIso)}`
  const start = dayOf(startTime)
  const end = dayOf(endTime)
  if (start.year !== end.year) return `${formatDate(startIso)} – ${formatDate(endIso)}`
  if (start.month !== end.month) return `${start.month} ${start.day} – ${end.month} ${end.day}, ${end.year}`
  if (start.day !== end.day) return `${start.month} ${start.day} – ${end.day}, ${end.year}`
  return formatDate(startIso)
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
  return `${formatWholeNumber(count)} ${count === 1 ? singular : plural}`
}

/** What the source did not say about an ad (the contract's `unknown_fields` extension). */
type Known = { unknown_fields?: readonly string[] | undefined }

/**
 * "Running 23 days" while the ad is live, "Ran 10 days" once it stopped; "Start date unknown" when
 * the source gave none (its days would count from when this index found it, which is no figure).
 */
export function formatRunningDays(ad: Known & { is_active: boolean; running_days: number }): string {
  if (ad.unknown_fields?.includes('started_at')) return 'Start date unknown'
  return `${ad.is_active ? 'Running' : 'Ran'} ${countOf(ad.running_days, 'day')}`
}

/** 12000 -> "12K reach"; "Reach unknown" when the source gave none (the 0 stands in for it). */
export function formatReach(ad: Known & { reach: number }): string {
  if (ad.unknown_fields?.includes('reach')) return 'Reach unknown'
  return `${formatCompactNumber(ad.reach)} reach`
}

/** "2024-05-01T14:05:00.000Z" -> "May 1, 2024, 14:05 UTC": for links that expire within the hour. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return iso
  const date = new Date(time)
  const clock = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`
  return `${formatDate(iso)}, ${clock} UTC`
}
