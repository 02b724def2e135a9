// Filter rules the app applies while the user types, kept free of zod so the browser bundle stays small.

/** A hundred years: the largest minimum running time anyone can mean. */
export const MIN_RUNNING_DAYS_MAX = 36_500

/** A landing-page domain, given bare or as a URL: `https://www.Shop.com/x` means `shop.com`. */
export function normaliseDomain(input: string): string | null {
  const text = input.trim().toLowerCase()
  if (text === '') return ''
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`).hostname
    const domain = host.replace(/^www\./, '').replace(/\.$/, '')
    return /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(domain) && domain.length <= 253 ? domain : null
  } catch {
    return null
  }
}

/**
 * An instant written in ISO 8601 with a date and a time (`2026-11-23T09:30Z`, with seconds, a fraction
 * or an offset), as UTC with milliseconds (`2026-11-23T09:30:00.000Z`); undefined when it is not one.
 * A bare date or a time without a zone is refused: it would mean a different instant in each place.
 */
export function canonicalInstant(text: string): string | undefined {
  const trimmed = text.trim()
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i.test(trimmed))
    return undefined
  const ms = Date.parse(trimmed.toUpperCase())
  if (!Number.isFinite(ms)) return undefined
  const canonical = new Date(ms).toISOString()
  // Date.parse rolls 31 February over into March: a date that is not on the calendar is refused.
  return canonical.slice(0, 10) === trimmed.slice(0, 10) || /[+-]\d{2}:\d{2}$/.test(trimmed)
    ? canonical
    : undefined
}

/**
 * A day written as an ISO 8601 date (`2026-11-23`), as it is; undefined when it is not one or not on
 * the calendar (`2026-02-30`). Days before 1970 are refused: no ad ran then.
 */
export function canonicalDate(text: string): string | undefined {
  const trimmed = text.trim()
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed) || trimmed < '1970-01-01') return undefined
  const ms = Date.parse(`${trimmed}T00:00:00Z`)
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === trimmed ? trimmed : undefined
}

/** The first and last millisecond of a day range, both days included (UTC). */
export function dayRange(
  after: string | undefined,
  before: string | undefined,
): { from: number; to: number } {
  return {
    from: after ? Date.parse(`${after}T00:00:00.000Z`) : Number.NEGATIVE_INFINITY,
    to: before ? Date.parse(`${before}T23:59:59.999Z`) : Number.POSITIVE_INFINITY,
  }
}
