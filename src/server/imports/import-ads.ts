import type { Ad } from '../../contract/ad'
import { CREATIVE_TAG_RULES_VERSION } from '../creative-tags/tag-creative'
import { type TaggedBatch, TagWorker } from '../creative-tags/tag-worker'
import type { AdRecords, StoredAd } from '../records/ad-records'
import { batchWriter } from '../records/batch-writer'
import { creativeTextOf, taggedHere } from '../records/creative-tagging'
import { storeFailureOf } from '../records/store-failure'
import { finishAd } from './ad-draft'
import { readCsv } from './csv-records'
import { type ColumnMap, csvFormat, identityMap, isOurExport, missingColumns } from './formats/column-map'
import { meta } from './formats/meta'
import { ourAds } from './formats/our-ads'
import type { SourceFormat, SourceRecord } from './formats/source-format'
import { tiktok } from './formats/tiktok'
import { IdsSeen } from './ids-seen'
import type { MediaImport } from './import-media'
import { type ImportFormat, type ImportReport, ReportTally, type WarningKind } from './import-report'
import { type InputHead, readHead } from './input-head'
import { jsonRecords, MAX_RECORD_BYTES } from './json-records'

export interface ImportOptions {
  /** What the input is; `auto` (the default) tells by its first record. */
  format?: ImportFormat | 'auto'
  /** For `csv`: which column fills which field. Without one, a CSV must have our export's columns. */
  columnMap?: ColumnMap
  now?: number
  batchSize?: number
  maxRecordBytes?: number
  /** What the input was sent as (an HTTP body's Content-Type): an input that is the other is refused. */
  container?: 'json' | 'csv'
  /** Keeps each ad's remote media in the media store (`--fetch-media`), pointing the ad at the copies. */
  media?: MediaImport
  /** Called once the format is known (read from the first record, or given). */
  onStart?: (format: ImportFormat, detected: boolean) => void
  /** Called after each batch is stored, with the report so far and the bytes read. */
  onProgress?: (report: ImportReport, bytesRead: number) => void
}

/** An input that cannot be imported as asked: nothing was stored. The message says why and what to do. */
export class ImportFormatError extends Error {}

/**
 * The store failed a write (a full disk, a store that went away): the import stopped there, and
 * `report` says what went in before, its `stopped` up to which line. `cause` is the store's error.
 */
export class ImportWriteError extends Error {
  constructor(
    readonly report: ImportReport,
    override readonly cause: unknown,
  ) {
    super(report.stopped)
  }
}

/** JSON formats, in the order `auto` tries them. */
const JSON_FORMATS: readonly SourceFormat[] = [ourAds, meta, tiktok]

/**
 * Imports ads from a stream in any format the ad libraries publish (docs/importing.md): NDJSON or
 * JSON of our own ads, Meta Ad Library JSON or CSV, TikTok Commercial Content API JSON, or any CSV
 * through a column map. The input is streamed and stored in batches (one transaction each, so a
 * running server's searches see each within a poll of the change feed); importing the same file
 * twice changes nothing. Quirks of real exports are mended and counted; a record that cannot be an
 * ad is reported by line and reason; a format that cannot be read throws ImportFormatError before
 * anything is stored.
 */
