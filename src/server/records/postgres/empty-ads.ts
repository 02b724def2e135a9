import { type Kysely, sql } from 'kysely'

/**
 * `seed --replace` on PostgreSQL: every ad gone, with their words, replaced versions and search
 * tables, so the seed that follows is all the store holds. People, keys, boards and what they saved
 * stay (a SQLite store is a file of its own, replaced whole). Taken in the writers' turn (the feed's
 * row), so no write lands half before. The feed's head is kept, so a cursor of the old ads never
 * names a new one; the store gets a new id, so no saved index snapshot of the old ads loads. The
 * search tables are filled again from the new ads by the next node that searches in the database.
 */
export async function emptyAds(db: Kysely<unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT head FROM feed FOR UPDATE`.execute(trx)
    // Listed, not named: the search tables are the search engine's, and it adds some now and then.
    const search = await sql<{ tablename: string }>`
      SELECT tablename FROM pg_tables
      WHERE schemaname = current_schema() AND tablename LIKE 'search\_%'`.execute(trx)
    const tables = ['ads', 'ad_words', 'retired', ...search.rows.map(({ tablename }) => tablename)]
    await sql`TRUNCATE ${sql.join(tables.map((table) => sql.id(table)))}`.execute(trx)
    await sql`
      UPDATE settings SET value = md5(random()::text || clock_timestamp()::text)
      WHERE key = 'store_id'`.execute(trx)
  })
}
