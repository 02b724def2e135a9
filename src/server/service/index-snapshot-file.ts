import { createHash } from 'node:crypto'
import { open, readFile, rename, rm } from 'node:fs/promises'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { INDEX_FORMAT, SearchIndex } from '../index/search-index'
import { SnapshotFormatError, SnapshotReader } from '../index/snapshot-codec'
import { finish } from '../index/steps'

const MAGIC = 'ADSNAP01'

interface Header {
  storeId: string
  covered: number
  bytes: number
  sha256: string
}

/**
 * The index saved to a file with what it covers: the store it was built from and the change position
 * it reached. `bytes` is the packed index (see `packing`). A file that is cut short, altered, of
 * another format or of another store is refused with the reason, and the caller rebuilds.
 */
export async function saveSnapshot(
  file: string,
  snapshot: { bytes: Uint8Array; covered: number },
  storeId: string,
): Promise<number> {
  const { bytes, covered } = snapshot
  const header: Header = { storeId, covered, bytes: bytes.byteLength, sha256: await sha256(bytes) }
  const headerBytes = Buffer.from(JSON.stringify(header))
  const lead = Buffer.alloc(align(MAGIC.length + 4 + headerBytes.length))
  lead.write(MAGIC, 0, 'latin1')
  lead.writeUInt32LE(headerBytes.length, MAGIC.length)
  headerBytes.copy(lead, MAGIC.length + 4)
  // Written beside the old one and renamed over it: a crash leaves the old snapshot or the new, never half of one.
  const partial = `${file}.partial`
  const handle = await open(partial, 'w', 0o600)
  try {
    await handle.writev([lead, bytes])
    await handle.sync()
  } catch (error) {
    await handle.close()
    await rm(partial, { force: true })
    throw error
  }
  await handle.close()
  await rename(partial, file)
  return lead.length + bytes.byteLength
}

/** The hash of a snapshot, a few megabytes per turn of the event loop so that searches go between. */
async function sha256(bytes: Uint8Array): Promise<string> {
  const hash = createHash('sha256')
  for (let at = 0; at < bytes.byteLength; at += HASH_STEP) {
    hash.update(bytes.subarray(at, at + HASH_STEP))
    await nextTurn()
  }
  return hash.digest('hex')
}

const HASH_STEP = 8 * 1024 * 1024

export type LoadedSnapshot = { index: SearchIndex } | { refused: string }

export async function loadSnapshot(file: string, storeId: string, head: number): Promise<LoadedSnapshot> {
  const bytes = await readFile(file).catch((error: NodeJS.ErrnoException) => error)
  if (bytes instanceof Error)
    return { refused: bytes.code === 'ENOENT' ? 'there is none yet' : bytes.message }
  try {
    if (bytes.toString('latin1', 0, MAGIC.length) !== MAGIC) return { refused: 'it is not an index snapshot' }
    const headerLength = bytes.readUInt32LE(MAGIC.length)
    const header = JSON.parse(
      bytes.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + headerLength),
    ) as Header
    const start = align(MAGIC.length + 4 + headerLength)
    if (header.storeId !== storeId) return { refused: 'it was made from another database' }
    if (header.covered > head) return { refused: 'it covers changes the database does not have' }
    if (bytes.length !== start + header.bytes) return { refused: 'it is cut short or has bytes added' }
    const body = aligned(bytes.subarray(start))
    if (createHash('sha256').update(body).digest('hex') !== header.sha256) {
      return { refused: 'its contents do not match their checksum' }
    }
    const reader = new SnapshotReader(body, INDEX_FORMAT)
    const index = finish(SearchIndex.load(reader))
    reader.end()
    return { index }
  } catch (error) {
    if (error instanceof SnapshotFormatError || error instanceof SyntaxError || error instanceof RangeError) {
      return { refused: error.message }
    }
    throw error
  }
}

const align = (n: number) => Math.ceil(n / 8) * 8

/** Typed arrays are viewed in place, which needs 8-byte alignment; a misaligned buffer is copied once. */
function aligned(bytes: Uint8Array): Uint8Array {
  if (bytes.byteOffset % 8 === 0) return bytes
  const copy = new Uint8Array(bytes.byteLength)
  copy.set(bytes)
  return copy
}
