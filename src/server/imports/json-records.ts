/**
 * Reads JSON records from a stream of bytes with bounded memory: apart from the record being read,
 * nothing is held but the current chunk. One code path reads
 *
 * - NDJSON (one value a line, blank lines and \r\n allowed) and concatenated or pretty-printed values;
 * - a top-level array, whose elements are the records;
 * - pages as the Meta Graph API gives them, `{"data": [...], "paging": {...}}`, and as TikTok gives
 *   them, `{"data": {"ads": [...], "has_more": true}}`: the elements of that array are the records
 *   and the page's other keys are checked but not kept. (Should an object have two `data` keys,
 *   which one counts is not defined.);
 * - any other top-level value, which is one record (primitives too: the caller rejects them).
 *
 * Arrays are streamed element by element, so a page or array of any size is fine; each record is
 * at most `maxRecordBytes`. A record's line is the line (from 1) of its first byte.
 *
 * While reading, the structure (brackets, commas, colons, strings) is checked byte by byte; what is
 * inside numbers, literals and escapes is left to JSON.parse, which reads each record once complete.
 * For speed, a top-level value that fills its line and is no longer than one record may be (an
 * NDJSON line, or a page on one line) is given to JSON.parse whole first; only when that fails is
 * it scanned. The records are the same either way.
 *
 * When something is wrong the reader reports it once, with a line, and recovers:
 *
 * - A record with sound structure that JSON.parse refuses (`tru`, `01`, `"\x"`) is reported, and
 *   reading carries on after it.
 * - A line that starts (in its first column) with `{` or `[` where the value being read cannot go on
 *   is taken as the start of a new top-level value: whatever was being read is reported as cut
 *   short. This is how a cut NDJSON line, or a page cut off mid-element, gives way to the next line.
 * - An element of a streamed array that breaks the structure is reported, and read to its end by
 *   matching brackets alone: a closing bracket that fits nothing the element opened ends it and is
 *   left to the array. The array then carries on with the next element.
 * - Anything else that breaks the structure (a broken top-level record, a line of text such as
 *   `hello`, a stray `}`, a missing comma between elements, broken keys of a page, a line break
 *   inside a string) is reported, and
 *   the reader skips to the next line that starts with `{` or `[` in its first column, where a new
 *   top-level value begins. The report says which lines were skipped.
 * - Input that ends inside a record (or an array or page) is reported as cut short.
 * - A record longer than the limit is no longer kept but still scanned to its end, then reported.
 *
 * Each report moves the reader forward, so it never loops, and no input makes it throw.
 */

import { mayHoldNul, NUL, withoutNul } from '../records/nul-characters'
import type { WarningKind } from './import-report'
import { parseKeepingDigits } from './long-integers'

export interface JsonRecordLimits {
  /** The most bytes one record may take (default 1 MiB = 1_048_576). */
  maxRecordBytes?: number
}

export type JsonRecord =
  | { line: number; value: unknown; quirks?: WarningKind[] } // line (from 1) where the record starts
  | { line: number; error: string } // a record that could not be read: too large, not valid JSON, or the input ends inside it

/** The most one record may take: an NDJSON line, an array's element, a CSV row (docs/importing.md). */
export const MAX_RECORD_BYTES = 1_048_576

/** Reads the records of JSON text that arrives in chunks (of bytes, or of text). */
export async function* jsonRecords(
  input: AsyncIterable<Uint8Array | string>,
  limits: JsonRecordLimits = {},
): AsyncGenerator<JsonRecord> {
  const reader = new RecordReader(limits.maxRecordBytes ?? MAX_RECORD_BYTES)
  for await (const chunk of withoutByteOrderMark(input)) {
    reader.feed(chunk)
    for (let record = reader.next(); record !== undefined; record = reader.next()) yield record
  }
  yield* reader.finish()
}

const BYTE_ORDER_MARK = Buffer.from([0xef, 0xbb, 0xbf])

