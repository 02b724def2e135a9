import { Readable } from 'node:stream'
import { type CsvError, type Info, parse } from 'csv-parse'
import type { WarningKind } from './import-report'

/** A row by column name, with the line it starts on; or a row that could not be read. */
export type CsvRecord =
  | { line: number; value: Record<string, string>; quirks: WarningKind[] }
  | { line: number; error: string }

/** Cells that mean "no value" in exports made with R or pandas. */
const NOT_AVAILABLE = new Set(['NA', 'N/A', '#N/A', 'null', 'NULL', 'None', 'nan', 'NaN'])

/** A CSV file: its header (null when the input is empty) and then its rows, streamed. */
export interface CsvFile {
  header: string[] | null
  records: AsyncGenerator<CsvRecord>
}

/**
 * Reads a CSV file's header, and gives its rows by column name as they are read. Quoted cells may
 * hold commas, quotes and line breaks; a quote inside an unquoted cell is taken as text. A row with
 * too few or too many cells is read with a warning; a row that cannot be read at all (longer than
 * the limit, a quote never closed) is reported by line and skipped.
 */
export async function readCsv(input: AsyncIterable<Uint8Array>, maxRecordBytes: number): Promise<CsvFile> {
  const skipped: CsvRecord[] = []
  const parser = parse({
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: maxRecordBytes,
    skip_records_with_error: true,
  })
  parser.on('skip', (error: CsvError) => {
    skipped.push({ line: Number(error.lines ?? 0), error: `not a readable CSV row: ${error.message}` })
  })
  const source = Readable.from(input)
  source.on('error', (error) => parser.destroy(error))
  source.pipe(parser)
  const rows = (parser as AsyncIterable<Row>)[Symbol.asyncIterator]()
  const first = await rows.next()
  if (first.done) return { header: null, records: rowsOf([], rows, 1, skipped) }
  const header = first.value.record.map((column) => column.trim())
  return { header, records: rowsOf(header, rows, first.value.info.lines + 1, skipped) }
}

type Row = { record: string[]; info: Info }

async function* rowsOf(
  header: readonly string[],
  rows: AsyncIterator<Row>,
  firstLine: number,
  skipped: CsvRecord[],
): AsyncGenerator<CsvRecord> {
  let nextLine = firstLine
  for (let row = await rows.next(); !row.done; row = await rows.next()) {
    yield* skipped.splice(0)
    const { record, info } = row.value
    const line = nextLine
    nextLine = info.lines + 1
    yield rowOf(header, record, line)
  }
  yield* skipped.splice(0)
}

function rowOf(header: readonly string[], record: string[], line: number): CsvRecord {
  const quirks: WarningKind[] = []
  if (record.length > header.length) quirks.push('extra_columns')
  if (record.length < header.length) quirks.push('missing_cells')
  const value: Record<string, string> = {}
  header.forEach((column, i) => {
    const cell = record[i]
    if (cell === undefined) return
    if (NOT_AVAILABLE.has(cell.trim())) {
      if (!quirks.includes('not_available')) quirks.push('not_available')
      return
    }
    value[column] = cell
  })
  return { line, value, quirks }
}
