import {
  chmodSync,
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'

/**
 * Replaces a file that only its owner may read (the secret, the API keys) whole or not at all: the
 * text goes to a new file beside it (mode 0600), reaches the disk, and is renamed over the old one.
 * Written in place, a full disk leaves the file created but empty, and the next start would read
 * an empty secret. On failure the temporary file is removed and the old file is untouched.
 */
export function writePrivateFile(file: string, text: string): void {
  const partial = `${file}.${process.pid}.tmp`
  try {
    const fd = openSync(partial, 'w', 0o600)
    try {
      // Given a descriptor, writeFileSync writes until all of it is written (or fails).
      writeFileSync(fd, text)
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(partial, file)
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  }
}

/** What the server keeps in its data directory (open-store.ts, config.ts): no one else's files there are touched. */
const SERVER_FILES = [
  'ads.sqlite',
  'ads.sqlite-wal',
  'ads.sqlite-shm',
  'ads.sqlite-journal',
  'secret',
  'index.snapshot',
  'api-keys.txt',
  'media',
]

/**
 * Makes the data directory (0700) and the server's files in it (0600, folders 0700) private to the
 * server's user: they hold every ad, the team's password hashes and sessions, and the signing
 * secret. A directory made before with wider modes is tightened, and `say` says so in one line.
 * One that cannot be changed (not ours, a read-only mount) is left as it is, with a line saying so.
 */
export function privateDataDir(dir: string, say: (line: string) => void): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  // A shared directory (sticky, as /tmp is) is everyone's: only the server's files in it are its own.
  const shared = (statSync(dir).mode & 0o1000) !== 0
  const open: string[] = []
  const tighten = (path: string, name: string) => {
    const stat = statSync(path, { throwIfNoEntry: false })
    const mode = (stat?.mode ?? 0) & 0o777
    if (!stat || (mode & 0o077) === 0) return
    chmodSync(path, stat.isDirectory() ? 0o700 : 0o600)
    open.push(`${name} ${mode.toString(8).padStart(4, '0')}`)
  }
  try {
    if (!shared) tighten(dir, 'the directory was')
    for (const name of SERVER_FILES) tighten(join(dir, name), name)
  } catch (error) {
    say(
      `${dir} could not be made private to this user (${(error as Error).message.split(',')[0]}); its files may be readable by others.`,
    )
    return
  }
  if (open.length > 0) {
    say(
      `${dir} and its files could be read by other users of this machine (${open.join(', ')}): made private to this user (0700 and 0600)`,
    )
  }
}