/** The input as Buffers, without a leading byte-order mark (which may be split across chunks). */
async function* withoutByteOrderMark(input: AsyncIterable<Uint8Array | string>): AsyncGenerator<Buffer> {
  let head: Buffer | null = Buffer.alloc(0)
  for await (const piece of input) {
    let chunk = asBuffer(piece)
    if (head !== null) {
      chunk = head.length === 0 ? chunk : Buffer.concat([head, chunk])
      if (chunk.length < BYTE_ORDER_MARK.length && BYTE_ORDER_MARK.subarray(0, chunk.length).equals(chunk)) {
        head = chunk
        continue
      }
      head = null
      if (chunk.subarray(0, BYTE_ORDER_MARK.length).equals(BYTE_ORDER_MARK)) chunk = chunk.subarray(3)
    }
    if (chunk.length > 0) yield chunk
  }
  // A byte or two of a mark, then nothing: not a mark, so the reader sees (and reports) them.
  if (head !== null && head.length > 0) yield head
}

function asBuffer(piece: Uint8Array | string): Buffer {
  if (typeof piece === 'string') return Buffer.from(piece)
  if (Buffer.isBuffer(piece)) return piece
  return Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength)
}

const TAB = 0x09
const NEWLINE = 0x0a
const RETURN = 0x0d
const SPACE = 0x20
const QUOTE = 0x22
const COMMA = 0x2c
const COLON = 0x3a
const OPEN_BRACKET = 0x5b
const BACKSLASH = 0x5c
const CLOSE_BRACKET = 0x5d
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d

/** Bytes that end a number or literal (and any other run of bare text). */
const ENDS_BARE_TEXT = new Uint8Array(256)
for (const byte of [TAB, NEWLINE, RETURN, SPACE, QUOTE, COMMA, COLON]) ENDS_BARE_TEXT[byte] = 1
for (const byte of [OPEN_BRACKET, CLOSE_BRACKET, OPEN_BRACE, CLOSE_BRACE]) ENDS_BARE_TEXT[byte] = 1

// Open containers, innermost last.
const OBJECT = 1
const ARRAY = 2

// What may come next, outside strings.
const VALUE = 0 // at top level, after ':', after ',' in an array
const VALUE_OR_END = 1 // after '['
const KEY = 2 // after ',' in an object
const KEY_OR_END = 3 // after '{'
const COLON_NEXT = 4 // after a key
const COMMA_OR_END = 5 // after a value in a container

// How the reader is reading.
const STRICT = 0 // checking the structure
const LENIENT = 1 // an element that broke the structure: only brackets and strings are followed
const SKIPPING = 2 // after an error, looking for a line that starts a top-level value

// Keys that make a top-level object a page.
const OTHER_KEY = 0
const DATA_KEY = 1
const ADS_KEY = 2
/** Keys longer than this (as written, escapes and all) are not looked at. */
const KEPT_KEY_BYTES = 24
/** What stands for a longer key split across chunks. */
const LONG_KEY = '-'.repeat(KEPT_KEY_BYTES + 1)

const TRUNCATED = 'the input ends in the middle of this record (is the file cut short?)'

type Container = 'array' | 'page'

class RecordReader {
  private chunk: Buffer = Buffer.alloc(0)
  private position = 0
  private readonly queue: JsonRecord[] = []
  private mode = STRICT

  // Lines are counted lazily, when a line number is needed or the chunk is left.
  private line = 1
  /** Where the current line starts in the chunk (0 or less when it began in an earlier chunk). */
  private lineStart = 0
  /** The first line break not yet counted, or the chunk's length when there is none. */
  private nextNewline = 0

  private readonly frames: number[] = []
  private expect = VALUE
  /** How many frames enclose the values that are records: 0 at top level, else up to the streamed array. */
  private recordsDepth = 0
  private containerLine = 0
  private container: Container = 'array'

  // A string or run of bare text that goes on into the next chunk.
  private insideString = false
  private stringIsKey = false
  /** The string's next byte is escaped (the chunk ended in an odd run of backslashes). */
  private escapeNext = false
  private insideBareText = false

  // The record being read, and its bytes from earlier chunks.
  private recording = false
  private recordLine = 0
  private recordStart = 0
  private held: Buffer = Buffer.alloc(0)
  private heldLength = 0
  private tooLarge = false
  private readonly tooLargeMessage: string

  // Whether the top-level object being read turns out to be a page.
  private trackingKey = false
  private keyStart = 0
  private keyHead = ''
  private lastKey = OTHER_KEY
  private dataObjectOpen = false

  // An error held back while skipping, so that it can say which lines were skipped.
  private skippedError: { line: number; error: string } | null = null
  private skipLine = 0

