import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type JsonRecord, type JsonRecordLimits, jsonRecords } from './json-records'
import { parseKeepingDigits } from './long-integers'

/** The input cut at the given byte offsets (in any order; repeats give empty chunks). */
async function* cutAt(input: string | Uint8Array, cuts: number[] = []): AsyncGenerator<Uint8Array> {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input
  let start = 0
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    yield bytes.subarray(start, cut)
    start = cut
  }
  yield bytes.subarray(start)
}

async function* inPiecesOf(input: string, size: number): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(input)
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size)
}

async function readAll(
  input: AsyncIterable<Uint8Array | string> | string,
  limits?: JsonRecordLimits,
): Promise<JsonRecord[]> {
  const records: JsonRecord[] = []
  for await (const record of jsonRecords(typeof input === 'string' ? cutAt(input) : input, limits)) {
    records.push(record)
  }
  return records
}

/** Values, with error records left whole (line and message) so that one list can show both. */
const values = (records: JsonRecord[]) => records.map((record) => ('value' in record ? record.value : record))
const lines = (records: JsonRecord[]) => records.map((record) => record.line)

describe('jsonRecords: formats', () => {
  it('reads NDJSON with a byte-order mark, \\r\\n line ends and blank lines', async () => {
    const text = '\uFEFF{"id":"1"}\r\n\r\n{"id":"2","text":"a \\"quoted\\" word"}\r\n\n   \n{"id":"3"}'
    const records = await readAll(text)
    expect(records).toEqual([
      { line: 1, value: { id: '1' } },
      { line: 3, value: { id: '2', text: 'a "quoted" word' } },
      { line: 6, value: { id: '3' } },
    ])
  })

  it('skips a byte-order mark split over chunks, and keeps a lone first byte of one as an error', async () => {
    const text = '\uFEFF{"id":"1"}\n'
    expect(await readAll(inPiecesOf(text, 1))).toEqual([{ line: 1, value: { id: '1' } }])
    const notAMark = await readAll(cutAt(new Uint8Array([0xef, 0x0a, 0x7b, 0x7d]), [1]))
    expect(notAMark).toEqual([
      { line: 1, error: expect.any(String) },
      { line: 2, value: {} },
    ])
  })

  it('reads string chunks as well as bytes', async () => {
    async function* text() {
      yield '{"name":"přímá '
      yield '🌞"}\n[1,'
      yield '2]'
    }
    expect(await readAll(text())).toEqual([
      { line: 1, value: { name: 'přímá 🌞' } },
      { line: 2, value: 1 },
      { line: 2, value: 2 },
    ])
  })

  it('reads pretty-printed values one after another', async () => {
    const text = '{\n  "id": "1",\n  "tags": ["a", "b"]\n}\n{\n  "id": "2"\n}{"id": "3"}  {"id":\n"4"}\n'
    const records = await readAll(text)
    expect(values(records)).toEqual([{ id: '1', tags: ['a', 'b'] }, { id: '2' }, { id: '3' }, { id: '4' }])
    expect(lines(records)).toEqual([1, 5, 7, 7])
  })

  it('streams the elements of a pretty-printed top-level array, each with its own line', async () => {
    const text = [
      '[', //               1
      '  {', //             2
      '    "id": "1",', //  3
      '    "body": "[{\\"not\\": \\"structure\\"}]"', // 4
      '  },', //            5
      '  {"id": "2"},', //  6
      '', //                7
      '  {', //             8
      '    "id": "3",', //  9
      '    "nested": [{"a": [1, {"b": null}]}]', // 10
      '  }', //            11
      ']', //              12
    ].join('\n')
    const records = await readAll(text)
    expect(records).toEqual([
      { line: 2, value: { id: '1', body: '[{"not": "structure"}]' } },
      { line: 6, value: { id: '2' } },
      { line: 8, value: { id: '3', nested: [{ a: [1, { b: null }] }] } },
    ])
  })

  it('reads Meta Graph API pages, one a line: the elements of data are the records, paging is left out', async () => {
    const page1 = {
      data: [{ id: '1' }, { id: '2' }],
      paging: { cursors: { after: 'x' }, next: 'https://x/?a=[1]' },
    }
    const page2 = { summary: { count: 1 }, data: [{ id: '3' }] }
    const empty = { data: [], paging: {} }
    const text = `${JSON.stringify(page1)}\n${JSON.stringify(empty)}\n${JSON.stringify(page2)}\n`
    expect(await readAll(text)).toEqual([
      { line: 1, value: { id: '1' } },
      { line: 1, value: { id: '2' } },
      { line: 3, value: { id: '3' } },
    ])
  })

  it('reads pretty-printed Meta pages, with the line of each element', async () => {
    const page = { data: [{ id: '1', spend: { lower_bound: '100' } }, { id: '2' }], paging: { next: 'n' } }
    const text = `${JSON.stringify(page, null, 2)}\n${JSON.stringify({ data: [{ id: '3' }] }, null, 2)}\n`
    const records = await readAll(text)
    expect(records).toEqual([
      { line: 3, value: { id: '1', spend: { lower_bound: '100' } } },
      { line: 9, value: { id: '2' } },
      { line: 19, value: { id: '3' } },
    ])
  })

  it('reads TikTok pages: the elements of data.ads are the records', async () => {
    const page = {
      data: { search_id: 's1', ads: [{ ad: { id: 1 } }, { ad: { id: 2 } }], has_more: true },
      error: { code: 'ok', message: '', log_id: 'l' },
    }
    const text = `${JSON.stringify(page)}\n${JSON.stringify(page, null, 2)}`
    const records = await readAll(text)
    expect(values(records)).toEqual([
      { ad: { id: 1 } },
      { ad: { id: 2 } },
      { ad: { id: 1 } },
      { ad: { id: 2 } },
    ])
    expect(lines(records)).toEqual([1, 1, 6, 11])
  })

  it('takes any other value as one record: objects whose data is not an array (or an object with ads), and primitives', async () => {
    const text = [
      '{"id":"1","data":{"ads":"none"}}',
      '{"id":"2","data":{"other":[1]}}',
      '{"id":"3","data":null}',
      '{"id":"4","nested":{"data":[1,2]}}',
      '42',
      '"text"',
      'true',
      'null',
    ].join('\n')
    expect(await readAll(text)).toEqual([
      { line: 1, value: { id: '1', data: { ads: 'none' } } },
      { line: 2, value: { id: '2', data: { other: [1] } } },
      { line: 3, value: { id: '3', data: null } },
      { line: 4, value: { id: '4', nested: { data: [1, 2] } } },
      { line: 5, value: 42 },
      { line: 6, value: 'text' },
      { line: 7, value: true },
      { line: 8, value: null },
    ])
  })

  it('sees a page whose key is written with escapes, the same whether read whole or streamed', async () => {
    const page = '{"d\\u0061ta": [{"id": "1"}]}'
    expect(await readAll(`${page}\n`)).toEqual([{ line: 1, value: { id: '1' } }])
    expect(await readAll(inPiecesOf(`${page}\n`, 3))).toEqual([{ line: 1, value: { id: '1' } }])
  })

  it('reads an empty input, or only white space, as no records', async () => {
    expect(await readAll('')).toEqual([])
    expect(await readAll(' \n\r\n\t')).toEqual([])
    expect(await readAll('\uFEFF')).toEqual([])
  })
})

