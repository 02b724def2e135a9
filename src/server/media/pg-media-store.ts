import { type Kysely, type Migration, sql } from 'kysely'
import { hashOf, MEDIA_HASH } from './content-hash'
import type { MediaStore } from './media-store'
import { keptTypeOf, SNIFF_BYTES } from './media-type'

interface SavedMediaRow {
  hash: string
  bytes: Uint8Array
  size: number | string
  saved_ms: number
}

/**
 * The table of saved media in PostgreSQL, so that all nodes share what any of them kept. Stored
 * uncompressed (`EXTERNAL`): images and videos are compressed already, and PostgreSQL reads a part
 * of an uncompressed value without the rest, which a video's range requests need.
 */
export const SAVED_MEDIA_TABLE_STEP: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('saved_media')
      .addColumn('hash', 'text', (column) => column.primaryKey())
      .addColumn('bytes', 'bytea', (column) => column.notNull())
      .addColumn('size', 'bigint', (column) => column.notNull())
      .addColumn('saved_ms', 'bigint', (column) => column.notNull())
      .execute()
    await sql`ALTER TABLE saved_media ALTER COLUMN bytes SET STORAGE EXTERNAL`.execute(db)
  },
}

export function postgresMediaStore(untyped: Kysely<unknown>): MediaStore {
  const db = untyped as unknown as Kysely<{ saved_media: SavedMediaRow }>
  /** Bytes `from` (0-based) for `length`, without reading the rest of the value. */
  const part = (from: number, length: number) =>
    sql<Uint8Array>`substring(bytes from ${from + 1}::int for ${length}::int)`

  return {
    async put(bytes) {
      const hash = hashOf(bytes)
      // Asked first, so that media kept already are not sent to the database again.
      const known = await db
        .selectFrom('saved_media')
        .select('hash')
        .where('hash', '=', hash)
        .executeTakeFirst()
      if (known) return hash
      await db
        .insertInto('saved_media')
        .values({ hash, bytes, size: bytes.length, saved_ms: Date.now() })
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .execute()
      return hash
    },

    async find(hash) {
      if (!MEDIA_HASH.test(hash)) return undefined
      const row = await db
        .selectFrom('saved_media')
        .select(['size', part(0, SNIFF_BYTES).as('head')])
        .where('hash', '=', hash)
        .executeTakeFirst()
      return row && { size: Number(row.size), contentType: keptTypeOf(row.head) }
    },

    async read(hash, start, end) {
      const row = await db
        .selectFrom('saved_media')
        .select(part(start, end - start + 1).as('bytes'))
        .where('hash', '=', hash)
        .executeTakeFirst()
      // pg's Buffers are views of plain ArrayBuffers.
      return (row?.bytes ?? new Uint8Array()) as Uint8Array<ArrayBuffer>
    },
  }
}
