import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { postgresTestStore } from '../../testing/test-postgres'
import type { AdRecords } from '../records/ad-records'
import { openSqliteStore } from '../schema/store-schema'
import { invitationRecords } from './invitations'

const DAY = 24 * 60 * 60 * 1000
const opened: AdRecords[] = []
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const records of opened.splice(0)) await records.close()
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** One store opened as two nodes would, with a clock the test moves. */
const STORES: { name: string; open(): Promise<AdRecords[]> }[] = [
  {
    name: 'SQLite',
    async open() {
      const file = join(mkdtempSync(join(tmpdir(), 'ads-invitations-')), 'ads.sqlite')
      return [await openSqliteStore({ file }), await openSqliteStore({ file })]
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      const store = postgresTestStore()
      cleanups.push(store.drop)
      return [await store.open(), await store.open()]
    },
  },
]

describe.each(STORES)('$name: invitation links', ({ open }) => {
  let clock = Date.UTC(2026, 10, 23, 12)
  async function nodes() {
    const [one, other] = await open()
    opened.push(one!, other!)
    const now = () => clock
    return [invitationRecords(one!.connection.db, now), invitationRecords(other!.connection.db, now)] as const
  }

  it('let one person in, once, with the role they carry; the store never holds the token', async () => {
    const [one, other] = await nodes()
    const { token, invitation } = await one.create({
      kind: 'invitation',
      role: 'viewer',
      createdBy: 'u_admin',
      validForMs: 7 * DAY,
    })
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(await other.check(token)).toEqual({ invitation })
    expect(await other.use(token, 'u_new')).toEqual({
      invitation: { ...invitation, usedMs: clock, usedBy: 'u_new' },
    })
    expect(await one.use(token, 'u_third')).toEqual({ refused: 'used' })
    expect(await one.check(token)).toEqual({ refused: 'used' })
    expect(await one.check(`${token}x`)).toEqual({ refused: 'unknown' })
    expect(await one.open()).toEqual([])
  })

  it('refuse a link after it expires or is withdrawn', async () => {
    const [one, other] = await nodes()
    const soon = await one.create({ kind: 'invitation', role: 'member', validForMs: DAY })
    const withdrawn = await one.create({ kind: 'welcome', role: 'admin', validForMs: DAY })
    expect((await other.open()).map((invitation) => invitation.id).sort()).toEqual(
      [soon.invitation.id, withdrawn.invitation.id].sort(),
    )
    expect(await other.withdraw(withdrawn.invitation.id)).toBe(true)
    expect(await one.use(withdrawn.token, 'u_1')).toEqual({ refused: 'withdrawn' })
    clock += DAY
    expect(await one.use(soon.token, 'u_2')).toEqual({ refused: 'expired' })
    expect(await one.open()).toEqual([])
    expect(await one.withdraw(soon.invitation.id)).toBe(true)
    expect(await one.withdraw('inv_nosuchlink')).toBe(false)
  })

  it('let exactly one of two people in when both use one link at once, on two nodes', async () => {
    const [one, other] = await nodes()
    const { token } = await one.create({ kind: 'invitation', role: 'member', validForMs: DAY })
    const results = await Promise.all([one.use(token, 'u_a'), other.use(token, 'u_b')])
    expect(results.filter((result) => 'invitation' in result)).toHaveLength(1)
    expect(results.filter((result) => 'refused' in result)).toEqual([{ refused: 'used' }])
  })
})
