import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeAd } from '../testing/ad-fixture'
import { openRecords } from './cli/open-store'
import { loadConfig } from './config'
import { fileMediaStore } from './media/file-media-store'
import { IndexedStore } from './service/indexed-store'

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8).padStart(4, '0')

/** Every file and folder under `dir`, with its mode. */
function modesUnder(dir: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    found[entry] = modeOf(join(dir, entry))
  return found
}

describe('the data directory', () => {
  it('is private to the server’s user, and so is every file the server makes in it', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'ads-private-')), 'data')
    const said: string[] = []
    const config = loadConfig({ ADS_DATA_DIR: dataDir, ADS_SEED_COUNT: '0' }, '/', (line) => said.push(line))
    expect(said).toEqual([])
    const records = await openRecords(config)
    await records.write([makeAd({ id: 'meta_1' })])
    const store = await IndexedStore.open({
      records,
      snapshotFile: join(dataDir, 'index.snapshot'),
      log: () => {},
    })
    await store.close()
    await fileMediaStore(join(dataDir, 'media')).put(new Uint8Array([1, 2, 3]))
    expect(modeOf(dataDir)).toBe('0700')
    const modes = modesUnder(dataDir)
    expect(Object.keys(modes)).toEqual(
      expect.arrayContaining([
        'secret',
        'ads.sqlite',
        'ads.sqlite-wal',
        'ads.sqlite-shm',
        'index.snapshot',
        'media',
      ]),
    )
    for (const [name, mode] of Object.entries(modes)) {
      expect(mode, name).toBe(statSync(join(dataDir, name)).isDirectory() ? '0700' : '0600')
    }
    await records.close()
  })

  it('made before with wider modes is tightened at start, with one line saying so', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ads-open-'))
    chmodSync(dataDir, 0o755)
    for (const name of ['ads.sqlite', 'ads.sqlite-wal', 'secret'])
      writeFileSync(join(dataDir, name), '', { mode: 0o644 })
    mkdirSync(join(dataDir, 'media'), { mode: 0o755 })
    // Not the server's: left as it is.
    writeFileSync(join(dataDir, 'notes.txt'), '', { mode: 0o644 })
    const said: string[] = []
    loadConfig({ ADS_DATA_DIR: dataDir }, '/', (line) => said.push(line))
    expect(modeOf(dataDir)).toBe('0700')
    expect(modesUnder(dataDir)).toMatchObject({
      'ads.sqlite': '0600',
      'ads.sqlite-wal': '0600',
      media: '0700',
      'notes.txt': '0644',
    })
    // The secret was empty, so a new one was written in its place (0600 too).
    expect(modeOf(join(dataDir, 'secret'))).toBe('0600')
    const tightened = said.filter((line) => line.includes('private'))
    expect(tightened).toEqual([
      `${dataDir} and its files could be read by other users of this machine (the directory was 0755, ` +
        'ads.sqlite 0644, ads.sqlite-wal 0644, secret 0644, media 0755): made private to this user (0700 and 0600)',
    ])
    // Once private, nothing more is said.
    said.length = 0
    loadConfig({ ADS_DATA_DIR: dataDir }, '/', (line) => said.push(line))
    expect(said).toEqual([])
  })
})
