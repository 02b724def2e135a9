import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs'

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
