import type { Ad } from '../../contract/ad'
import type { SavedAd } from '../../contract/boards'
import { tagValues } from '../../contract/list-values'

type Cell = string | number | boolean | null

/** The columns of an export, in order: what a spreadsheet of ads needs, lists joined by `|`. */
const COLUMNS: [string, (ad: Ad) => Cell][] = [
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
  // Empty when the source gave none: 0 would read as an ad nobody saw.
  ['reach', (ad) => (ad.unknown_fields?.includes('reach') ? null : ad.reach)],
  ['image', (ad) => ad.media.image],
  ['video', (ad) => ad.media.video],
  ['thumbnail', (ad) => ad.media.thumbnail],
  ['transcript', (ad) => ad.transcript],
  // The creative breakdown: the opening words and each family's tags (their evidence is in NDJSON).
  ['hook_text', (ad) => ad.hook_text ?? ''],
  ['hooks', (ad) => tagValues(ad, 'hooks').join('|')],
  ['offers', (ad) => tagValues(ad, 'offers').join('|')],
  ['cta_types', (ad) => tagValues(ad, 'cta_types').join('|')],
  ['service_url', (ad) => ad.service_url],
]

/** What a board adds to each ad: the team's note and tags, and when and by whom it was saved. */
const SAVED_COLUMNS: [string, (saved: SavedAd) => Cell][] = [
  ['note', (saved) => saved.note],
  ['tags', (saved) => saved.tags.join('|')],
  ['saved_at', (saved) => saved.saved_at],
  ['saved_by', (saved) => saved.saved_by?.name ?? null],
]

const line = (cells: Cell[]) => `${cells.map(csvCell).join(',')}\r\n`

export const csvHeader = () => line(COLUMNS.map(([name]) => name))

export const csvRow = (ad: Ad) => line(COLUMNS.map(([, value]) => value(ad)))

/**
 * A board's export: the ad's columns, then the board's. In a ZIP, `media_files` also names the
 * files of the ad's media inside it, or says which links were left out.
 */
export const savedCsvHeader = ({ media = false } = {}) =>
  line([...COLUMNS, ...SAVED_COLUMNS].map(([name]) => name).concat(media ? ['media_files'] : []))

export const savedCsvRow = (saved: SavedAd, mediaFiles?: readonly string[]) =>
  line([
    ...COLUMNS.map(([, value]) => value(saved.ad)),
    ...SAVED_COLUMNS.map(([, value]) => value(saved)),
    ...(mediaFiles ? [mediaFiles.join('|')] : []),
  ])

/** Cells a spreadsheet would read as a formula: `=`, `+`, `-`, `@`, tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (ad copy is anyone's) gets a leading apostrophe, OWASP's
 * advice for CSV injection; numbers stay numbers, so a negative figure is not touched.
 */
export function csvCell(value: Cell): string {
  if (value === null) return ''
  if (typeof value !== 'string') return String(value)
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}
