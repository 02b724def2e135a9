import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Why nothing can be written to the data directory: its disk is full, or it is mounted read-only. */
export interface NoRoom {
  readOnly: boolean
  /** The system's or SQLite's words for it, with its code. */
  reason: string
}

/** A command that must write cannot: printed as it is, exit code 1. */
export class NoRoomError extends Error {
  constructor(
    readonly room: NoRoom,
    message: string,
  ) {
    super(message)
  }
}

const FULL = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL'])
const READ_ONLY = new Set(['EROFS', 'SQLITE_READONLY'])
/** What SQLite says when it cannot grow or create its files, which is also what it says for other I/O trouble. */
const MAYBE = /^SQLITE_(IOERR|CANTOPEN)/
/**
 * A check writes this much: SQLite's first growth of the `-shm` is 32 KiB, and a write adds pages to
 * the `-wal`. A disk with less room than that cannot take a write of the store either.
 */
const CHECK_BYTES = 64 * 1024

/**
 * Whether the directory lacks room for a small write now: undefined when it has room, and when the
 * write fails for another reason (that one is for the real write to report).
 */
export function lackOfRoom(dir: string): NoRoom | undefined {
  const file = join(dir, `.room-check-${process.pid}`)
  try {
    writeFileSync(file, Buffer.alloc(CHECK_BYTES))
    return undefined
  } catch (error) {
    return noRoomOf(error)
  } finally {
    try {
      rmSync(file, { force: true })
    } catch {
      // Never made (a read-only mount): nothing to remove.
    }
  }
}

/**
 * The lack of room behind an error, if that is what it is. SQLite's I/O errors do not say why (on a
 * full disk: SQLITE_IOERR_SHMSIZE, "disk I/O error"), so then the directory is checked.
 */
export function lackOfRoomBehind(error: unknown, dir: string): NoRoom | undefined {
  const code = (error as { code?: unknown }).code
  if (typeof code !== 'string') return undefined
  return noRoomOf(error) ?? (MAYBE.test(code) ? lackOfRoom(dir) : undefined)
}

function noRoomOf(error: unknown): NoRoom | undefined {
  const code = (error as { code?: unknown }).code
  if (typeof code !== 'string') return undefined
  const kind = code.replace(/^(SQLITE_READONLY)_.*/, '$1')
  if (!FULL.has(kind) && !READ_ONLY.has(kind)) return undefined
  // Node's words without the file's name (`ENOSPC: no space left on device`), or SQLite's with its code.
  const message = (error as Error).message.split(',')[0]!
  return { readOnly: READ_ONLY.has(kind), reason: message.startsWith(code) ? message : `${code}: ${message}` }
}

/** `The disk of DIR is full (ENOSPC: no space left on device)`, or `… is read-only (…)`. */
export function noRoomHeadline(dir: string, room: NoRoom): string {
  return room.readOnly
    ? `The file system of ${dir} is read-only (${room.reason})`
    : `The disk of ${dir} is full (${room.reason})`
}
