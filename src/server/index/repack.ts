import { INDEX_FORMAT, SearchIndex } from './search-index'
import { SnapshotReader, SnapshotWriter } from './snapshot-codec'
import { finish, type Steps } from './steps'

export interface Packed {
  /** The index read back from `bytes`: every array of it a view of that one buffer. */
  index: SearchIndex
  /** The snapshot: what a snapshot file holds after its header. */
  bytes: Uint8Array
  /** Versions compaction dropped. */
  dropped: number
}

/**
 * The index laid out afresh in one buffer, as a snapshot is, and read back from it, dropping the
 * versions retired at or before `compactTo` when given. Compaction and snapshots both end here: the
 * packed index no longer holds the buffer it was loaded from nor the arrays live writes grew. The
 * index must not change until the steps are done; searches may read it meanwhile.
 */
export function* packing(index: SearchIndex, compactTo?: number): Steps<Packed> {
  const out = new SnapshotWriter(INDEX_FORMAT)
  const dropped = yield* index.save(out, compactTo)
  const bytes = new Uint8Array(out.byteLength)
  yield* out.writeInto(bytes)
  const input = new SnapshotReader(bytes, INDEX_FORMAT)
  const packed = yield* SearchIndex.load(input)
  input.end()
  return { index: packed, bytes, dropped }
}

/** `packing` in one go. */
export const packed = (index: SearchIndex, compactTo?: number): Packed => finish(packing(index, compactTo))
