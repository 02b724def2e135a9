import type { Ad } from '../../contract/ad'

/** The columns of an export, in order: what a spreadsheet of ads needs, lists joined by `|`. */
const COLUMNS: [string, (ad: Ad) => string | number | boolean | null][] = [
  ['id', (ad) => ad.id],
  ['advertiser_id', (ad) => ad.advertiser.id],
  ['advertiser', (ad) => ad.advertiser.name],
  ['platforms', (ad) => ad.platforms.join('|')],
  ['format', (ad) => ad.format],
  ['headline', (ad) => ad.headline],
  ['body', (ad) => ad.body],
  ['cta', (ad) => ad.cta],
  ['landing_url', (ad) => ad.landing_url],
  ['is_active', (ad) => ad.is_active],
  ['started_at', (ad) => ad.started_at],
  ['ended_at', (ad) => ad.ended_at],
  ['running_days', (ad) => ad.running_days],
  ['countries', (ad) => ad.countries.join('|')],
  ['languages', (ad) => ad.languages.join('|')],
  ['niches', (ad) => ad.niches.join('|')],
  ['reach', (ad) => ad.reach],
  ['image', (ad) => ad.media.image],
  ['video', (ad) => ad.media.video],
  ['thumbnail', (ad) => ad.media.thumbnail],
  ['transcript', (ad) => ad.transcript],
  ['service_url', (ad) => ad.service_url],
]

export const csvHeader = () => `${COLUMNS.map(([name]) => name).join(',')}\r\n`

export const csvRow = (ad: Ad) => `${COLUMNS.map(([, value]) => csvCell(value(ad))).join(',')}\r\n`

/** Cells a spreadsheet would read as a formula: `=`, `+`, `-`, `@`, tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (ad copy is anyone's) gets a leading apostrophe, OWASP's
 * advice for CSV injection; numbers stay numbers, so a negative figure is not touched.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return ''
  if (typeof value !== 'string') return String(value)
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