  constructor(private readonly maxRecordBytes: number) {
    this.tooLargeMessage = recordTooLarge(maxRecordBytes)
  }

  feed(chunk: Buffer): void {
    this.leaveChunk()
    this.chunk = chunk
    this.position = 0
    const newline = chunk.indexOf(NEWLINE)
    this.nextNewline = newline < 0 ? chunk.length : newline
  }

  /** The next record of the current chunk, or undefined when the chunk is used up. */
  next(): JsonRecord | undefined {
    while (this.queue.length === 0 && this.position < this.chunk.length) {
      if (this.mode === STRICT) this.scanStrict()
      else if (this.mode === LENIENT) this.scanLenient()
      else this.skipLines()
    }
    return this.queue.shift()
  }

  /** What is left to report once the input has ended. */
  finish(): JsonRecord[] {
    this.leaveChunk()
    this.chunk = Buffer.alloc(0)
    this.position = 0
    this.nextNewline = 0
    if (this.mode === STRICT && this.insideBareText) {
      this.insideBareText = false
      this.endValue(0, true)
    }
    if (this.mode === SKIPPING) this.stopSkipping(-1)
    else if (this.recording) this.queue.push({ line: this.recordLine, error: TRUNCATED })
    else if (this.frames.length > 0) {
      this.queue.push({
        line: this.containerLine,
        error: `the input ends in the middle of the ${this.containerName()} that starts on this line (is the file cut short?)`,
      })
    }
    return this.queue.splice(0)
  }

  /** Keeps what the current chunk holds of the record (and key) being read. */
  private leaveChunk(): void {
    const length = this.chunk.length
    if (this.recording) this.hold(this.recordStart, length)
    this.recordStart = 0
    if (this.trackingKey && this.insideString) {
      const kept = this.keyHead.length + length - this.keyStart <= KEPT_KEY_BYTES
      this.keyHead = kept ? this.keyHead + this.chunk.toString('latin1', this.keyStart, length) : LONG_KEY
      this.keyStart = 0
    }
    this.countLines(length)
    this.lineStart -= length
  }

  private countLines(to: number): void {
    while (this.nextNewline < to) {
      this.line++
      this.lineStart = this.nextNewline + 1
      const newline = this.chunk.indexOf(NEWLINE, this.lineStart)
      this.nextNewline = newline < 0 ? this.chunk.length : newline
    }
  }

  private lineAt(index: number): number {
    this.countLines(index)
    return this.line
  }

  /** Whether the byte at index is `{` or `[` in the first column of its line. */
  private startsValueLine(index: number): boolean {
    const byte = this.chunk[index]
    if (byte !== OPEN_BRACE && byte !== OPEN_BRACKET) return false
    this.countLines(index)
    return index === this.lineStart
  }

  // Checking the structure. Each step returns where to go on, or -1 when it has stopped (at the
  // end of the chunk, or handing over to another mode) after setting this.position.

  private scanStrict(): void {
    const bytes = this.chunk
    const length = bytes.length
    let i = this.position
    if (this.insideString) i = this.readString(i)
    else if (this.insideBareText) i = this.readBareText(i)
    while (i >= 0 && i < length && this.queue.length === 0) {
      const byte = bytes[i]!
      if ((byte === OPEN_BRACE || byte === OPEN_BRACKET) && this.frames.length === 0) {
        const end = this.readWholeLine(i)
        if (end >= 0) {
          i = end
          continue
        }
      }
      switch (byte) {
        case SPACE:
        case NEWLINE:
        case RETURN:
        case TAB:
          i++
          break
        case QUOTE:
          i = this.openString(i)
          break
        case OPEN_BRACE:
        case OPEN_BRACKET:
          i = this.open(i, byte)
          break
        case CLOSE_BRACE:
        case CLOSE_BRACKET:
          i = this.close(i, byte)
          break
        case COMMA:
          if (this.expect !== COMMA_OR_END) i = this.breakAt(i)
          else {
            this.expect = this.frames[this.frames.length - 1] === OBJECT ? KEY : VALUE
            i++
          }
          break
        case COLON:
          if (this.expect !== COLON_NEXT) i = this.breakAt(i)
          else {
            this.expect = VALUE
            i++
          }
          break
        default:
          i = this.openBareText(i)
      }
    }
    if (i >= 0) this.position = i
  }