/** A small input in every format, with many-byte characters, escaped quotes and backslashes. */
const TRICKY = [
  '{"name":"přímá 🌞","quote":"say \\"hi\\"","slash":"C:\\\\dir\\\\","both":"\\\\\\"","brackets":"[{]}"}',
  '[',
  '  {"id": "ž\\u00e9\\"}", "list": ["\\\\", "🌞🌞"]},',
  '  "\\"]"',
  ']',
  '{"data": [{"t": "é\\\\"}, {"t": "}{"}], "paging": {"next": "\\"data\\": ["}}',
  '{"data": {"ads": [{"t": "🌞"}], "has_more": false}}',
  '{',
  '  "multi": "line 🌞 \\\\\\\\"',
  '}',
].join('\n')

const TRICKY_RECORDS = [
  {
    line: 1,
    value: { name: 'přímá 🌞', quote: 'say "hi"', slash: 'C:\\dir\\', both: '\\"', brackets: '[{]}' },
  },
  { line: 3, value: { id: 'žé"}', list: ['\\', '🌞🌞'] } },
  { line: 4, value: '"]' },
  { line: 6, value: { t: 'é\\' } },
  { line: 6, value: { t: '}{' } },
  { line: 7, value: { t: '🌞' } },
  { line: 8, value: { multi: 'line 🌞 \\\\' } },
]

