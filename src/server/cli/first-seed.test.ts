import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { cliArgv, killStartedClis, runCli, servedAt, startCli } from '../../testing/cli-process'
import { START_SEED } from './seed-store'

const COUNT = 60_000 // three batches of 20,000

/** What a dataset is made of, apart from its dates (which depend on the moment it was generated). */
function contents(dataDir: string) {
  const db = new Database(join(dataDir, 'ads.sqlite'), { readonly: true })
  try {
    const ads = db
      .prepare<[], { line: string }>(
        `SELECT id || ' ' || json_extract(json, '$.format') || ' ' || json_extract(json, '$.advertiser.id')
           || ' ' || json_extract(json, '$.headline') AS line FROM ads ORDER BY id`,
      )
      .all()
      .map((row) => row.line)
    const formats = db
      .prepare(
        "SELECT json_extract(json, '$.format') AS format, count(*) AS ads FROM ads GROUP BY 1 ORDER BY 1",
      )
      .all()
    const replaced = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM retired').get()!.n
    return { count: ads.length, formats, first: ads.slice(0, 5), all: ads.join('\n'), replaced }
  } finally {
    db.close()
  }
}

describe('the first seed', { timeout: 120_000 }, () => {
  afterEach(killStartedClis)

  it('is finished on the next start after being killed, with the ads a clean seed makes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ads-first-seed-'))
    const env = {
      ADS_DATA_DIR: dataDir,
      ADS_SEED_COUNT: String(COUNT),
      ADS_API_KEYS: 'seed-key-for-these-tests-0123456789ab',
      HOST: '127.0.0.1',
      PORT: '0',
    }
    const killed = startCli(cliArgv(['serve']), env)
    await killed.waitFor(/20,000 \/ 60,000 ads/)
    killed.child.kill('SIGKILL')
    expect(await killed.exited).toBe('SIGKILL')
    expect(killed.output()).not.toContain('running at')

    const restarted = startCli(cliArgv(['serve']), env)
    try {
      const url = await servedAt(restarted)
      expect(restarted.output()).toContain('The first seed was interrupted: finishing it (60,000 ads)')
      const response = await fetch(`${url}/api/v1/ads?limit=1`, {
        headers: { Authorization: 'Bearer seed-key-for-these-tests-0123456789ab' },
      })
      expect(response.status).toBe(200)
      expect(AdList.parse(await response.json()).pagination.total).toBe(COUNT)
    } finally {
      restarted.child.kill('SIGTERM')
      expect(await restarted.exited).toBe(0)
    }

    const cleanDir = mkdtempSync(join(tmpdir(), 'ads-clean-seed-'))
    const clean = await runCli(['seed', '--count', String(COUNT), '--seed', String(START_SEED)], {
      ADS_DATA_DIR: cleanDir,
    })
    expect(clean.code, clean.output).toBe(0)
    const resumed = contents(dataDir)
    const expected = contents(cleanDir)
    expect(resumed.count).toBe(COUNT)
    expect(resumed.formats).toEqual(expected.formats)
    expect(resumed.first).toEqual(expected.first)
    expect(resumed.all === expected.all, 'the same ids, formats, advertisers and headlines').toBe(true)
    // The ads the killed start stored were written again identical (same seed, same moment), not replaced.
    expect(resumed.replaced).toBe(0)
  })
})
