import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Set while a run's folder is in use: every project runs the global setup, and only the first makes it. */
const RUN_FOLDER = 'ADS_TEST_RUN_FOLDER'

/**
 * Vitest's global setup: every folder and file the tests make under the system's temporary folder
 * (data directories, built apps, imports) goes into one folder of this run, removed when the run
 * ends, so a machine that runs the tests all day does not fill its disk. Node's `os.tmpdir()` reads
 * TMPDIR, which the test processes (started after this) inherit. One folder, not one inside another
 * per project: a throwaway PostgreSQL's socket path must stay under 108 bytes.
 */
export default function setup(): (() => void) | undefined {
  if (process.env[RUN_FOLDER]) return undefined
  const folder = mkdtempSync(join(tmpdir(), 'ads-test-run-'))
  // Others than this user work in it too: the throwaway PostgreSQL runs as an unprivileged user.
  chmodSync(folder, 0o755)
  const before = process.env.TMPDIR
  process.env.TMPDIR = folder
  process.env[RUN_FOLDER] = folder
  return () => {
    if (before === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = before
    delete process.env[RUN_FOLDER]
    rmSync(folder, { recursive: true, force: true })
  }
}
