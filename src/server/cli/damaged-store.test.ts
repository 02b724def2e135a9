import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { killStartedClis, runCli } from '../../testing/cli-process'

/** A data directory whose database is `bytes`. */
function dataDirWith(bytes: Buffer): { dataDir: string; file: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-damaged-'))
  const file = join(dataDir, 'ads.sqlite')
  writeFileSync(file, bytes)
  return { dataDir, file }
}

describe('a damaged database', { timeout: 120_000 }, () => {
  afterEach(killStartedClis)

  it('stops serve, seed and import with a message naming the file and what to do', async () => {
    const ads = join(mkdtempSync(join(tmpdir(), 'ads-import-')), 'ads.ndjson')
    writeFileSync(ads, '{"id": "meta_1"}\n')
    // Garbage where the header should be, and a real database cut short after its first pages.
    const healthy = mkdtempSync(join(tmpdir(), 'ads-healthy-'))
    expect((await runCli(['seed', '--count', '3000'], { ADS_DATA_DIR: healthy })).code).toBe(0)
    const damages = {
      garbage: Buffer.from('these bytes were never a SQLite database\n'.repeat(200)),
      truncated: readFileSync(join(healthy, 'ads.sqlite')).subarray(0, 64 * 1024),
    }
    const commands = [['serve'], ['seed', '--count', '5'], ['import', ads]]
    const cases = Object.entries(damages).flatMap(([damage, bytes]) =>
      commands.map((args) => ({ damage, args, ...dataDirWith(bytes) })),
    )
    const results = await Promise.all(
      cases.map(({ args, dataDir }) =>
        runCli(args, { ADS_DATA_DIR: dataDir, ADS_SEED_COUNT: '10', HOST: '127.0.0.1', PORT: '0' }),
      ),
    )
    results.forEach((result, i) => {
      const { damage, args, file } = cases[i]!
      const what = `${args[0]} on a ${damage} file: ${result.output}`
      expect(result.code, what).toBe(1)
      expect(result.stderr, what).toContain(`The database ${file} is damaged`)
      expect(result.stderr, what).toContain('Move it aside and start again')
      // The message alone, not a stack trace; and no server came up.
      expect(result.stderr, what).not.toMatch(/^\s+at /m)
      expect(result.output, what).not.toContain('running at')
    })
  })
})