describe('jsonRecords: chunks split anywhere', () => {
  it('reads the tricky input as expected in one chunk', async () => {
    expect(await readAll(TRICKY)).toEqual(TRICKY_RECORDS)
  })

  it('gives the same records whatever byte offset the input is split at', async () => {
    const bytes = new TextEncoder().encode(TRICKY)
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(await readAll(cutAt(bytes, [cut])), `split at byte ${cut}`).toEqual(TRICKY_RECORDS)
    }
  })

  it('gives the same records in chunks of 1, 2, 3 and 7 bytes', async () => {
    for (const size of [1, 2, 3, 7]) {
      expect(await readAll(inPiecesOf(TRICKY, size)), `chunks of ${size}`).toEqual(TRICKY_RECORDS)
    }
  })

  it('gives the same records split at every pair of offsets around the escapes', async () => {
    const bytes = new TextEncoder().encode(TRICKY)
    const line1 = TRICKY.indexOf('\n')
    for (let first = 0; first < line1; first++) {
      for (let second = first; second < line1 + 2; second += 3) {
        expect(await readAll(cutAt(bytes, [first, second])), `split at ${first} and ${second}`).toEqual(
          TRICKY_RECORDS,
        )
      }
    }
  })
})

describe('jsonRecords: records too large', () => {
  const limits = { maxRecordBytes: 100 }

  it('reports a line longer than the limit, with its line, and reads the next one', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(300) })
    const text = `{"id":"1"}\n${big}\n{"id":"2"}\n`
    const expected = [
      { line: 1, value: { id: '1' } },
      { line: 2, error: 'the record is larger than 100 bytes (the limit for one record)' },
      { line: 3, value: { id: '2' } },
    ]
    expect(await readAll(text, limits)).toEqual(expected)
    expect(await readAll(inPiecesOf(text, 7), limits)).toEqual(expected)
  })

  it('reports an element longer than the limit and goes on with the array', async () => {
    const text = `{"data": [{"id":"1"},\n{"text":"${'y'.repeat(200)}", "list": [1, 2]},\n{"id":"2"}]}`
    const expected = [
      { line: 1, value: { id: '1' } },
      { line: 2, error: 'the record is larger than 100 bytes (the limit for one record)' },
      { line: 3, value: { id: '2' } },
    ]
    expect(await readAll(text, limits)).toEqual(expected)
    expect(await readAll(inPiecesOf(text, 16), limits)).toEqual(expected)
  })

  it('streams a page larger than the limit: only its elements count', async () => {
    const elements = Array.from({ length: 50 }, (_, i) => ({ id: String(i) }))
    const text = JSON.stringify({ data: elements, paging: { next: 'x' } })
    expect(text.length).toBeGreaterThan(500)
    const records = await readAll(inPiecesOf(text, 10), limits)
    expect(values(records)).toEqual(elements)
  })

  it('states the limit in MiB or KiB', async () => {
    const text = `${JSON.stringify({ text: 'z'.repeat(3000) })}\n`
    expect(await readAll(text, { maxRecordBytes: 2048 })).toEqual([
      { line: 1, error: 'the record is larger than 2 KiB (the limit for one record)' },
    ])
  })

  it('reports a 5 MB line under the default 1 MiB limit, reading it in 64 KB chunks made as they are asked for', async () => {
    async function* lazily() {
      yield '{"id":"1"}\n{"id":"big","text":"'
      const piece = Buffer.alloc(64 * 1024, 'a')
      for (let sent = 0; sent < 5_000_000; sent += piece.length) yield piece
      yield '"}\n{"id":"2"}\n'
    }
    expect(await readAll(lazily())).toEqual([
      { line: 1, value: { id: '1' } },
      { line: 2, error: 'the record is larger than 1 MiB (the limit for one record)' },
      { line: 3, value: { id: '2' } },
    ])
  })

  it('does not keep the bytes of a record over the limit (a 256 MB line, one 64 KB chunk sent again and again)', async () => {
    const piece = Buffer.alloc(64 * 1024, 'b')
    let most = 0
    async function* lazily() {
      yield '{"text":"'
      for (let sent = 0; sent < 256 * 1024 * 1024; sent += piece.length) {
        if (sent % (16 * 1024 * 1024) === 0) most = Math.max(most, process.memoryUsage().arrayBuffers)
        yield piece
      }
      yield '"}\n{"id":"after"}'
    }
    const before = process.memoryUsage().arrayBuffers
    const records = await readAll(lazily())
    expect(records).toEqual([
      { line: 1, error: 'the record is larger than 1 MiB (the limit for one record)' },
      { line: 2, value: { id: 'after' } },
    ])
    expect(most - before).toBeLessThan(64 * 1024 * 1024)
  })
})

