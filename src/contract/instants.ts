// Shared by imports and upstream mode, which both read instants written elsewhere, and below both.
const ISO_8601 =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/

/** An ISO 8601 date or date-time with any offset and fraction, as ms UTC with Z; null for anything else. */
export function parseInstant(text: string): string | null {
  const match = ISO_8601.exec(text.trim())
  if (!match) return null
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0))
  const local = Date.UTC(year!, month! - 1, day!, hour, minute, second, Number(`0.${match[7] ?? 0}`) * 1000)
  // Date.UTC rolls 2021-02-30 over into March (and reads year 21 as 1921): a date that does not
  // round-trip is refused, and no ad ran before 1970.
  const date = new Date(local)
  if (
    year! < 1970 ||
    date.getUTCMonth() !== month! - 1 ||
    date.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null
  }
  const offset = match[8] && match[8] !== 'Z' ? match[8].replace(':', '') : '+0000'
  const minutes =
    (offset[0] === '-' ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)))
  return new Date(Math.floor(local - minutes * 60_000)).toISOString()
}
