import { DamagedStoreError, WriterBusyError } from './ad-records'

/**
 * Why the store of record failed a statement, when it is the store's state and not the statement:
 * it cannot be reached or read now (`unavailable`: a server down or restarting, connections cut,
 * a file that cannot be opened or read, a lock held past the wait), or it cannot take a write
 * (`no-room`: a full disk or quota, a read-only file system). `reason` is the driver's own words,
 * for the operator's log only: it may name hosts and files.
 */
export interface StoreFailure {
  kind: 'unavailable' | 'no-room'
  reason: string
}

/** Connection errors of the PostgreSQL client and of Node's sockets. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])
/**
 * PostgreSQL's: class 08 (connection exception), 57P01-57P03 (the server shutting down, crashed or
 * starting), 53300 (too many connections), 55P03 (a lock not granted in time). Not 57014, a
 * statement time-out: that is the search's doing (answered `overloaded` where searches run).
 */
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300|55P03)$/
const PG_NO_ROOM = new Set(['53100'])
/** better-sqlite3's SqliteError codes (extended codes start with the primary one). */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|NOTADB|CORRUPT|PROTOCOL)/
const NO_ROOM = /^(SQLITE_FULL|SQLITE_READONLY.*|ENOSPC|EDQUOT|EROFS)$/
/** What drivers say without a code: the PostgreSQL client's connection lost or its pool ended; a SQLite file or a Kysely closed. */
const UNAVAILABLE_WORDS =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|timeout exceeded when trying to connect|The database connection is not open|driver has already been destroyed)/

export function storeFailureOf(error: unknown): StoreFailure | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const found = failureOf(cause)
    if (found) return found
  }
  return undefined
}

function failureOf(error: Error): StoreFailure | undefined {
  if (error instanceof WriterBusyError || error instanceof DamagedStoreError) {
    return { kind: 'unavailable', reason: error.message }
  }
  const code = (error as { code?: unknown }).code
  const reason =
    typeof code === 'string' && !error.message.startsWith(code) ? `${code}: ${error.message}` : error.message
  if (typeof code === 'string') {
    if (NO_ROOM.test(code) || PG_NO_ROOM.has(code)) return { kind: 'no-room', reason }
    if (UNREACHABLE.has(code) || PG_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code)) {
      return { kind: 'unavailable', reason }
    }
  }
  if (UNAVAILABLE_WORDS.test(error.message)) return { kind: 'unavailable', reason }
  return undefined
}
