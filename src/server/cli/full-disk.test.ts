import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { cliArgv, killStartedClis, runCli, servedAt, startCli } from '../../testing/cli-process'

/**
 * Runs the rest of its arguments in a user and mount namespace of its own, over a copy of a data
 * directory on a small tmpfs mounted there (gone when the process ends): filled up (`full`), or
 * remounted read-only. The secret is emptied first, as a full disk left it before writes were atomic.
 */
const ON_A_SMALL_DISK = `
  set -e
  dir="$1"; from="$2"; disk="$3"; shift 3
  mount -t tmpfs -o size=4m tmpfs "$dir"
  cp -a "$from"/. "$dir"/
  if [ "$disk" = full ]; then
    : > "$dir/secret"
    dd if=/dev/zero of="$dir/filler" bs=4k 2>/dev/null || true
  else
    mount -o remount,ro "$dir"
  fi
  exec "$@"
`

function onASmallDisk(disk: 'full' | 'read-only', from: string, args: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-small-disk-'))
  const argv = ['unshare', '-rm', 'sh', '-c', ON_A_SMALL_DISK, 'sh', dataDir, from, disk, ...cliArgv(args)]
  return { dataDir, argv }
}

/** A real full disk needs a mount of its own; without one, this fails saying so rather than passing unseen. */
function requireNamespaces(): void {
  const tried = spawnSync('unshare', ['-rm', 'sh', '-c', 'mount -t tmpfs -o size=1m tmpfs "$0"', tmpdir()], {
    encoding: 'utf8',
  })
  if (tried.status !== 0) {
    throw new Error(
      'These tests fill up a real disk: they need `unshare -rm` (util-linux, with user namespaces ' +
        'allowed, or root) to mount a small tmpfs in a namespace of their own. It failed: ' +
        (tried.error?.message ?? tried.stderr.trim()),
    )
  }
}

const SERVE_ENV = { HOST: '127.0.0.1', PORT: '0' }

describe('a data directory that cannot be written', { timeout: 120_000 }, () => {
  let store: string
  let key: string
  beforeAll(async () => {
    requireNamespaces()
    store = mkdtempSync(join(tmpdir(), 'ads-store-'))
    const seeded = await runCli(['seed', '--count', '300'], { ADS_DATA_DIR: store })
    expect(seeded.code, seeded.output).toBe(0)
    // Kept in the store, which the server reads on a full disk as well.
    const made = await runCli(['keys', 'create'], { ADS_DATA_DIR: store })
    expect(made.code, made.output).toBe(0)
    key = /^ads_\S+$/m.exec(made.output)![0]
  })
  afterEach(killStartedClis)

  async function servesItsAds(disk: 'full' | 'read-only') {
    const { dataDir, argv } = onASmallDisk(disk, store, ['serve'])
    const server = startCli(argv, { ...SERVE_ENV, ADS_DATA_DIR: dataDir })
    try {
      const url = await servedAt(server)
      const headers = { Authorization: `Bearer ${key}` }
      const first = await fetch(`${url}/api/v1/ads?limit=50`, { headers })
      expect(first.status).toBe(200)
      const page = AdList.parse(await first.json())
      expect(page.pagination.total).toBe(300)
      expect(page.data).toHaveLength(50)
      // Cursors are signed with the secret, in memory when it could not be written: the next page follows.
      const next = await fetch(`${url}/api/v1/ads?limit=50&cursor=${page.pagination.next_cursor}`, {
        headers,
      })
      expect(next.status).toBe(200)
      const ids = new Set([...page.data, ...AdList.parse(await next.json()).data].map((ad) => ad.id))
      expect(ids.size).toBe(100)
      return server.output()
    } finally {
      server.child.kill('SIGTERM')
      expect(await server.exited, server.output()).toBe(0)
    }
  }

  it('is served read-only when its disk is full, with a secret for this run', async () => {
    const output = await servesItsAds('full')
    expect(output).toMatch(/The disk of \S+ is full \(ENOSPC: no space left on device\): serving read-only;/)
    expect(output).toMatch(/secret is not a secret \(it is empty\)/)
    expect(output).toMatch(
      /Cannot write \S+secret \(ENOSPC: no space left on device\): a secret for this run only/,
    )
  })

  it('is served read-only from a read-only mount', async () => {
    const output = await servesItsAds('read-only')
    expect(output).toMatch(
      /The file system of \S+ is read-only \(EROFS: read-only file system\): serving read-only;/,
    )
  })

  it('refuses imports and seeding on a full disk, saying why', async () => {
    const ads = join(mkdtempSync(join(tmpdir(), 'ads-import-')), 'ads.ndjson')
    writeFileSync(ads, '{"id": "meta_1"}\n')
    const runs = [
      ['import', ads],
      ['seed', '--count', '10'],
    ].map((args) => {
      const { dataDir, argv } = onASmallDisk('full', store, args)
      return startCli(argv, { ADS_DATA_DIR: dataDir })
    })
    for (const [i, run] of runs.entries()) {
      expect(await run.exited, run.output()).toBe(1)
      expect(run.stderr()).toMatch(
        new RegExp(
          `The disk of \\S+ is full \\(ENOSPC: no space left on device\\): ${['import', 'seed'][i]} writes there`,
        ),
      )
      expect(run.stderr()).not.toMatch(/^\s+at /m)
    }
  })
})