export async function importAds(
  records: AdRecords,
  input: AsyncIterable<Uint8Array | string>,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const { format = 'auto', now = Date.now(), batchSize = 1000, maxRecordBytes = MAX_RECORD_BYTES } = options
  const head = await readHead(input)
  if (options.container && head.container !== 'empty' && head.container !== options.container) {
    const names = { json: 'JSON', csv: 'CSV' }
    throw new ImportFormatError(
      `This is ${names[head.container]}, but it was sent as ${names[options.container]}: send it with the Content-Type of ${names[head.container]}.`,
    )
  }
  if (head.container === 'empty')
    return new ReportTally(format === 'auto' ? 'ndjson' : format, format === 'auto').report
  const source =
    head.container === 'csv' ? await csvSource(head, format, options.columnMap, maxRecordBytes) : null
  const run = new ImportRun(records, now, batchSize, head, options)
  try {
    if (source) {
      run.start(source.format, format === 'auto')
      for await (const record of run.reading(source.records)) {
        if ('error' in record) run.reject(record.line, record.error)
        else await run.add(record.line, record.value, record.quirks)
      }
    } else {
      for await (const record of run.reading(jsonRecords(head.bytes, { maxRecordBytes }))) {
        if ('error' in record) {
          run.reject(record.line, record.error)
          continue
        }
        if (!isObject(record.value)) {
          run.reject(record.line, `not an ad: a JSON ${kindOf(record.value)}, not an object`)
          continue
        }
        if (!run.started) run.start(jsonFormat(record.value, format), format === 'auto')
        await run.add(record.line, record.value, record.quirks ?? [])
      }
      if (!run.started) run.start(format === 'auto' ? ourAds : formatNamed(format), format === 'auto')
    }
    return await run.finish()
  } finally {
    await run.close()
  }
}

/**
 * Ads whose texts go to the tag worker at a time, as they are read: it tags them while this thread
 * reads the rest of the batch, and a full batch waits only for its last few hundred ads to be tagged
 * (this thread reads on meanwhile), so that hardly more ads are held than without the worker (at npm
 * run import's heap ceiling, one whole batch more held made the collector's work at a million ads
 * three times as much).
 */
const TEXTS_SENT_AT_ONCE = 500

/** One import as it goes: the report, the batch being filled, the ids seen. */
class ImportRun {
  private tally: ReportTally | null = null
  private batch: Ad[] = []
  /** The line each ad of the batch came from, for what keeping its media reports. */
  private batchLines: number[] = []
  private readonly seen = new IdsSeen()
  private readonly writer
  private sourceFormat: SourceFormat | null = null
  /** The last line of each batch handed to the writer, and the last line of a batch stored. */
  private readonly lastLineOf = new Map<StoredAd[], number>()
  private storedThrough = 0
  /** Rejections met before the format was known (broken records at the top of a file). */
  private early: { line: number; reason: string }[] = []
  /**
   * Ads are tagged on a second thread while this one reads, when the store tags by this release's
   * rules (a store of other rules, in tests and benchmarks, tags them itself).
   */
  private readonly tagsOffThread: boolean
  private tagWorker: TagWorker | undefined
  /** The tag worker's answers for the batch being read, in order, and how many of its ads were sent. */
  private tagging: Promise<TaggedBatch>[] = []
  private sent = 0

  constructor(
    records: AdRecords,
    private readonly now: number,
    private readonly batchSize: number,
    private readonly head: InputHead,
    private readonly callbacks: Pick<ImportOptions, 'onStart' | 'onProgress' | 'media'>,
  ) {
    this.tagsOffThread = records.tagsVersion === CREATIVE_TAG_RULES_VERSION
    this.writer = batchWriter(records, (result, ads) => {
      this.storedThrough = Math.max(this.storedThrough, this.lastLineOf.get(ads) ?? 0)
      this.lastLineOf.delete(ads)
      const report = this.report
      report.inserted += result.inserted
      report.updated += result.updated
      report.unchanged += result.unchanged
      this.callbacks.onProgress?.(report, head.bytesRead())
    })
  }

  /** Ends the tag worker, if one was started: no thread outlives its import, however it ended. */
  close(): Promise<void> {
    return this.tagWorker?.close() ?? Promise.resolve()
  }

  /** The line of the last record read, for saying where an import stopped. */
  private lastLine = 0
  private stoppedBy: Error | null = null

  /**
   * The records of the input, ending early (not failing) when reading it fails: a body over its
   * limit, a client that went away, a file that cannot be read. What was read before is stored,
   * and the report says where it stopped and why.
   */
  async *reading<R extends { line: number }>(records: AsyncIterable<R>): AsyncGenerator<R> {
    const iterator = records[Symbol.asyncIterator]()
    for (;;) {
      let step: IteratorResult<R>
      try {
        step = await iterator.next()
      } catch (error) {
        this.stoppedBy = error instanceof Error ? error : new Error(String(error))
        return
      }
      if (step.done) return
      this.lastLine = step.value.line
      yield step.value
    }
  }

