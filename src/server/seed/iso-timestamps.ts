const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'))
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'))

/**
 * `Date#toISOString` for many timestamps, several times faster: a dataset's dates fall on about a
 * thousand distinct days, so each day's `YYYY-MM-DDT` is formatted once and only the time of day
 * per timestamp. Each generator run makes its own (the cache lives as long as the run).
 */
export function isoTimestampFormatter(): (ms: number) => string {
  const days = new Map<number, string>()
  return (ms) => {
    const day = Math.floor(ms / DAY_MS)
    let date = days.get(day)
    if (date === undefined) {
      date = new Date(day * DAY_MS).toISOString().slice(0, 11)
      days.set(day, date)
    }
    let rest = ms - day * DAY_MS
    const hours = Math.floor(rest / HOUR_MS)
    rest -= hours * HOUR_MS
    const minutes = Math.floor(rest / MINUTE_MS)
    rest -= minutes * MINUTE_MS
    const seconds = Math.floor(rest / 1000)
    return `${date}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[rest - seconds * 1000]}Z`
  }
}
