import type { ImportFormat, ImportRejection, ImportReport, ImportWarning } from '../../contract/imports'
import { NOT_SEEN_DAYS } from './ad-draft'

/**
 * What an import says about itself: how many records it read and stored, each kind of quirk it
 * mended (with a few example lines), and the records it could not take, by line and reason.
 */

/** The quirks of real exports that are mended rather than refused, and what was done about each. */
export const WARNINGS = {
  byte_order_mark: 'the file begins with a byte-order mark, which was skipped',
  nul_removed: 'NUL characters (U+0000, \\u0000 in JSON), which no text may hold, were taken out',
  not_available: 'fields written as NA (or N/A, null, None) were read as empty',
  no_start_date:
    'no start date, or one that is not a date: the start is unknown; the ad holds its end date, or the day of the import, and sorts last',
  end_before_start:
    'the end date is before the start date: the ad is kept as ending when it started (0 running days)',
  end_not_a_date: 'the end date is not a date and was left out: the ad is read as one without an end date',
  active_but_ended:
    'marked active but has an end date (the end date decides), or stopped without one (it ended on the last day the source saw it, else the day it started)',
  not_seen_running: `no end date, and not seen delivering for over ${NOT_SEEN_DAYS} days before the import: judged ended on the last day it was seen (else the day it started)`,
  empty_text: 'no headline, body or transcript: the ad shows its advertiser and links only',
  lost_characters: 'text with ??? where characters were lost before the export',
  text_cut: 'text longer than its cap was cut (see docs/importing.md)',
  unknown_language: 'language codes or names that are not ISO 639-1 were left out',
  unknown_country: 'country codes or names that are not ISO 3166-1 were left out',
  unknown_platform: 'platforms this index does not know were left out',
  unknown_niche: 'niches this index does not know were left out',
  unknown_format: 'the format is unknown or not ours: the ad is filed by its media (dco when it has none)',
  format_without_media:
    'the format names media the ad does not have (an image ad without an image): the ad is filed by its media (dco when it has none)',
  not_http_link: 'a link that is not http(s) was left out',
  link_mended: 'spaces inside a link (as text read from scans has) were taken out',
  no_library_link: "no link to the ad in its library: it links to the ad's page on this service",
  access_token_removed: 'an access_token was removed from a link',
  not_a_count: 'a figure that is not a whole number of 0 or more was read as 0',
  no_advertiser: 'no advertiser: filed under "Unknown advertiser"',
  media_not_kept:
    'an image, video or thumbnail could not be kept (see the example for why): the ad keeps its link, which may expire',
  duplicate_id: 'the id appeared before in this file: the later record was kept',
  extra_columns: 'a CSV row has more cells than the header has columns: the extra cells were ignored',
  missing_cells: 'a CSV row has fewer cells than the header has columns: the missing ones were read as empty',
} as const

export type WarningKind = keyof typeof WARNINGS

/** Lines kept as examples of each kind of warning. */
const EXAMPLE_LINES = 5
/** Rejected records listed one by one; the rest are only counted. */
export const LISTED_REJECTIONS = 100

export type { ImportFormat, ImportReport } from '../../contract/imports'
export { IMPORT_FORMATS } from '../../contract/imports'
export type Rejection = ImportRejection

/** Counts as an import goes: warnings by kind (each at most once a record) and rejections. */
export class ReportTally {
  readonly report: ImportReport
  private readonly byKind = new Map<WarningKind, ImportWarning>()

  constructor(format: ImportFormat, detected: boolean) {
    this.report = {
      format,
      detected,
      records: 0,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      warnings: [],
      rejected: [],
      rejected_count: 0,
    }
  }

  warn(kind: WarningKind, line: number, example?: string): void {
    let count = this.byKind.get(kind)
    if (!count) {
      count = { kind, message: WARNINGS[kind], count: 0, lines: [], ...(example ? { example } : {}) }
      this.byKind.set(kind, count)
      this.report.warnings.push(count)
    }
    if (count.lines.at(-1) === line) return
    count.count += 1
    if (count.lines.length < EXAMPLE_LINES) count.lines.push(line)
  }

  reject(rejection: ImportRejection): void {
    this.report.rejected_count += 1
    if (this.report.rejected.length < LISTED_REJECTIONS) this.report.rejected.push(rejection)
  }
}
