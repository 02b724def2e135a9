import { type Kysely, PostgresAdapter } from 'kysely'
import { fileMediaStore } from './file-media-store'
import { postgresMediaStore } from './pg-media-store'

/**
 * The media of saved ads, kept by content: the SHA-256 of the bytes names them (content-hash.ts), so
 * an image saved on ten boards is kept once, and a name only ever means the same bytes.
 */
export interface MediaStore {
  /** Keeps the bytes (once, however often they are put) and answers their hash. */
  put(bytes: Uint8Array): Promise<string>
  /** What is kept under a hash, or undefined. */
  find(hash: string): Promise<KeptMedia | undefined>
  /** Bytes `start` to `end` (inclusive) of what `find` found under a hash. */
  read(hash: string, start: number, end: number): Promise<MediaBytes>
}

/** Bytes in memory, or a stream of them (Node's web streams are read with `for await` too). */
export type MediaBytes =
  | Uint8Array<ArrayBuffer>
  | (ReadableStream<Uint8Array<ArrayBuffer>> & AsyncIterable<Uint8Array<ArrayBuffer>>)

export interface KeptMedia {
  size: number
  /** As its first bytes show it: only images and videos are kept (media-type.ts). */
  contentType: string
}

/**
 * The media store that goes with a store of record: with PostgreSQL a table in it, which every node
 * reads; with SQLite files under `dir` (the data directory's `media`), which keeps the database
 * file small and its backups quick.
 */
export function mediaStoreOver(db: Kysely<unknown>, dir: string): MediaStore {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgresMediaStore(db) : fileMediaStore(dir)
}
