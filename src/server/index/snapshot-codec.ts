/**
 * The index's snapshot as bytes: a header, then sections that are typed arrays (written as they lie
 * in memory, read back as views without copying) or JSON. Pure: the caller hashes, writes and reads
 * the bytes. Sections start on 8-byte boundaries so that every typed array can be viewed in place.
 */
const MAGIC = 0x58444941 // "AIDX", little-endian

type Numbers = Uint32Array | Uint16Array | Uint8Array | Float64Array

const KINDS = { json: 1, u32: 2, u16: 3, u8: 4, f64: 5 } as const

type NumbersType<T extends Numbers> = {
  new (buffer: ArrayBuffer, offset: number, length: number): T
  BYTES_PER_ELEMENT: number
}

/** Writes a section's contents in place; may yield now and then, so that a long one can be spread out. */
type Fill<T> = (into: T) => Iterable<unknown> | undefined

interface Section {
  kind: number
  byteLength: number
  write(bytes: Uint8Array, at: number): Iterable<unknown> | undefined
}

/**
 * Collects the sections of a snapshot, then writes them into one buffer of the exact size: a section
 * is either bytes at hand or a fill that writes its contents straight into place (a compacted list, a
 * renumbered bitset), so packing an index allocates the buffer and little else.
 */
export class SnapshotWriter {
  private readonly sections: Section[] = []
  private size = 8

  constructor(private readonly formatVersion: number) {}

  json(value: unknown): void {
    const bytes = new TextEncoder().encode(JSON.stringify(value))
    this.add(KINDS.json, bytes.byteLength, (into, at) => {
      into.set(bytes, at)
      return undefined
    })
  }

  /** An array as it is, copied when the snapshot is written. */
  numbers(values: Numbers): void {
    this.fill(values.constructor as NumbersType<Numbers>, values.length, (into) => {
      into.set(values)
      return undefined
    })
  }

  /** `length` entries of `type`, zero until `write` sets them. */
  fill<T extends Numbers>(type: NumbersType<T>, length: number, write: Fill<T>): void {
    const kind =
      type === (Uint32Array as unknown)
        ? KINDS.u32
        : type === (Uint16Array as unknown)
          ? KINDS.u16
          : type === (Uint8Array as unknown)
            ? KINDS.u8
            : KINDS.f64
    this.add(kind, length * type.BYTES_PER_ELEMENT, (bytes, at) =>
      write(new type(bytes.buffer as ArrayBuffer, bytes.byteOffset + at, length)),
    )
  }

  get byteLength(): number {
    return this.size
  }

  /** The snapshot in one new buffer. */
  packed(): Uint8Array {
    const bytes = new Uint8Array(this.size)
    for (const _ of this.writeInto(bytes));
    return bytes
  }

  /** Writes the snapshot into `bytes` (zeros, `byteLength` long, 8-byte aligned), yielding between pieces of work. */
  *writeInto(bytes: Uint8Array): Generator<void> {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    view.setUint32(0, MAGIC, true)
    view.setUint32(4, this.formatVersion, true)
    let at = 8
    for (const section of this.sections) {
      view.setUint32(at, section.kind, true)
      view.setUint32(at + 4, section.byteLength, true)
      const steps = section.write(bytes, at + 8)
      if (steps) for (const _ of steps) yield
      at += 8 + padded(section.byteLength)
      yield
    }
  }

  private add(kind: number, byteLength: number, write: Section['write']): void {
    this.sections.push({ kind, byteLength, write })
    this.size += 8 + padded(byteLength)
  }
}

const padded = (n: number) => Math.ceil(n / 8) * 8

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
