import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { postgresTestStore, TEST_DATABASE_URL } from '../../testing/test-postgres'
import type { AdRecords } from '../records/ad-records'
import { openSqliteStore } from '../schema/store-schema'
import { type ApiKeyRecords, apiKeyRecords } from './api-keys'

const NOW = Date.UTC(2026, 10, 23, 12)
/** A clock that moves on a millisecond a reading, so that keys made in turn list in that order. */
const ticking = () => {
  let at = NOW
  return () => at++
}
const opened: AdRecords[] = []
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const records of opened.splice(0)) await records.close()
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** Two nodes' keys over one store; the first's clock ticks, so that keys it makes in turn list in that order. */
const keysOf = (nodes: AdRecords[]): ApiKeyRecords[] =>
  nodes.map((records, index) => apiKeyRecords(records.connection.db, index === 0 ? ticking() : undefined))

interface KeyStore {
  nodes: ApiKeyRecords[]
  everything(): Promise<string>
}

/**
 * One store opened as two nodes would (two connections), and everything it holds on disk or in its
 * tables, to show that no key is kept in the clear.
 */
const STORES: { name: string; open(): Promise<KeyStore> }[] = [
  {
    name: 'SQLite',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'ads-keys-'))
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
      const file = join(dir, 'ads.sqlite')
      const nodes = [await openSqliteStore({ file }), await openSqliteStore({ file })]
      opened.push(...nodes)
      return {
        nodes: keysOf(nodes),
        everything: async () =>
          readdirSync(dir)
            .map((name) => readFileSync(join(dir, name), 'latin1'))
            .join('\n'),
      }
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      const store = postgresTestStore()
      cleanups.push(store.drop)
      const nodes = [await store.open(), await store.open()]
      opened.push(...nodes)
      return {
        nodes: keysOf(nodes),
        async everything() {
          const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
          await client.connect()
          try {
            const { rows } = await client.query(`SELECT * FROM "${store.schema}".api_keys`)
            return JSON.stringify(rows)
          } finally {
            await client.end()
          }
        },
      }
    },
  },
]

describe.each(STORES)('$name: API keys', ({ open }) => {
  it('are made once, kept as digests, and checked by every node of the store', async () => {
    const { nodes, everything } = await open()
    const [one, other] = nodes
    const { key, apiKey } = await one!.create({ label: 'reporting', scope: 'write' })
    expect(key).toMatch(/^ads_[\w-]{32}$/)
    expect(apiKey).toEqual({
      id: expect.stringMatching(/^key_[\w-]+$/),
      label: 'reporting',
      scope: 'write',
      owner: null,
      shownAs: `${key.slice(0, 8)}…`,
      createdMs: expect.any(Number),
      revokedMs: null,
    })
    expect(await other!.check(key)).toEqual(apiKey)
    expect(await other!.check(`${key}x`)).toBeUndefined()
    expect(await other!.list()).toEqual([apiKey])
    expect(await everything()).not.toContain(key)
  })

  it('stop working on every node the moment one revokes them, by id or by the key itself', async () => {
    const { nodes } = await open()
    const [one, other] = nodes
    const first = await one!.create({ label: 'a', scope: 'read' })
    const second = await one!.create({ label: 'b', scope: 'read' })
    expect((await other!.revoke(first.apiKey.id))?.revokedMs).toEqual(expect.any(Number))
    expect(await one!.check(first.key)).toBeUndefined()
    expect(await one!.check(second.key)).toBeDefined()
    expect((await one!.revoke(second.key))?.id).toBe(second.apiKey.id)
    expect(await other!.check(second.key)).toBeUndefined()
    expect(await one!.revoke('key_nosuchkey')).toBeUndefined()
    // Revoked keys stay listed, with when.
    expect((await other!.list()).map((key) => [key.label, key.revokedMs !== null])).toEqual([
      ['a', true],
      ['b', true],
    ])
  })

  it('adopt a key made elsewhere once, however often it is brought', async () => {
    const { nodes } = await open()
    const brought = 'partner-key-0123456789'
    expect(await nodes[0]!.adopt(brought, 'from api-keys.txt')).toBe(true)
    expect(await nodes[1]!.adopt(brought, 'from api-keys.txt')).toBe(false)
    expect(await nodes[1]!.check(brought)).toMatchObject({ label: 'from api-keys.txt', scope: 'read' })
    expect(await nodes[0]!.list()).toHaveLength(1)
  })
})