  /**
   * A top-level object or array that fills the rest of its line (as in NDJSON) is read with one
   * JSON.parse, several times quicker than following its structure byte by byte; the records are
   * the same either way. Anything else (a value over several lines, a line that is not valid
   * JSON, or longer than one record may be) is left to the scan. Returns where the line ends.
   */
  private readWholeLine(i: number): number {
    const bytes = this.chunk
    this.countLines(i)
    const newline = this.nextNewline
    if (newline >= bytes.length) return -1
    let last = newline - 1
    while (last > i && (bytes[last] === RETURN || bytes[last] === SPACE || bytes[last] === TAB)) last--
    if (last + 1 - i > this.maxRecordBytes) return -1
    if (bytes[last] !== (bytes[i] === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET)) return -1
    const text = bytes.toString('utf8', i, last + 1)
    let value: unknown
    try {
      value = parseKeepingDigits(text)
    } catch {
      return -1
    }
    const line = this.line
    const elements = streamedElements(value)
    const nul = mayHoldNul(text)
    if (elements === null) this.queue.push(recordOf(line, value, nul))
    else for (const element of elements) this.queue.push(recordOf(line, element, nul))
    return newline
  }

  private openString(i: number): number {
    const expect = this.expect
    this.stringIsKey = expect === KEY || expect === KEY_OR_END
    if (this.stringIsKey) this.startKey(i + 1)
    else if (expect === VALUE || expect === VALUE_OR_END) this.startValue(i)
    else return this.breakAt(i)
    return this.readString(i + 1)
  }

  private readString(from: number): number {
    const bytes = this.chunk
    const length = bytes.length
    // The byte after a backslash cannot end the string (but it can be a line break).
    const start = this.escapeNext ? from + 1 : from
    this.escapeNext = false
    const quote = closingQuote(bytes, start)
    const end = quote < 0 ? length : quote
    if (this.nextNewline < end) {
      this.countLines(from)
      if (this.nextNewline < end) {
        // JSON strings cannot hold a raw line break: most likely the line was cut short.
        this.insideString = true
        return this.breakAt(this.nextNewline)
      }
    }
    if (quote < 0) {
      this.insideString = true
      this.escapeNext = backslashesBefore(bytes, length, start) % 2 === 1
      this.position = length
      return -1
    }
    this.insideString = false
    if (!this.stringIsKey) return this.endValue(quote + 1, false)
    this.endKey(quote)
    this.expect = COLON_NEXT
    return quote + 1
  }

  private openBareText(i: number): number {
    if (this.expect !== VALUE && this.expect !== VALUE_OR_END) return this.breakAt(i)
    this.startValue(i)
    return this.readBareText(i + 1)
  }

  private readBareText(from: number): number {
    const bytes = this.chunk
    const length = bytes.length
    let i = from
    while (i < length && ENDS_BARE_TEXT[bytes[i]!] === 0) i++
    this.insideBareText = i === length
    if (this.insideBareText) {
      this.position = length
      return -1
    }
    return this.endValue(i, true)
  }

  private open(i: number, byte: number): number {
    if (this.expect !== VALUE && this.expect !== VALUE_OR_END) return this.breakAt(i)
    const depth = this.frames.length
    const key = this.lastKey
    this.lastKey = OTHER_KEY
    const kind = byte === OPEN_BRACE ? OBJECT : ARRAY
    if (depth === this.recordsDepth && !this.recording) {
      if (depth === 0 && kind === ARRAY) return this.openStreamedArray(i, 'array', this.lineAt(i))
      this.startRecord(i)
    } else if (this.recording && this.recordsDepth === 0) {
      // Inside a top-level object: `"data": [` or `"data": {"ads": [` make it a page.
      if (key === DATA_KEY && kind === ARRAY) return this.openStreamedArray(i, 'page', this.recordLine)
      if (key === ADS_KEY && kind === ARRAY) return this.openStreamedArray(i, 'page', this.recordLine)
      if (key === DATA_KEY) this.dataObjectOpen = true
    }
    this.frames.push(kind)
    this.expect = kind === OBJECT ? KEY_OR_END : VALUE_OR_END
    return i + 1
  }

