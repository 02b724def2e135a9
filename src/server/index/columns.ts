import { type Bitset, wordsFor } from './bitset'
import { type Renumbering, slotRoom } from './renumbering'
import type { SnapshotWriter } from './snapshot-codec'

type Column = Float64Array | Uint32Array | Uint16Array
type ColumnType<C extends Column> = {
  new (buffer: ArrayBuffer, offset: number, length: number): C
  new (length: number): C
  BYTES_PER_ELEMENT: number
}

/** A column with room for `size` entries, grown by half again when it must grow. */
export function withRoom<C extends Column>(column: C, size: number): C {
  if (size <= column.length) return column
  const grown = new (column.constructor as ColumnType<C>)(Math.max(size, Math.ceil(column.length * 1.5)))
  grown.set(column)
  return grown
}

/** A column (one entry a slot) as `renumbering` keeps it, with room to grow. */
export function writeColumn(out: SnapshotWriter, column: Column, renumbering: Renumbering): void {
  out.fill(column.constructor as ColumnType<Column>, slotRoom(renumbering.size), (into) => {
    renumbering.gatherInto(column, into)
    return undefined
  })
}

/** A bitset of slots as `renumbering` keeps it, with room to grow. */
export function writeBits(out: SnapshotWriter, bits: Bitset, renumbering: Renumbering): void {
  out.fill(Uint32Array, wordsFor(slotRoom(renumbering.size)), (into) => {
    renumbering.bitsInto(bits.words, into)
    return undefined
  })
}
