import type { AdDraft } from '../ad-draft'
import type { ImportFormat, WarningKind } from '../import-report'

/** One record as read: a JSON object, or a CSV row by column name (cells are strings). */
export type SourceRecord = Readonly<Record<string, unknown>>

/** How one source's records become ads. */
export interface SourceFormat {
  name: ImportFormat
  /** Whether a file's first record is of this format: how `auto` detects it, and how a wrong `--format` is caught. */
  recognises(record: SourceRecord): boolean
  /** The ad a record describes, in the source's own shape mapped to ours; `warn` counts what was mended. */
  draftOf(record: SourceRecord, warn: (kind: WarningKind) => void): AdDraft
}
