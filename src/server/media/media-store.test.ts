import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { MP4, PNG } from '../../testing/test-media-server'
import { postgresTestStore } from '../../testing/test-postgres'
import type { AdRecords } from '../records/ad-records'
import { openSqliteStore } from '../schema/store-schema'
import { hashOf } from './content-hash'
import { type MediaBytes, mediaStoreOver } from './media-store'

const opened: AdRecords[] = []
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const records of opened.splice(0)) await records.close()
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** A store of record opened as two nodes would open it. */
const STORES = [
  {
    name: 'SQLite: files in the data directory',
    async open() {
      const file = join(mkdtempSync(join(tmpdir(), 'ads-media-db-')), 'ads.sqlite')
      const nodes = [await openSqliteStore({ file }), await openSqliteStore({ file })]
      opened.push(...nodes)
      return nodes
    },
  },
  {
    name: 'PostgreSQL: a table every node shares',
    async open() {
      const store = postgresTestStore()
      cleanups.push(store.drop)
      const nodes = [await store.open(), await store.open()]
      opened.push(...nodes)
      return nodes
    },
  },
]

async function bytesOf(read: MediaBytes): Promise<Buffer> {
  if (read instanceof Uint8Array) return Buffer.from(read)
  const chunks: Uint8Array[] = []
  for await (const chunk of read) chunks.push(chunk)
  return Buffer.concat(chunks)
}

describe.each(STORES)('the media store of $name', ({ open }) => {
  it('keeps bytes once under their SHA-256 and reads them back whole or in part', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ads-media-'))
    const [records] = (await open()) as [AdRecords]
    const store = mediaStoreOver(records.connection.db, dir)
    const hash = await store.put(PNG)
    expect(hash).toBe(hashOf(PNG))
    expect(await store.put(PNG)).toBe(hash)
    const clip = await store.put(MP4)
    expect(await store.find(hash)).toEqual({ size: PNG.length, contentType: 'image/png' })
    expect(await store.find(clip)).toEqual({ size: MP4.length, contentType: 'video/mp4' })
    expect((await bytesOf(await store.read(hash, 0, PNG.length - 1))).equals(PNG)).toBe(true)
    expect((await bytesOf(await store.read(clip, 100, 199))).equals(MP4.subarray(100, 200))).toBe(true)
    expect(await store.find('0'.repeat(64))).toBeUndefined()
    expect(await store.find('../../etc/passwd')).toBeUndefined()
    if (records.connection.type === 'sqlite') {
      // `<dir>/ab/abcdef…`, and no temporary file left behind. The fixtures are random bytes, so
      // both hashes may begin alike (one run in 256) and share a directory.
      const kept = [hash, clip].sort()
      const prefixes = [...new Set(kept.map((h) => h.slice(0, 2)))]
      expect(readdirSync(dir).sort()).toEqual(prefixes)
      for (const prefix of prefixes) {
        expect(readdirSync(join(dir, prefix)).sort()).toEqual(kept.filter((h) => h.startsWith(prefix)))
      }
    } else {
      expect(readdirSync(dir)).toEqual([])
    }
  })

  it('is one store for every node of the store of record', async () => {
    const [one, other] = (await open()) as [AdRecords, AdRecords]
    const dir = mkdtempSync(join(tmpdir(), 'ads-media-'))
    const hash = await mediaStoreOver(one.connection.db, dir).put(MP4)
    expect(await mediaStoreOver(other.connection.db, dir).find(hash)).toMatchObject({ size: MP4.length })
  })
})
