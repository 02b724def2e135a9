import { randomBytes } from 'node:crypto'
import type { Kysely, Migration } from 'kysely'
import type { Role } from './accounts'
import { keyDigest } from './api-keys'

/**
 * Links that let someone join the team (decision 0008): an invitation made by an admin with a role,
 * or the welcome link of a first start, which makes the first admin. The link holds a random token;
 * the store keeps only its digest. A link works once, until it expires or is withdrawn.
 */
export type InvitationKind = 'invitation' | 'welcome'

export interface Invitation {
  id: string
  kind: InvitationKind
  role: Role
  /** The admin who made it; null for a welcome link or one made on the command line. */
  createdBy: string | null
  createdMs: number
  expiresMs: number
  usedMs: number | null
  usedBy: string | null
  withdrawnMs: number | null
}

/** Why a link does not let anyone in, in the words the page shows. */
export type Refusal = 'unknown' | 'expired' | 'used' | 'withdrawn'

export const INVITATIONS_STEP: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('invitations')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('digest', 'text', (column) => column.notNull().unique())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('role', 'text', (column) => column.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_ms', 'bigint', (column) => column.notNull())
      .addColumn('expires_ms', 'bigint', (column) => column.notNull())
      .addColumn('used_ms', 'bigint')
      .addColumn('used_by', 'text')
      .addColumn('withdrawn_ms', 'bigint')
      .execute()
  },
}

interface InvitationRow {
  id: string
  digest: string
  kind: string
  role: string
  created_by: string | null
  created_ms: number
  expires_ms: number
  used_ms: number | null
  used_by: string | null
  withdrawn_ms: number | null
}

type Tables = { invitations: InvitationRow }

export function invitationRecords(untyped: Kysely<unknown>, now: () => number = Date.now) {
  const db = untyped as unknown as Kysely<Tables>
  const byToken = (token: string) =>
    db.selectFrom('invitations').selectAll().where('digest', '=', keyDigest(token)).executeTakeFirst()

  const refusalOf = (row: InvitationRow | undefined, at: number): Refusal | undefined => {
    if (!row) return 'unknown'
    if (row.withdrawn_ms !== null) return 'withdrawn'
    if (row.used_ms !== null) return 'used'
    if (Number(row.expires_ms) <= at) return 'expired'
    return undefined
  }

  return {
    /** Makes a link's token: the only time it exists in full is in what this returns. */
    async create(input: { kind: InvitationKind; role: Role; createdBy?: string | null; validForMs: number }) {
      const token = randomBytes(32).toString('base64url')
      const at = now()
      const row: InvitationRow = {
        id: `inv_${randomBytes(6).toString('base64url')}`,
        digest: keyDigest(token),
        kind: input.kind,
        role: input.role,
        created_by: input.createdBy ?? null,
        created_ms: at,
        expires_ms: at + input.validForMs,
        used_ms: null,
        used_by: null,
        withdrawn_ms: null,
      }
      await db.insertInto('invitations').values(row).execute()
      return { token, invitation: invitationOf(row) }
    },

    /** The invitation a token opens, or why it opens none. */
    async check(token: string): Promise<{ invitation: Invitation } | { refused: Refusal }> {
      const row = await byToken(token)
      const refused = refusalOf(row, now())
      return refused ? { refused } : { invitation: invitationOf(row!) }
    },

    /**
     * Spends a token for the person it let in. One statement with every condition in it, so that of
     * two people using one link at once (on two nodes, say) exactly one gets in.
     */
    async use(token: string, personId: string): Promise<{ invitation: Invitation } | { refused: Refusal }> {
      const at = now()
      const spent = await db
        .updateTable('invitations')
        .set({ used_ms: at, used_by: personId })
        .where('digest', '=', keyDigest(token))
        .where('used_ms', 'is', null)
        .where('withdrawn_ms', 'is', null)
        .where('expires_ms', '>', at)
        .executeTakeFirst()
      const row = await byToken(token)
      if (Number(spent.numUpdatedRows) === 1) return { invitation: invitationOf(row!) }
      return { refused: refusalOf(row, at) ?? 'used' }
    },

    /** Links not used, withdrawn or expired yet, newest first: what an admin may still withdraw. */
    async open(): Promise<Invitation[]> {
      const rows = await db
        .selectFrom('invitations')
        .selectAll()
        .where('used_ms', 'is', null)
        .where('withdrawn_ms', 'is', null)
        .where('expires_ms', '>', now())
        .orderBy('created_ms', 'desc')
        .execute()
      return rows.map(invitationOf)
    },

    /**
     * Withdraws every open link a person made: an invitation carries its maker's say-so, which ends
     * when they stop being an admin or leave. Used links stay as they were.
     */
    async withdrawMadeBy(personId: string): Promise<void> {
      await db
        .updateTable('invitations')
        .set({ withdrawn_ms: now() })
        .where('created_by', '=', personId)
        .where('used_ms', 'is', null)
        .where('withdrawn_ms', 'is', null)
        .execute()
    },

    /** Withdraws an unused link; false when there is no such link or it was used. */
    async withdraw(id: string): Promise<boolean> {
      const result = await db
        .updateTable('invitations')
        .set({ withdrawn_ms: now() })
        .where('id', '=', id)
        .where('used_ms', 'is', null)
        .where('withdrawn_ms', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },
  }
}

const invitationOf = (row: InvitationRow): Invitation => ({
  id: row.id,
  kind: row.kind === 'welcome' ? 'welcome' : 'invitation',
  role: row.role === 'admin' || row.role === 'viewer' ? row.role : 'member',
  createdBy: row.created_by,
  createdMs: Number(row.created_ms),
  expiresMs: Number(row.expires_ms),
  usedMs: row.used_ms === null ? null : Number(row.used_ms),
  usedBy: row.used_by,
  withdrawnMs: row.withdrawn_ms === null ? null : Number(row.withdrawn_ms),
})