  /** An array whose elements are records: the top-level value, or the array of a page. */
  private openStreamedArray(i: number, container: Container, line: number): number {
    this.container = container
    this.containerLine = line
    this.dropRecord()
    this.dataObjectOpen = false
    this.frames.push(ARRAY)
    this.recordsDepth = this.frames.length
    this.expect = VALUE_OR_END
    return i + 1
  }

  private close(i: number, byte: number): number {
    const depth = this.frames.length
    const innermost = this.frames[depth - 1]
    const fits =
      byte === CLOSE_BRACE
        ? innermost === OBJECT && (this.expect === KEY_OR_END || this.expect === COMMA_OR_END)
        : innermost === ARRAY && (this.expect === VALUE_OR_END || this.expect === COMMA_OR_END)
    if (!fits) return this.breakAt(i)
    this.frames.pop()
    if (depth === this.recordsDepth) this.recordsDepth = 0
    if (depth === 2) this.dataObjectOpen = false
    return this.endValue(i + 1, false)
  }

  private startValue(i: number): void {
    this.lastKey = OTHER_KEY
    if (this.frames.length === this.recordsDepth && !this.recording) this.startRecord(i)
  }

  private endValue(end: number, bareText: boolean): number {
    const depth = this.frames.length
    this.expect = depth === 0 ? VALUE : COMMA_OR_END
    if (depth !== this.recordsDepth || !this.recording) return end
    this.recording = false
    const line = this.recordLine
    const text = this.recordText(end)
    if (text === null) {
      this.queue.push({ line, error: this.tooLargeMessage })
      return end
    }
    try {
      this.queue.push(recordOf(line, parseKeepingDigits(text), mayHoldNul(text)))
    } catch (error) {
      const mended = withoutRawNuls(line, text)
      if (mended) {
        this.queue.push(mended)
        return end
      }
      const record = { line, error: (error as Error).message }
      // Bare text at top level that is not JSON (`hello world`) is not worth reading word by word.
      if (bareText && depth === 0) return this.skipFrom(end, record)
      this.queue.push(record)
    }
    return end
  }

  private startKey(from: number): void {
    const depth = this.frames.length
    this.trackingKey =
      this.recording && this.recordsDepth === 0 && (depth === 1 || (depth === 2 && this.dataObjectOpen))
    if (!this.trackingKey) return
    this.keyStart = from
    this.keyHead = ''
  }

  private endKey(quote: number): void {
    if (!this.trackingKey) return
    this.trackingKey = false
    const length = this.keyHead.length + quote - this.keyStart
    // "data" and "ads" take 4 and 3 bytes, or 8 and more when written with escapes ("d\u0061ta").
    if (length !== 4 && length !== 3 && (length < 8 || length > KEPT_KEY_BYTES)) return
    let key = this.keyHead + this.chunk.toString('latin1', this.keyStart, quote)
    if (length >= 8) key = decodeKey(key)
    const depth = this.frames.length
    if (depth === 1 && key === 'data') this.lastKey = DATA_KEY
    else if (depth === 2 && key === 'ads') this.lastKey = ADS_KEY
  }

  // The record's bytes.

  private startRecord(i: number): void {
    this.recording = true
    this.recordStart = i
    this.recordLine = this.lineAt(i)
    this.heldLength = 0
    this.tooLarge = false
  }

  private dropRecord(): void {
    this.recording = false
    this.heldLength = 0
    this.tooLarge = false
  }

  private hold(from: number, to: number): void {
    if (this.tooLarge) return
    const size = this.heldLength + to - from
    if (size > this.maxRecordBytes) {
      this.tooLarge = true
      this.heldLength = 0
      return
    }
    if (size > this.held.length) {
      const grown = Buffer.allocUnsafe(
        Math.min(this.maxRecordBytes, Math.max(size, 2 * this.held.length, 4096)),
      )
      this.held.copy(grown, 0, 0, this.heldLength)
      this.held = grown
    }
    this.chunk.copy(this.held, this.heldLength, from, to)
    this.heldLength = size
  }

  /** The record's text up to end (in this chunk), or null when it is too large to read. */
  private recordText(end: number): string | null {
    if (this.tooLarge || this.heldLength + end - this.recordStart > this.maxRecordBytes) return null
    if (this.heldLength === 0) return this.chunk.toString('utf8', this.recordStart, end)
    this.hold(this.recordStart, end)
    return this.held.toString('utf8', 0, this.heldLength)
  }

