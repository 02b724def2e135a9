/**
 * The index's snapshot as bytes: a header, then sections that are typed arrays (written as they lie
 * in memory, read back as views without copying) or JSON. Pure: the caller hashes, writes and reads
 * the bytes. Sections start on 8-byte boundaries so that every typed array can be viewed in place.
 */
const MAGIC = 0x58444941 // "AIDX", little-endian

type Numbers = Uint32Array | Uint16Array | Uint8Array | Float64Array

const KINDS = { json: 1, u32: 2, u16: 3, u8: 4, f64: 5 } as const

export class SnapshotWriter {
  readonly chunks: Uint8Array[] = []
  private size = 0

  constructor(formatVersion: number) {
    this.raw(new Uint32Array([MAGIC, formatVersion]))
  }

  json(value: unknown): void {
    this.section(KINDS.json, new TextEncoder().encode(JSON.stringify(value)))
  }

  numbers(values: Numbers): void {
    const kind =
      values instanceof Uint32Array
        ? KINDS.u32
        : values instanceof Uint16Array
          ? KINDS.u16
          : values instanceof Uint8Array
            ? KINDS.u8
            : KINDS.f64
    this.section(kind, new Uint8Array(values.buffer, values.byteOffset, values.byteLength))
  }

  get byteLength(): number {
    return this.size
  }

  private section(kind: number, bytes: Uint8Array): void {
    this.raw(new Uint32Array([kind, bytes.byteLength]))
    this.raw(bytes)
    const pad = (8 - (bytes.byteLength % 8)) % 8
    if (pad > 0) this.raw(new Uint8Array(pad))
  }

  private raw(values: Uint8Array | Uint32Array): void {
    const bytes = new Uint8Array(values.buffer, values.byteOffset, values.byteLength)
    this.chunks.push(bytes)
    this.size += bytes.byteLength
  }
}

export class SnapshotFormatError extends Error {}

export class SnapshotReader {
  private at = 8
  private readonly view: DataView

  /** `bytes` must start on an 8-byte boundary of its buffer. */
  constructor(
    private readonly bytes: Uint8Array,
    formatVersion: number,
  ) {
    if (bytes.byteOffset % 8 !== 0) throw new SnapshotFormatError('snapshot bytes are not aligned')
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    if (bytes.byteLength < 8 || this.view.getUint32(0, true) !== MAGIC) {
      throw new SnapshotFormatError('not an index snapshot')
    }
    const version = this.view.getUint32(4, true)
    if (version !== formatVersion) {
      throw new SnapshotFormatError(`snapshot format ${version}, this version reads ${formatVersion}`)
    }
  }

  json<T>(): T {
    const bytes = this.section(KINDS.json)
    return JSON.parse(new TextDecoder().decode(bytes)) as T
  }

  u32(): Uint32Array<ArrayBuffer> {
    const b = this.section(KINDS.u32)
    return new Uint32Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength / 4)
  }

  u16(): Uint16Array<ArrayBuffer> {
    const b = this.section(KINDS.u16)
    return new Uint16Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength / 2)
  }

  u8(): Uint8Array<ArrayBuffer> {
    const b = this.section(KINDS.u8)
    return new Uint8Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength)
  }

  f64(): Float64Array<ArrayBuffer> {
    const b = this.section(KINDS.f64)
    return new Float64Array(b.buffer as ArrayBuffer, b.byteOffset, b.byteLength / 8)
  }

  /** Every section was read: nothing is missing and nothing is left over. */
  end(): void {
    if (this.at !== this.bytes.byteLength) throw new SnapshotFormatError('snapshot has trailing bytes')
  }

  private section(kind: number): Uint8Array {
    if (this.at + 8 > this.bytes.byteLength) throw new SnapshotFormatError('snapshot is truncated')
    const found = this.view.getUint32(this.at, true)
    const length = this.view.getUint32(this.at + 4, true)
    if (found !== kind) throw new SnapshotFormatError(`snapshot section ${found} where ${kind} belongs`)
    const start = this.at + 8
    if (start + length > this.bytes.byteLength) throw new SnapshotFormatError('snapshot is truncated')
    this.at = start + length + ((8 - (length % 8)) % 8)
    return this.bytes.subarray(start, start + length)
  }
}
