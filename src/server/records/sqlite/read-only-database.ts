import { readFileSync, statSync } from 'node:fs'
import Database from 'better-sqlite3'

/**
 * Opens a WAL-mode SQLite file for reading where nothing can be written: a full disk, a read-only
 * file system. Found by experiment (SQLite 3.53, better-sqlite3 12, tmpfs filled up): opening works,
 * SQLite then creates empty `-wal` and `-shm` files, and the first read fails with
 * SQLITE_IOERR_SHMSIZE when it grows the `-shm` (the WAL index readers share) to 32 KiB. A read-only
 * connection fails the same way; on a read-only mount it cannot create the `-shm` (SQLITE_CANTOPEN).
 * So, in this order:
 *  1. a shared read-only connection: works when a `-shm` of the right size is there already (another
 *     process has the file open, or one stopped without cleaning up), and keeps no one else out;
 *  2. a connection in exclusive locking mode, which keeps the WAL index in its own memory and needs no
 *     `-shm`; `query_only` keeps it from writing. It locks the file with a descriptor open for writing,
 *     so it fails on a read-only mount (SQLITE_IOERR_LOCK), and other processes cannot open the file
 *     until it closes (they could not write to a full disk either);
 *  3. a read-only mount without a `-shm`: the file is read into memory. SQLite reads WAL files there
 *     only as `immutable=1`, a URI parameter, and this build of better-sqlite3 takes no URIs. Only
 *     when there is no `-wal` with changes in it: those would be missed.
 * Each step makes a first read, because that is what fails. When all fail, the last one says why.
 */
export function openReadOnlyDatabase(file: string, timeout: number): Database.Database {
  let failure: unknown
  for (const attempt of [shared, exclusive, inMemory]) {
    let db: Database.Database | undefined
    try {
      db = attempt(file, timeout)
      db.prepare('SELECT count(*) FROM sqlite_schema').get()
      return db
    } catch (error) {
      db?.close()
      const code = (error as { code?: string }).code
      if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') throw error
      failure = error
    }
  }
  throw failure
}

const shared = (file: string, timeout: number) =>
  new Database(file, { readonly: true, timeout, fileMustExist: true })

function exclusive(file: string, timeout: number): Database.Database {
  const db = new Database(file, { timeout, fileMustExist: true })
  // Before the first read, or SQLite has already opened the WAL index in the -shm.
  db.pragma('locking_mode = EXCLUSIVE')
  db.pragma('query_only = 1')
  return db
}

function inMemory(file: string): Database.Database {
  if ((statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0) > 0) {
    throw new Error(`${file}-wal holds changes that cannot be read without writing a ${file}-shm`)
  }
  const bytes = readFileSync(file)
  // Bytes 18 and 19 of the header say WAL (2); in memory the file is in rollback mode (1), as it
  // would be after `PRAGMA journal_mode = DELETE`: the same pages, read without a WAL index.
  if (bytes.length >= 20) bytes.fill(1, 18, 20)
  return new Database(bytes, { readonly: true })
}