  // When the structure breaks.

  /** The byte at i cannot be where it is. */
  private breakAt(i: number): number {
    if (this.recording && this.recordsDepth > 0) {
      this.mode = LENIENT
      this.position = i
      return -1
    }
    if (this.startsValueLine(i)) return this.abandon(i)
    if (this.recording) {
      const text = this.recordText(i + 1)
      return this.skipFrom(i, {
        line: this.recordLine,
        error: text === null ? this.tooLargeMessage : parseError(text),
      })
    }
    // Outside any record: a stray byte at top level, or the frame of an array or page.
    const line = this.lineAt(i)
    const stray = this.frames.length === 0
    const error = stray ? parseError(this.chunk.toString('latin1', i, i + 1)) : this.structureError(i)
    return this.skipFrom(i, { line, error })
  }

  private structureError(i: number): string {
    const byte = this.chunk[i]!
    const found = this.insideString
      ? 'a line break inside a string'
      : byte > SPACE && byte < 0x7f
        ? `'${String.fromCharCode(byte)}'`
        : `byte 0x${byte.toString(16)}`
    const closer = this.frames[this.frames.length - 1] === OBJECT ? '}' : ']'
    const wanted = [
      'a value',
      `a value or ${closer}`,
      'a key',
      `a key or ${closer}`,
      "':'",
      `',' or '${closer}'`,
    ][this.expect]
    const where = `the ${this.containerName()} that starts on line ${this.containerLine}`
    return this.insideString ? `${found}, in ${where}` : `${found} where ${wanted} should be, in ${where}`
  }

  private containerName(): string {
    return this.container === 'page' ? 'page object' : 'array'
  }

  /** A new top-level value starts at i, in the middle of something: report that, and read on from i. */
  private abandon(i: number): number {
    const line = this.lineAt(i)
    const cut = `is cut short: line ${line} starts a new JSON value before it ends`
    if (this.recording) this.queue.push({ line: this.recordLine, error: `the record ${cut}` })
    else this.queue.push({ line: this.containerLine, error: `the ${this.containerName()} ${cut}` })
    this.resetStructure()
    this.position = i
    return -1
  }

  private resetStructure(): void {
    this.mode = STRICT
    this.frames.length = 0
    this.expect = VALUE
    this.recordsDepth = 0
    this.insideString = false
    this.escapeNext = false
    this.insideBareText = false
    this.trackingKey = false
    this.lastKey = OTHER_KEY
    this.dataObjectOpen = false
    this.dropRecord()
  }

  private skipFrom(i: number, error: { line: number; error: string }): number {
    this.resetStructure()
    this.mode = SKIPPING
    this.skippedError = error
    this.skipLine = this.lineAt(i)
    this.position = i
    return -1
  }

  private skipLines(): void {
    const bytes = this.chunk
    const length = bytes.length
    let i = this.position
    for (;;) {
      if (i < length && this.startsValueLine(i)) {
        this.stopSkipping(i)
        return
      }
      const newline = bytes.indexOf(NEWLINE, i)
      if (newline < 0) {
        this.position = length
        return
      }
      i = newline + 1
    }
  }

  /** Reports the held-back error; reading resumes at i (or the input has ended, at -1). */
  private stopSkipping(i: number): void {
    const error = this.skippedError!
    this.skippedError = null
    const lastSkipped = i >= 0 ? this.lineAt(i) - 1 : this.lineStart === 0 ? this.line - 1 : this.line
    const first = this.skipLine + 1
    if (lastSkipped >= first) {
      const skipped = lastSkipped === first ? `line ${first} was` : `lines ${first} to ${lastSkipped} were`
      error.error += ` (${skipped} skipped, looking for a line that starts with { or [)`
    }
    this.queue.push(error)
    this.mode = STRICT
    if (i >= 0) this.position = i
  }

  // An element that broke the structure: follow strings and brackets to where it ends.

  private scanLenient(): void {
    const length = this.chunk.length
    for (let i = this.position; i < length; i++) {
      if (this.startsValueLine(i)) {
        this.abandon(i)
        return
      }
      const end = this.followBrokenElement(i)
      if (end >= 0) {
        this.endBrokenElement(end)
        return
      }
    }
    this.position = length
  }