  get started(): boolean {
    return this.tally !== null
  }

  private get report(): ImportReport {
    if (!this.tally) throw new Error('the import has not started')
    return this.tally.report
  }

  start(format: SourceFormat, detected: boolean): void {
    this.sourceFormat = format
    this.tally = new ReportTally(format.name, detected)
    this.callbacks.onStart?.(format.name, detected)
    if (this.head.byteOrderMark) this.tally.warn('byte_order_mark', 1)
    for (const { line, reason } of this.early.splice(0)) this.reject(line, reason)
  }

  reject(line: number, reason: string, id?: string): void {
    if (!this.tally) {
      this.early.push({ line, reason })
      return
    }
    this.tally.report.records += 1
    this.tally.reject({ line, reason, ...(id ? { id: id.slice(0, 200) } : {}) })
  }

  /** Reads one record into the batch; when the batch is full, waits for the one before it to be stored. */
  async add(line: number, record: SourceRecord, quirks: readonly WarningKind[]): Promise<void> {
    const tally = this.tally!
    const warn = (kind: WarningKind) => tally.warn(kind, line)
    for (const quirk of quirks) warn(quirk)
    const draft = this.sourceFormat!.draftOf(record, warn)
    const finished = finishAd(draft, this.now, warn)
    if ('rejected' in finished) {
      this.reject(line, finished.rejected, typeof draft.id === 'string' ? draft.id : undefined)
      return
    }
    tally.report.records += 1
    if (this.seen.add(finished.ad.id)) warn('duplicate_id')
    this.batch.push(finished.ad)
    this.batchLines.push(line)
    if (this.tagWorker && this.batch.length - this.sent >= TEXTS_SENT_AT_ONCE) this.sendTexts()
    if (this.batch.length >= this.batchSize) await this.flush()
  }

  /** Sends the texts of the batch's ads not yet sent to the tag worker. */
  private sendTexts(): void {
    this.tagging.push(this.tagWorker!.tag(this.batch.slice(this.sent).map(creativeTextOf)))
    this.sent = this.batch.length
  }

  /**
   * Hands the batch to the store: with the tag worker's tags, to be written once the worker has
   * tagged its last ads (this thread reads on meanwhile), or untagged for the store to tag. The
   * thread starts at the first full batch, which it tags too; `ending`: no batch follows, so an
   * import of one batch starts none.
   */
  private async flush(ending = false): Promise<void> {
    if (this.batch.length === 0) return
    if (!this.tagWorker && this.tagsOffThread && !ending) this.tagWorker = new TagWorker()
    let tagged: Promise<TaggedBatch[]> | undefined
    if (this.tagWorker) {
      if (this.sent < this.batch.length) this.sendTexts()
      tagged = Promise.all(this.tagging)
    }
    let batch = this.batch
    const lines = this.batchLines
    this.batch = []
    this.batchLines = []
    this.tagging = []
    this.sent = 0
    const { media } = this.callbacks
    if (media) {
      const tally = this.tally!
      // Fetches end in any order; the report names them in the file's.
      const failures: [number, string][] = []
      batch = await media.keep(batch, (i, reason) => failures.push([i, reason]))
      for (const [i, reason] of failures.sort(([a], [b]) => a - b))
        tally.warn('media_not_kept', lines[i]!, reason)
      tally.report.media = media.figures()
    }
    this.lastLineOf.set(batch, lines.at(-1)!)
    // Media kept change links, never the words the tags were found in.
    const ready = tagged ? tagged.then((tags) => taggedInOrder(batch, tags)) : batch
    await this.stored(this.writer.write(ready))
  }

  /** A write that failed stops the import, with the report of what went in before. */
  private async stored(writing: Promise<void>): Promise<void> {
    try {
      await writing
    } catch (error) {
      // The batch handed over after the failed one may still be in flight: counted if it went in.
      await this.writer.finish().catch(() => {})
      const failure = storeFailureOf(error)
      const why = !failure
        ? 'The store failed a write'
        : failure.kind === 'no-room'
          ? 'The store cannot write (its disk is full or read-only)'
          : 'The store was unavailable'
      this.report.stopped = `${why}: ${
        this.storedThrough > 0
          ? `the ads up to line ${this.storedThrough} are stored, none after it`
          : 'none of its ads are stored'
      }`
      throw new ImportWriteError(this.report, error)
    }
  }

