import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withoutLongRecords } from './csv-long-records'
import { type CsvRecord, readCsv } from './csv-records'

/** The text in chunks cut at these places, as a file or a request body may arrive. */
async function* inChunks(text: string, cuts: number[]) {
  const bytes = Buffer.from(text)
  let from = 0
  for (const at of [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b)) {
    yield bytes.subarray(from, at)
    from = at
  }
  yield bytes.subarray(from)
}

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = []
  for await (const item of items) out.push(item)
  return out
}

/** What readCsv should give: csv-parse's own rows of the whole text, read without a limit. */
function expected(text: string, end: string, maxBytes: number): Shown[] {
  const out: Shown[] = []
  const rows = parse(text, {
    info: true,
    raw: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      out.push({ line: Number(error?.lines), unreadable: true })
    },
  }) as unknown as { record: string[]; raw: string; info: { lines: number; empty_lines: number } }[]
  let emptyLines = 0
  const rowsShown = rows.map(({ record, raw: withEmptyLines, info }): Shown => {
    // csv-parse's raw text begins with the empty lines before the record and ends with its record
    // delimiter, each delimiter written as its first byte (the LF of a CRLF is left out).
    const raw = withEmptyLines.slice(info.empty_lines - emptyLines)
    emptyLines = info.empty_lines
    const line = info.lines - [...record.join('')].filter((c) => c === '\n' || c === '\r').length
    const length = Buffer.byteLength(raw) - (raw.endsWith(end[0]!) ? 1 : 0)
    return length > maxBytes ? { line, tooLarge: true } : { line, cells: record }
  })
  return [...rowsShown, ...out]
}

type Shown = { line: number; cells?: string[]; tooLarge?: true; unreadable?: true }

function shown(records: CsvRecord[], header: string[]): Shown[] {
  return records.map((r) => {
    if ('value' in r) return { line: r.line, cells: header.map((column) => r.value[column] ?? '') }
    return r.error.startsWith('not a readable')
      ? { line: r.line, unreadable: true }
      : { line: r.line, tooLarge: true }
  })
}

describe('a CSV row over the limit for one record', () => {
  it('is one rejection at its own line, and the rows after it are read', async () => {
    const long = 'x'.repeat(40)
    // (csv-parse counts a CRLF inside quotes as two lines, and so does this reader, after it.)
    const text = `id,text\n1,short\n2,"${long}\n${long}"\n\n3,"after ""quoted"""\n4,${long}${long}\n5,last`
    const file = await readCsv(inChunks(text, [3, 17, 30, 61, 100]), 32)
    expect(file.header).toEqual(['id', 'text'])
    expect(await all(file.records)).toEqual([
      { line: 2, value: { id: '1', text: 'short' }, quirks: [] },
      { line: 3, error: 'the record is larger than 32 bytes (the limit for one record)' },
      { line: 6, value: { id: '3', text: 'after "quoted"' }, quirks: [] },
      { line: 7, error: 'the record is larger than 32 bytes (the limit for one record)' },
      { line: 8, value: { id: '5', text: 'last' }, quirks: [] },
    ])
  })

  it('agrees with csv-parse on where every record starts and ends, however the text arrives', async () => {
    // Each file ends its records one way (LF, CRLF or CR), as files do, and inside quotes any way.
    const text = fc.constantFrom('\n', '\r\n', '\r').chain((end) =>
      fc
        .array(fc.constantFrom('a', 'b', ',', '"', end, '\n', '\r'), { maxLength: 60 })
        // The record after the header tells the delimiter, as the header's own line break may not.
        .map((parts) => `h,i${end}x${end}${parts.join('')}${end}`)
        .map((csv) => ({ csv, end })),
    )
    const cuts = fc.array(fc.nat(), { maxLength: 6 })
    const limit = fc.integer({ min: 1, max: 12 })
    await fc.assert(
      fc.asyncProperty(text, cuts, limit, async ({ csv, end }, at, max) => {
        // Within the limit, every byte passes as it came.
        const untouched = withoutLongRecords(inChunks(csv, at), 1_000)
        expect(Buffer.concat(await all(untouched.bytes)).toString()).toBe(csv)
        const [header, ...rows] = expected(csv, end, max)
        const file = await readCsv(inChunks(csv, at), max)
        // The header is 'h,i' (4 bytes): over a smaller limit the file is refused (import-ads.ts).
        expect(file.headerTooLarge !== undefined).toBe(header?.tooLarge === true)
        if (header?.tooLarge) return
        const want = rows.map((row) =>
          row.cells ? { ...row, cells: ['h', 'i'].map((_, i) => row.cells![i] ?? '') } : row,
        )
        // A quote never closed runs to the end of the file: over the limit, it is told as too large
        // where it starts (csv-parse tells one unclosed where the file ends).
        const got = shown(await all(file.records), file.header ?? []).map((row, i) =>
          row.tooLarge && want[i]?.unreadable ? want[i] : row,
        )
        expect(got).toEqual(want)
      }),
      { numRuns: 1000 },
    )
  })
})
