import { sql } from 'kysely'
import pg from 'pg'
import type { AdRecords } from '../server/records/ad-records'
import { isPostgresRecords } from '../server/records/postgres/pg-records'
import { TEST_DATABASE_URL } from './test-postgres'
import { closedPort } from './test-upstream'

/**
 * Takes the store away from under a running app, as an outage does. PostgreSQL: the server ends the
 * pool's connections (`pg_terminate_backend`, as a restart does) and new ones are refused (the pool
 * now dials a port nothing listens on). SQLite: its file is closed, so that every statement fails.
 */
export async function cutStore(records: AdRecords): Promise<void> {
  if (!isPostgresRecords(records)) {
    await records.close()
    return
  }
  const pool = records.pool as pg.Pool & {
    options: { connectionString?: string }
    _clients: { processID: number }[]
  }
  const nowhere = new URL(TEST_DATABASE_URL)
  nowhere.port = new URL(await closedPort()).port
  pool.options.connectionString = nowhere.toString()
  const pids = pool._clients.map((client) => client.processID)
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await admin.connect()
  try {
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids])
  } finally {
    await admin.end()
  }
}

/**
 * Makes the store refuse writes from now on, as a full disk does, while it still reads. PostgreSQL:
 * a trigger on each of the store's tables raises disk_full (53100), as the server does when it cannot
 * extend a file. SQLite: `max_page_count` holds the file at its size, so a write that needs a page
 * more fails with SQLITE_FULL (a batch of ads does); with `smallWrites`, `query_only` also refuses
 * those that would fit in a page's room (SQLITE_READONLY, which a read-only disk answers).
 */
export async function fillDisk(records: AdRecords, { smallWrites = true } = {}): Promise<void> {
  const { db } = records.connection
  if (!isPostgresRecords(records)) {
    const [{ page_count }] = (await sql<{ page_count: number }>`PRAGMA page_count`.execute(db)).rows as [
      { page_count: number },
    ]
    await sql.raw(`PRAGMA max_page_count = ${page_count}`).execute(db)
    if (smallWrites) await sql`PRAGMA query_only = ON`.execute(db)
    return
  }
  await sql`CREATE OR REPLACE FUNCTION disk_is_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`.execute(
    db,
  )
  const tables = await sql<{
    name: string
  }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(db)
  for (const { name } of tables.rows) {
    await sql`CREATE TRIGGER disk_is_full BEFORE INSERT OR UPDATE OR DELETE ON ${sql.id(name)}
      FOR EACH STATEMENT EXECUTE FUNCTION disk_is_full()`.execute(db)
  }
}

/** Makes the store refuse writes once `batches` writes of ads have gone in: the disk fills during an import. */
export function fillingUpAfter(records: AdRecords, batches: number): AdRecords {
  let written = 0
  let before: Promise<unknown> = Promise.resolve()
  const full = () => fillDisk(records, { smallWrites: false })
  return {
    ...records,
    write(ads) {
      const turn = written++
      const writing = (async () => {
        // Full once the writes before have gone in, as an importer keeps the next one in flight.
        if (turn === batches) await before.then(full, full)
        return records.write(ads)
      })()
      before = writing
      return writing
    },
  }
}
