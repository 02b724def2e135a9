/** The start of an input, read ahead to tell JSON from CSV, and the whole input to read after it. */
export interface InputHead {
  container: 'json' | 'csv' | 'empty'
  /** Whether the input began with a UTF-8 byte-order mark (left out of `bytes`). */
  byteOrderMark: boolean
  /** Every byte of the input, from the start, without the byte-order mark. */
  bytes: AsyncIterable<Uint8Array>
  /** How many bytes have been read from the input so far (for progress). */
  bytesRead: () => number
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf])

/**
 * Reads the first bytes of an input: JSON when its first character (after any byte-order mark and
 * blank space) is `{` or `[`, CSV otherwise.
 */
export async function readHead(input: AsyncIterable<Uint8Array | string>): Promise<InputHead> {
  const iterator = input[Symbol.asyncIterator]()
  let read = 0
  const next = async (): Promise<Buffer | null> => {
    const step = await iterator.next()
    if (step.done) return null
    const value = step.value
    // A view of the same bytes, not a copy: files arrive as Buffers already.
    const chunk =
      typeof value === 'string'
        ? Buffer.from(value)
        : Buffer.isBuffer(value)
          ? value
          : Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    read += chunk.length
    return chunk
  }
  let head: Buffer = Buffer.alloc(0)
  // Until the first character that means something (and enough bytes to see a byte-order mark).
  while (firstMeaningful(head) === -1 || head.length < BOM.length) {
    const chunk = await next()
    if (chunk === null) break
    head = head.length === 0 ? chunk : Buffer.concat([head, chunk])
  }
  const byteOrderMark = head.subarray(0, 3).equals(BOM)
  if (byteOrderMark) head = head.subarray(3)
  const first = firstMeaningful(head)
  const container = first === -1 ? 'empty' : first === 0x7b || first === 0x5b ? 'json' : 'csv'
  async function* bytes(): AsyncGenerator<Uint8Array> {
    if (head.length > 0) yield head
    for (let chunk = await next(); chunk !== null; chunk = await next()) yield chunk
  }
  return { container, byteOrderMark, bytes: bytes(), bytesRead: () => read }
}

/** The first byte that is not blank space or a byte-order mark, or -1. */
function firstMeaningful(bytes: Buffer): number {
  for (let i = bytes.subarray(0, 3).equals(BOM) ? 3 : 0; i < bytes.length; i++) {
    const byte = bytes[i]!
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return byte
  }
  return -1
}
