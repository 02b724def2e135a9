const QUOTE = 0x22
const COMMA = 0x2c
const CR = 0x0d
const LF = 0x0a
const LF_ONLY = Buffer.from('\n')
const CR_ONLY = Buffer.from('\r')
const CRLF = Buffer.from('\r\n')
const EMPTY_CELL = Buffer.from('""')

/**
 * csv-parse refuses a record over its `max_record_size`, but then stops reading the chunk it was in,
 * and every chunk after it: one long cell lost the rest of the file. So records are measured before
 * it reads them, by its own rules for readCsv's options (a quote opens a quoted cell only at the
 * start of a cell, `""` in one is a quote; the first line break outside quotes decides the record
 * delimiter, CRLF, LF or CR; an empty line is no record), and a record over the limit is handed on
 * as a row of one empty quoted cell and as many record delimiters as the record had lines: csv-parse
 * counts the same lines, so every row after it keeps its line number. `cut` holds the lines (as
 * csv-parse counts them) where the records cut start, which readCsv reports there. At most one
 * record (the limit) is held at a time.
 */
export function withoutLongRecords(input: AsyncIterable<Uint8Array>, maxBytes: number) {
  const cut = new Set<number>()
  async function* bytes(): AsyncGenerator<Buffer> {
    const measure = new RecordMeasure(maxBytes, cut)
    for await (const chunk of input) yield* measure.feed(asBuffer(chunk))
    yield* measure.finish()
  }
  return { bytes: bytes(), cut }
}

class RecordMeasure {
  // Where csv-parse is in the text.
  private quoting = false
  /** A quote inside quotes: the next byte says whether it was `""` or the end of the quotes. */
  private quotePending = false
  /** A CR outside quotes ended the last chunk: the next byte says whether it was a CRLF. */
  private crPending = false
  private delimiter: Buffer | null = null
  /** The record's last byte so far (-1 at its start): a quote after a comma opens a quoted cell. */
  private previous = -1
  private line = 1

  // The record being read: its bytes, the line breaks in them, where it starts, what is held of it.
  private length = 0
  private breaks = 0
  private startLine = 1
  private held: Buffer[] = []

  // The chunk being read: what is handed on, where the bytes not yet handed on (or dropped) begin,
  // and where the record being read begins in it (0 when it began in an earlier chunk).
  private out: Buffer[] = []
  private from = 0
  private start = 0

  constructor(
    private readonly maxBytes: number,
    private readonly cut: Set<number>,
  ) {}

  feed(chunk: Buffer): Buffer[] {
    this.out = []
    this.from = 0
    this.start = 0
    const n = chunk.length
    let i = 0
    while (i < n) {
      if (this.crPending) {
        this.crPending = false
        if (chunk[i] === LF && this.delimiter !== LF_ONLY && this.delimiter !== CR_ONLY) {
          this.delimiter = CRLF
          this.endRecord(chunk, i + 1)
          i++
          continue
        }
        if (this.delimiter === CRLF) this.content(CR)
        else {
          this.delimiter = CR_ONLY
          this.endRecord(chunk, i)
        }
      }
      if (this.quoting) {
        if (this.quotePending) {
          this.quotePending = false
          if (chunk[i] === QUOTE) {
            this.content(QUOTE)
            i++
            continue
          }
          // The quotes have ended; this byte is read as outside them.
          this.quoting = false
        } else {
          // Inside quotes only a quote means anything (line breaks are counted).
          let j = i
          let breaks = 0
          while (j < n) {
            const byte = chunk[j]
            if (byte === QUOTE) break
            if (byte === LF || byte === CR) breaks++
            j++
          }
          this.quotePending = j < n
          const to = this.quotePending ? j + 1 : n
          this.breaks += breaks
          this.length += to - i
          this.previous = chunk[to - 1]!
          i = to
          continue
        }
      }
      // Outside quotes, the bytes up to the next quote or line break are the cell's.
      let j = i
      while (j < n) {
        const byte = chunk[j]
        if (byte === QUOTE || byte === LF || byte === CR) break
        j++
      }
      if (j > i) {
        this.length += j - i
        this.previous = chunk[j - 1]!
      }
      if (j === n) break
      const byte = chunk[j]!
      i = j + 1
      if (byte === QUOTE) {
        // At the start of a cell a quote opens quotes; elsewhere it is text.
        if (this.previous === -1 || this.previous === COMMA) this.quoting = true
        this.content(byte)
      } else if (byte === LF) {
        if (this.delimiter === CR_ONLY || this.delimiter === CRLF) this.content(byte)
        else {
          this.delimiter = LF_ONLY
          this.endRecord(chunk, i)
        }
      } else if (this.delimiter === LF_ONLY) this.content(byte)
      else if (i === n) this.crPending = true
      else if (chunk[i] === LF && this.delimiter !== CR_ONLY) {
        this.delimiter = CRLF
        this.endRecord(chunk, i + 1)
        i++
      } else if (this.delimiter === CRLF) this.content(byte)
      else {
        this.delimiter = CR_ONLY
        this.endRecord(chunk, i)
      }
    }
    this.handOn(chunk, this.start)
    if (this.length > this.maxBytes) this.held = []
    else if (this.start < n) this.held.push(Buffer.from(chunk.subarray(this.start)))
    return this.out
  }

  finish(): Buffer[] {
    this.out = []
    this.from = 0
    this.start = 0
    if (this.crPending) {
      this.crPending = false
      if (this.delimiter === CRLF) this.content(CR)
      else this.endRecord(Buffer.alloc(0), 0)
    }
    if (this.length > this.maxBytes) this.standIn(this.breaks)
    else this.out.push(...this.held.splice(0))
    return this.out
  }

  private content(byte: number): void {
    this.previous = byte
    this.length++
    if (byte === CR || byte === LF) this.breaks++
  }

  /** The record ends (with its delimiter) at `end` in the chunk. */
  private endRecord(chunk: Buffer, end: number): void {
    if (this.length > this.maxBytes) {
      this.handOn(chunk, this.start)
      this.held = []
      this.standIn(this.breaks + 1)
      this.from = end
    } else if (this.held.length > 0) {
      // Begun in an earlier chunk: what was held goes first, then the rest of it, from 0.
      this.out.push(...this.held.splice(0))
    }
    this.line += this.breaks + 1
    this.startLine = this.line
    this.length = 0
    this.breaks = 0
    this.previous = -1
    this.start = end
  }

  /** The row that stands for a record cut: an empty cell, then `lines` record delimiters. */
  private standIn(lines: number): void {
    this.cut.add(this.startLine)
    this.out.push(EMPTY_CELL)
    const delimiter = this.delimiter ?? LF_ONLY
    for (let left = lines; left > 0; left -= STAND_IN_LINES) {
      this.out.push(Buffer.alloc(Math.min(left, STAND_IN_LINES) * delimiter.length, delimiter))
    }
  }

  private handOn(chunk: Buffer, to: number): void {
    if (to > this.from) this.out.push(chunk.subarray(this.from, to))
    this.from = Math.max(this.from, to)
  }
}

/** Record delimiters made at once for a record cut: a long one may have had millions of lines. */
const STAND_IN_LINES = 65_536

function asBuffer(piece: Uint8Array): Buffer {
  return Buffer.isBuffer(piece) ? piece : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength)
}
