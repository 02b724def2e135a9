import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Vitest's global setup: every folder and file the tests make under the system's temporary folder
 * (data directories, built apps, imports) goes into one folder of this run, removed when the run
 * ends, so a machine that runs the tests all day does not fill its disk. Node's `os.tmpdir()` reads
 * TMPDIR, which the test processes (started after this) inherit.
 */
export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'ads-test-run-'))
  // Others than this user work in it too: the throwaway PostgreSQL runs as an unprivileged user.
  chmodSync(folder, 0o755)
  const before = process.env.TMPDIR
  process.env.TMPDIR = folder
  return () => {
    if (before === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = before
    rmSync(folder, { recursive: true, force: true })
  }
}
