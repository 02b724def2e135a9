import { INDEX_FORMAT, SearchIndex } from './search-index'
import { SnapshotReader, SnapshotWriter } from './snapshot-codec'

/**
 * The same index with its arrays laid out afresh in one buffer: a snapshot made and read in memory.
 * Compaction ends with it, letting go of the buffer the index was loaded from and of what writes grew.
 */
export function repacked(index: SearchIndex): SearchIndex {
  const out = new SnapshotWriter(INDEX_FORMAT)
  index.save(out)
  const bytes = new Uint8Array(out.byteLength)
  let at = 0
  for (const chunk of out.chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  const input = new SnapshotReader(bytes, INDEX_FORMAT)
  const loaded = SearchIndex.load(input)
  input.end()
  return loaded
}