describe('jsonRecords: records that are not valid JSON', () => {
  it('reports a line that JSON.parse refuses, with its message, and reads the next line', async () => {
    const text = '{"id":"1"}\n{"id": tru}\n{"id":"2"}\n'
    let message = ''
    try {
      JSON.parse('{"id": tru}')
    } catch (error) {
      message = (error as Error).message
    }
    expect(await readAll(text)).toEqual([
      { line: 1, value: { id: '1' } },
      { line: 2, error: message },
      { line: 3, value: { id: '2' } },
    ])
  })

  it('takes a line that starts with { or [ as a new record when the line before is cut short', async () => {
    const text = '{"id":"1","text":"cut he\n{"id":"2","list":[1,2\n[{"id":"3"}]\n{"id":"4"}\n'
    const records = await readAll(text)
    expect(values(records)).toEqual([
      { line: 1, error: expect.stringContaining('Bad control character in string literal') },
      { line: 2, error: 'the record is cut short: line 3 starts a new JSON value before it ends' },
      { id: '3' },
      { id: '4' },
    ])
    expect(lines(records)).toEqual([1, 2, 3, 4])
  })

  it('takes a line break after a backslash in a string as a cut line, wherever the chunks split', async () => {
    const text = '{"id":"1","text":"cut \\\n{"id":"2"}\n'
    const expected = [
      { line: 1, error: expect.stringContaining('Bad escaped character') },
      { line: 2, value: { id: '2' } },
    ]
    for (let cut = 0; cut <= text.length; cut++) expect(await readAll(cutAt(text, [cut]))).toEqual(expected)
  })

  it('reports text at top level once and skips to the next line that starts with { or [', async () => {
    const text = 'hello world, this is not JSON\n} stray\n  "indented": 1\n{"id":"1"}\n]\n{"id":"2"}\n'
    const records = await readAll(text)
    expect(records).toEqual([
      {
        line: 1,
        error: expect.stringMatching(
          /^Unexpected token 'h'.*\(lines 2 to 3 were skipped, looking for a line that starts with \{ or \[\)$/,
        ),
      },
      { line: 4, value: { id: '1' } },
      { line: 5, error: expect.stringMatching(/^Unexpected token ']'/) },
      { line: 6, value: { id: '2' } },
    ])
  })

  it('reports a pretty-printed record with a missing comma once, and resumes at the next value', async () => {
    const text = '{\n  "id": "1"\n  "text": "x",\n  "more": {"a": 1}\n}\n{\n  "id": "2"\n}\n'
    const records = await readAll(text)
    expect(records).toEqual([
      { line: 1, error: expect.stringContaining("Expected ',' or '}' after property value") },
      { line: 6, value: { id: '2' } },
    ])
    expect((records[0] as { error: string }).error).toContain('lines 4 to 5 were skipped')
  })

  it('reports a broken element of an array and goes on with the next elements', async () => {
    const text = [
      '[',
      '  {"id": "1"},',
      '  {"id": "2",},',
      '  {"id": "3", "list": [1, 2}, ',
      '  {"id": "4"},',
      '  {"id": tru},',
      '  nope,',
      '  {"id": "5" "x": 1},',
      '  {"id": "6"}',
      ']',
      '{"id": "7"}',
    ].join('\n')
    const records = await readAll(text)
    expect(values(records)).toEqual([
      { id: '1' },
      { line: 3, error: expect.stringContaining('Expected double-quoted property name') },
      { line: 4, error: expect.stringContaining("Expected ',' or ']' after array element") },
      { id: '4' },
      { line: 6, error: expect.any(String) },
      { line: 7, error: expect.any(String) },
      { line: 8, error: expect.stringContaining("Expected ',' or '}' after property value") },
      { id: '6' },
      { id: '7' },
    ])
    expect(lines(records)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 11])
  })

  it('ends a broken element at a bracket that closes the array around it, and reads the rest of the page', async () => {
    const text = '{"data": [{"id": "1", ], "paging": {"next": "x"}}\n{"id": "2"}'
    expect(await readAll(text)).toEqual([
      { line: 1, error: expect.stringContaining('Expected double-quoted property name') },
      { line: 2, value: { id: '2' } },
    ])
  })

  it('gives up on an array whose structure is broken between elements, and resumes at the next value line', async () => {
    const text = '[{"id": "1"} {"id": "2"}, {"id": "3"}]\n{"id": "4"}\n'
    const records = await readAll(text)
    expect(records).toEqual([
      { line: 1, value: { id: '1' } },
      { line: 1, error: "'{' where ',' or ']' should be, in the array that starts on line 1" },
      { line: 2, value: { id: '4' } },
    ])
  })

  it('recovers from a page cut off in the middle of an element by the next page line', async () => {
    const text = '{"data": [{"id": "1"}, {"id": "2", "text": "cut\n{"data": [{"id": "3"}]}\n'
    const records = await readAll(text)
    expect(records).toEqual([
      { line: 1, value: { id: '1' } },
      { line: 1, error: 'the record is cut short: line 2 starts a new JSON value before it ends' },
      { line: 2, value: { id: '3' } },
    ])
  })
})

describe('jsonRecords: input that ends too soon', () => {
  const truncated = 'the input ends in the middle of this record (is the file cut short?)'

  it('reports a record the input ends inside', async () => {
    expect(await readAll('{"id":"1"}\n{"id":"2","text":"cut')).toEqual([
      { line: 1, value: { id: '1' } },
      { line: 2, error: truncated },
    ])
    expect(await readAll('{"id":"1"}\n{"id":\n"2", "list": [')).toEqual([
      { line: 1, value: { id: '1' } },
      { line: 2, error: truncated },
    ])
  })

  it('reports an element of an array the input ends inside', async () => {
    expect(await readAll('[\n{"id":"1"},\n{"id":"2",')).toEqual([
      { line: 2, value: { id: '1' } },
      { line: 3, error: truncated },
    ])
  })

  it('reports an array or page the input ends inside, between elements', async () => {
    expect(await readAll('\n[{"id":"1"},')).toEqual([
      { line: 2, value: { id: '1' } },
      {
        line: 2,
        error: 'the input ends in the middle of the array that starts on this line (is the file cut short?)',
      },
    ])
    expect(await readAll('{"data": [{"id":"1"}], "paging": {"next": "x')).toEqual([
      { line: 1, value: { id: '1' } },
      {
        line: 1,
        error:
          'the input ends in the middle of the page object that starts on this line (is the file cut short?)',
      },
    ])
  })

  it('reads a number at the very end of the input', async () => {
    expect(await readAll(inPiecesOf('1\n23', 3))).toEqual([
      { line: 1, value: 1 },
      { line: 2, value: 23 },
    ])
  })
})

/**
 * JSON objects as a caller would get them back (no -0, and whole numbers beyond 2^53 as strings,
 * see long-integers.ts), without a data key (which makes a page).
 */
const adLike = fc
  .dictionary(fc.string({ unit: 'grapheme' }), fc.jsonValue({ stringUnit: 'grapheme', maxDepth: 3 }), {
    maxKeys: 6,
  })
  .filter((value) => !Object.hasOwn(value, 'data'))
  .map((value) => parseKeepingDigits(JSON.stringify(value)) as Record<string, unknown>)

/** Cut points for a text of some length. */
const cutsFor = (length: number) => fc.array(fc.integer({ min: 0, max: length }), { maxLength: 8 })

/** Records pretty-printed inside `open` ... `close`, each element indented, with the line each starts on. */
function prettyInside(records: unknown[], open: string, close: string, indent: string) {
  const starts: number[] = []
  let line = open.split('\n').length + 1
  const parts = records.map((record) => {
    starts.push(line)
    const text = indent + JSON.stringify(record, null, 2).replaceAll('\n', `\n${indent}`)
    line += text.split('\n').length
    return text
  })
  return { text: `${open}\n${parts.join(',\n')}\n${close}\n`, starts }
}

describe('jsonRecords: any objects, in any format, cut anywhere', () => {
  it('reads NDJSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(adLike, { maxLength: 8 }).chain((records) => {
          const text = records.map((record) => JSON.stringify(record)).join('\n')
          return fc.tuple(fc.constant(records), fc.constant(text), cutsFor(Buffer.byteLength(text)))
        }),
        async ([records, text, cuts]) => {
          const read = await readAll(cutAt(text, cuts))
          expect(read).toEqual(records.map((value, i) => ({ line: i + 1, value })))
        },
      ),
    )
  })

  it('reads a pretty-printed array', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(adLike, { maxLength: 8 }).chain((records) => {
          const pretty = prettyInside(records, '[', ']', '  ')
          return fc.tuple(fc.constant(records), fc.constant(pretty), cutsFor(Buffer.byteLength(pretty.text)))
        }),
        async ([records, { text, starts }, cuts]) => {
          const read = await readAll(cutAt(text, cuts))
          expect(read).toEqual(records.map((value, i) => ({ line: starts[i], value })))
        },
      ),
    )
  })

  it('reads Meta pages, one a line and pretty-printed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(adLike, { maxLength: 8 }).chain((records) => {
          const oneLine = JSON.stringify({ data: records, paging: { next: 'https://x/?after=]' } })
          const pretty = prettyInside(records, '{\n  "data": [', '  ],\n  "paging": {"next": "x"}\n}', '    ')
          const text = `${oneLine}\n${pretty.text}`
          return fc.tuple(
            fc.constant(records),
            fc.constant({ text, starts: pretty.starts }),
            cutsFor(Buffer.byteLength(text)),
          )
        }),
        async ([records, { text, starts }, cuts]) => {
          const read = await readAll(cutAt(text, cuts))
          expect(read).toEqual([
            ...records.map((value) => ({ line: 1, value })),
            ...records.map((value, i) => ({ line: (starts[i] ?? 0) + 1, value })),
          ])
        },
      ),
    )
  })

  it('reads TikTok pages', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(adLike, { maxLength: 8 }).chain((records) => {
          const text = JSON.stringify(
            { data: { search_id: '1', ads: records, has_more: false }, error: {} },
            null,
            1,
          )
          return fc.tuple(fc.constant(records), fc.constant(text), cutsFor(Buffer.byteLength(text)))
        }),
        async ([records, text, cuts]) => {
          expect(values(await readAll(cutAt(text, cuts)))).toEqual(records)
        },
      ),
    )
  })

  it('never fails, never hangs, and gives the same records however garbage is cut', async () => {
    const piece = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      '"',
      '\\',
      ',',
      ':',
      '\n',
      ' ',
      '1',
      'x',
      'tru',
      '"data"',
      '"ads"',
      'é',
      '🌞',
      '{"a":1}',
      '{"data":[',
      '\n{',
      '\r\n',
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 40 }).chain((pieces) => {
          const text = pieces.join('')
          return fc.tuple(fc.constant(text), cutsFor(Buffer.byteLength(text)))
        }),
        async ([text, cuts]) => {
          const whole = await readAll(text)
          expect(await readAll(cutAt(text, cuts))).toEqual(whole)
          const lineCount = text.split('\n').length
          for (const record of whole) {
            expect(record.line).toBeGreaterThanOrEqual(1)
            expect(record.line).toBeLessThanOrEqual(lineCount)
          }
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('jsonRecords: errors are reported, not thrown', () => {
  it('keeps going through a file of mixed good and bad lines', async () => {
    const text = ['{"id":"1"}', '{', '{"id":"2"}', '][', '{"id":"3"}', '"unterminated', '{"id":"4"}'].join(
      '\n',
    )
    expect(await readAll(text)).toEqual([
      { line: 1, value: { id: '1' } },
      { line: 2, error: 'the record is cut short: line 3 starts a new JSON value before it ends' },
      { line: 3, value: { id: '2' } },
      { line: 4, error: expect.stringMatching(/^Unexpected token ']'/) },
      { line: 5, value: { id: '3' } },
      { line: 6, error: expect.stringContaining('Bad control character in string literal') },
      { line: 7, value: { id: '4' } },
    ])
  })
})