  /** Follows the byte at i; returns where the element ends if it ends here, else -1. */
  private followBrokenElement(i: number): number {
    const byte = this.chunk[i]
    const frames = this.frames
    const base = this.recordsDepth
    if (this.insideString) {
      if (this.escapeNext) this.escapeNext = false
      else if (byte === BACKSLASH) this.escapeNext = true
      else if (byte === QUOTE) {
        this.insideString = false
        if (frames.length === base) return i + 1
      }
    } else if (byte === QUOTE) this.insideString = true
    else if (byte === OPEN_BRACE) frames.push(OBJECT)
    else if (byte === OPEN_BRACKET) frames.push(ARRAY)
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      const opened = frames.lastIndexOf(byte === CLOSE_BRACE ? OBJECT : ARRAY)
      // A bracket that closes nothing the element opened belongs to the array around it.
      if (opened < base) return i
      frames.length = opened
      if (opened === base) return i + 1
    }
    return -1
  }

  private endBrokenElement(end: number): void {
    const text = this.recordText(end)
    this.queue.push({ line: this.recordLine, error: text === null ? this.tooLargeMessage : parseError(text) })
    this.dropRecord()
    this.frames.length = this.recordsDepth
    this.insideString = false
    this.escapeNext = false
    this.expect = COMMA_OR_END
    this.mode = STRICT
    this.position = end
  }
}

/** A record as read, without NUL characters (counted): no ad means one, and PostgreSQL holds none. */
function recordOf(line: number, value: unknown, mayHold: boolean): JsonRecord {
  const clean = mayHold ? withoutNul(value) : value
  return clean === value ? { line, value } : { line, value: clean, quirks: ['nul_removed'] }
}

/**
 * A record JSON.parse refuses only for raw NUL bytes (JSON has none outside `\u0000`), read without
 * them, as an export that wrote one meant no character there; undefined for any other record.
 */
function withoutRawNuls(line: number, text: string): JsonRecord | undefined {
  if (!text.includes(NUL)) return undefined
  try {
    const value = withoutNul(parseKeepingDigits(text.replaceAll(NUL, '')))
    return { line, value, quirks: ['nul_removed'] }
  } catch {
    return undefined
  }
}

/** The records of a whole top-level value, when it is an array or a page; null when it is one record. */
function streamedElements(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value
  if (!isObject(value)) return null
  if (Array.isArray(value.data)) return value.data
  if (isObject(value.data) && Array.isArray(value.data.ads)) return value.data.ads
  return null
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The quote that ends a string whose content starts at start, or -1 when it goes on past the chunk. */
function closingQuote(bytes: Buffer, start: number): number {
  // Most strings are short keys and values: a few bytes are quicker to look at than to search.
  const stop = Math.min(bytes.length, start + 16)
  for (let i = start; i < stop; i++) {
    const byte = bytes[i]
    if (byte === QUOTE) return i
    if (byte === BACKSLASH) break
  }
  for (let i = start; ; i++) {
    i = bytes.indexOf(QUOTE, i)
    if (i < 0 || backslashesBefore(bytes, i, start) % 2 === 0) return i
  }
}

/** How many backslashes come right before index (back to from, where the string's content starts). */
function backslashesBefore(bytes: Buffer, index: number, from: number): number {
  let i = index
  while (i > from && bytes[i - 1] === BACKSLASH) i--
  return index - i
}

function decodeKey(written: string): string {
  if (!written.includes('\\')) return written
  try {
    return JSON.parse(`"${written}"`)
  } catch {
    return written
  }
}

function parseError(text: string): string {
  try {
    JSON.parse(text)
  } catch (error) {
    return (error as Error).message
  }
  return 'not valid JSON'
}

/** Why a record over the limit is rejected: an NDJSON line, an array's element, a CSV row. */
export const recordTooLarge = (maxRecordBytes: number) =>
  `the record is larger than ${sizeInWords(maxRecordBytes)} (the limit for one record)`

function sizeInWords(bytes: number): string {
  if (bytes >= 1_048_576 && bytes % 1_048_576 === 0) return `${bytes / 1_048_576} MiB`
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`
  return `${bytes} bytes`
}
