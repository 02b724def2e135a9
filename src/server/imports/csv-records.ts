import { Readable } from 'node:stream'
import { type CsvError, type Info, parse } from 'csv-parse'
import { NUL } from '../records/nul-characters'
import { withoutLongRecords } from './csv-long-records'
import type { WarningKind } from './import-report'
import { recordTooLarge } from './json-records'

/** A row by column name, with the line it starts on; or a row that could not be read. */
export type CsvRecord =
  | { line: number; value: Record<string, string>; quirks: WarningKind[] }
  | { line: number; error: string }

/** Cells that mean "no value" in exports made with R or pandas. */
const NOT_AVAILABLE = new Set(['NA', 'N/A', '#N/A', 'null', 'NULL', 'None', 'nan', 'NaN'])

/** A CSV file: its header (null when the input is empty) and then its rows, streamed. */
export interface CsvFile {
  header: string[] | null
  /** Set when the header is longer than one record may be: the file cannot be read. */
  headerTooLarge?: string
  records: AsyncGenerator<CsvRecord>
}

/**
 * Reads a CSV file's header, and gives its rows by column name as they are read. Quoted cells may
 * hold commas, quotes and line breaks; a quote inside an unquoted cell is taken as text. A row with
 * too few or too many cells is read with a warning; a row that cannot be read at all (longer than
 * the limit, a quote never closed) is reported by line and skipped, and the rows after it are read.
 */
export async function readCsv(input: AsyncIterable<Uint8Array>, maxRecordBytes: number): Promise<CsvFile> {
  const skipped: CsvRecord[] = []
  const parser = parse({
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    // Never reached (withoutLongRecords cuts longer records first): past it csv-parse reads no more.
    max_record_size: maxRecordBytes,
    skip_records_with_error: true,
  })
  parser.on('skip', (error: CsvError) => {
    skipped.push({ line: Number(error.lines ?? 0), error: `not a readable CSV row: ${error.message}` })
  })
  const { bytes, cut } = withoutLongRecords(input, maxRecordBytes)
  const source = Readable.from(bytes)
  source.on('error', (error) => parser.destroy(error))
  source.pipe(parser)
  const rows = (parser as AsyncIterable<Row>)[Symbol.asyncIterator]()
  const first = await rows.next()
  const tooLarge = recordTooLarge(maxRecordBytes)
  if (first.done) return { header: null, records: rowsOf([], rows, { skipped, cut, tooLarge }) }
  if (isCut(first.value, cut)) {
    return { header: null, headerTooLarge: tooLarge, records: rowsOf([], rows, { skipped, cut, tooLarge }) }
  }
  const header = first.value.record.map((column) => column.replaceAll(NUL, '').trim())
  return { header, records: rowsOf(header, rows, { skipped, cut, tooLarge }) }
}

type Row = { record: string[]; info: Info }

/** The line a row starts on: csv-parse counts lines to its end, each CR and LF inside it one. */
function lineOf({ record, info }: Row): number {
  let within = 0
  for (const cell of record) {
    if (!cell.includes('\n') && !cell.includes('\r')) continue
    for (let i = 0; i < cell.length; i++) {
      const code = cell.charCodeAt(i)
      if (code === 0x0a || code === 0x0d) within++
    }
  }
  return info.lines - within
}

/** The row standing for a record over the limit (csv-long-records.ts). */
const isCut = (row: Row, cut: Set<number>) =>
  row.record.length === 1 && row.record[0] === '' && cut.delete(lineOf(row))

async function* rowsOf(
  header: readonly string[],
  rows: AsyncIterator<Row>,
  { skipped, cut, tooLarge }: { skipped: CsvRecord[]; cut: Set<number>; tooLarge: string },
): AsyncGenerator<CsvRecord> {
  for (let row = await rows.next(); !row.done; row = await rows.next()) {
    const line = lineOf(row.value)
    // csv-parse reads ahead: the rows it skipped are told in the order of the file.
    while (skipped.length > 0 && skipped[0]!.line < line) yield skipped.shift()!
    yield isCut(row.value, cut) ? { line, error: tooLarge } : rowOf(header, row.value.record, line)
  }
  yield* skipped.splice(0)
}

function rowOf(header: readonly string[], record: string[], line: number): CsvRecord {
  const quirks: WarningKind[] = []
  if (record.length > header.length) quirks.push('extra_columns')
  if (record.length < header.length) quirks.push('missing_cells')
  const value: Record<string, string> = {}
  header.forEach((column, i) => {
    let cell = record[i]
    if (cell === undefined) return
    if (cell.includes(NUL)) {
      // A raw NUL byte: CSV has no other way to write one, and no ad means one.
      cell = cell.replaceAll(NUL, '')
      if (!quirks.includes('nul_removed')) quirks.push('nul_removed')
    }
    if (NOT_AVAILABLE.has(cell.trim())) {
      if (!quirks.includes('not_available')) quirks.push('not_available')
      return
    }
    value[column] = cell
  })
  return { line, value, quirks }
}