  async finish(): Promise<ImportReport> {
    await this.flush(true)
    await this.stored(this.writer.finish())
    const report = this.report
    if (this.stoppedBy) {
      const where = this.lastLine > 0 ? `after line ${this.lastLine}` : 'before the first record'
      report.stopped = `${this.stoppedBy.message}: the import stopped ${where}, and what came before it is stored`
    }
    return report
  }
}

/** The ads of a batch with the tags the worker gave them, answer after answer in the order sent. */
function taggedInOrder<A extends StoredAd>(ads: A[], answers: readonly TaggedBatch[]): A[] {
  let i = 0
  for (const { breakdowns, version } of answers)
    for (const breakdown of breakdowns) taggedHere(ads[i++]!, { breakdown, version })
  return ads
}

async function csvSource(
  head: InputHead,
  format: ImportFormat | 'auto',
  columnMap: ColumnMap | undefined,
  maxRecordBytes: number,
) {
  if (format === 'ndjson' || format === 'tiktok') {
    throw new ImportFormatError(`This is not ${format} JSON: it looks like CSV. Try --format csv or auto.`)
  }
  const file = await readCsv(head.bytes, maxRecordBytes)
  if (file.headerTooLarge) throw new ImportFormatError(`The header (line 1): ${file.headerTooLarge}.`)
  const header = file.header ?? []
  if (columnMap) {
    const missing = missingColumns(columnMap, header)
    if (missing.length > 0) {
      throw new ImportFormatError(
        `The column map names columns this CSV does not have: ${missing.join(', ')}. Its columns: ${listed(header)}.`,
      )
    }
    return { format: csvFormat(columnMap), records: file.records }
  }
  const headerRecord = Object.fromEntries(header.map((column) => [column, '1']))
  if (format !== 'csv' && meta.recognises(headerRecord)) return { format: meta, records: file.records }
  if (format !== 'meta' && isOurExport(header))
    return { format: csvFormat(identityMap(header)), records: file.records }
  throw new ImportFormatError(
    format === 'meta'
      ? `This CSV does not have the Meta Ad Library's columns (an ad id such as ad_id, and ad_delivery_start_time or page_id). Its columns: ${listed(header)}.`
      : `This CSV's columns are not Meta's or this service's own export: give a column map with --map (see docs/importing.md). Its columns: ${listed(header)}.`,
  )
}

function jsonFormat(first: SourceRecord, format: ImportFormat | 'auto'): SourceFormat {
  const found = JSON_FORMATS.find((candidate) => candidate.recognises(first))
  if (format === 'auto') {
    if (found) return found
    throw new ImportFormatError(
      `Could not tell what format this is: its first record has the fields ${listed(Object.keys(first))}. ` +
        'Give --format (ndjson, meta, tiktok) or see docs/importing.md.',
    )
  }
  const chosen = formatNamed(format)
  if (chosen.recognises(first)) return chosen
  throw new ImportFormatError(
    `This does not look like ${format}: its first record has the fields ${listed(Object.keys(first))}` +
      (found ? `, which is ${found.name}. Try --format ${found.name} or auto.` : '.'),
  )
}

function formatNamed(format: ImportFormat): SourceFormat {
  if (format === 'csv') throw new ImportFormatError('This is JSON, not CSV. Try --format auto.')
  return JSON_FORMATS.find((candidate) => candidate.name === format)!
}

/** Field or column names for a message: the file's own, so each is cut short and so is the list. */
const listed = (names: readonly string[]) =>
  names.length === 0
    ? '(none)'
    : names
        .slice(0, 30)
        .map((name) => (name.length > 40 ? `${name.slice(0, 39)}…` : name))
        .join(', ') + (names.length > 30 ? ', …' : '')

const isObject = (value: unknown): value is SourceRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)
