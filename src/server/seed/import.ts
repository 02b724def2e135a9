import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import type { z } from 'zod'
import type { Ad } from '../../contract/ad'
import type { AdRecords } from '../records/ad-records'
import { batchWriter } from '../records/batch-writer'
import { ImportedAd, toStoredAd } from './imported-ad'

/** Where a rejected record stood: its NDJSON line (from 1) or its index in a JSON array (from 0). */
export type RecordPlace = { line: number } | { index: number }
export type Rejection = RecordPlace & { id?: string; reason: string }

export interface ImportReport {
  inserted: number
  updated: number
  unchanged: number
  rejected: Rejection[]
}

export interface ImportOptions {
  batchSize?: number
  now?: number
  /** Called after each batch is stored, with the totals so far. */
  onProgress?: (report: ImportReport) => void
}

/**
 * Imports NDJSON (one Ad per line, streamed line by line) or a JSON array of Ads (parsed whole),
 * told apart by the first character. Valid records are upserted in batches, so importing the same
 * file twice changes nothing; every invalid one is reported with its place and reason. Each batch is
 * one transaction: a running server's searches see it within a poll of the change feed.
 */
export async function importAds(
  records: AdRecords,
  input: Readable,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const { batchSize = 1000, now = Date.now(), onProgress } = options
  const report: ImportReport = { inserted: 0, updated: 0, unchanged: 0, rejected: [] }
  let batch: Ad[] = []
  // The next batch is read while the last is written.
  const writer = batchWriter(records, (result) => {
    report.inserted += result.inserted
    report.updated += result.updated
    report.unchanged += result.unchanged
    onProgress?.(report)
  })
  const flush = async () => {
    if (batch.length === 0) return
    const written = batch
    batch = []
    await writer.write(written)
  }
  for await (const record of recordsOf(input)) {
    const rejection = (reason: string): Rejection => ({ ...record.place, ...idOf(record.value), reason })
    if ('error' in record) {
      report.rejected.push(rejection(record.error))
      continue
    }
    const parsed = ImportedAd.safeParse(record.value)
    if (!parsed.success) {
      report.rejected.push(rejection(reasonOf(parsed.error)))
      continue
    }
    batch.push(toStoredAd(parsed.data, now))
    if (batch.length >= batchSize) await flush()
  }
  await flush()
  await writer.finish()
  return report
}

type SourceRecord = { place: RecordPlace; value?: unknown } & ({ value: unknown } | { error: string })

async function* recordsOf(input: Readable): AsyncGenerator<SourceRecord> {
  let lineNumber = 0
  let array: string[] | null = null
  for await (const raw of createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    lineNumber += 1
    const line = lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw
    if (array) array.push(line)
    else if (line.trimStart().startsWith('[')) array = [line]
    else if (line.trim() !== '') yield parseLine(line, lineNumber)
  }
  if (array) yield* arrayItems(array.join('\n'))
}

function parseLine(line: string, lineNumber: number): SourceRecord {
  try {
    return { place: { line: lineNumber }, value: JSON.parse(line) }
  } catch (error) {
    return { place: { line: lineNumber }, error: `not valid JSON: ${(error as Error).message}` }
  }
}

function* arrayItems(text: string): Generator<SourceRecord> {
  let items: unknown
  try {
    items = JSON.parse(text)
  } catch (error) {
    yield {
      place: { index: 0 },
      error: `the file starts with [ but is not a valid JSON array: ${(error as Error).message}`,
    }
    return
  }
  if (!Array.isArray(items)) return
  for (const [index, value] of items.entries()) yield { place: { index }, value }
}

function idOf(value: unknown): { id?: string } {
  const id = (value as { id?: unknown } | null)?.id
  return typeof id === 'string' && id !== '' ? { id: id.slice(0, 200) } : {}
}

function reasonOf(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`).join('; ')
}
