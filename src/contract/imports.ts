import { z } from 'zod/mini'

/**
 * What `POST /api/v1/imports` (and `npm run import`) report: how many records were read and stored,
 * each kind of quirk mended on the way with the first lines it was seen on, and the records that
 * could not be ads, by line and reason (the first 100; `rejected_count` counts them all).
 */
export const IMPORT_FORMATS = ['ndjson', 'meta', 'tiktok', 'csv'] as const
export const ImportFormat = z.enum(IMPORT_FORMATS)
export type ImportFormat = z.infer<typeof ImportFormat>

const count = z.int().check(z.minimum(0))

export const ImportWarning = z.object({
  /** A stable name, such as `end_before_start` (docs/importing.md lists them). */
  kind: z.string(),
  message: z.string(),
  count,
  /** The first few lines (from 1) it was seen on. */
  lines: z.array(count),
  /** What the first of them said, where there is more to say (why a link could not be kept). */
  example: z.optional(z.string()),
})
export type ImportWarning = z.infer<typeof ImportWarning>

export const ImportRejection = z.object({
  /** The line the record starts on, from 1. */
  line: count,
  id: z.optional(z.string()),
  reason: z.string(),
})
export type ImportRejection = z.infer<typeof ImportRejection>

export const ImportReport = z.object({
  format: ImportFormat,
  /** Whether the format was detected (`auto`) rather than given. */
  detected: z.boolean(),
  /** Records read: stored (inserted, updated or unchanged) or rejected. */
  records: count,
  inserted: count,
  updated: count,
  unchanged: count,
  warnings: z.array(ImportWarning),
  rejected: z.array(ImportRejection),
  rejected_count: count,
  /** With `fetch_media`: media copied now, kept by an earlier import of the same ads, and not kept. */
  media: z.optional(z.object({ kept: count, reused: count, failed: count })),
  /** Set when the import stopped before the end of its input, saying why and where; what came before is stored. */
  stopped: z.optional(z.string()),
})
export type ImportReport = z.infer<typeof ImportReport>
