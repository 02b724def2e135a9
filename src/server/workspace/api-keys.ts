import { createHash, randomBytes } from 'node:crypto'
import type { Kysely, Migration } from 'kysely'

/** What a key may do: `read` searches and reads; `write` also ingests ads. */
export type KeyScope = 'read' | 'write'
export const KEY_SCOPES: readonly KeyScope[] = ['read', 'write']

/** A key as the store keeps it: never the key itself, only its digest and its first characters. */
export interface ApiKey {
  /** Names the key in lists and to revoke it, without showing it. */
  id: string
  label: string
  scope: KeyScope
  /** The account it belongs to; null for the operator's own (made on the command line). */
  owner: string | null
  /** The key's first characters and an ellipsis, so that its holder can tell which it is. */
  shownAs: string
  createdMs: number
  revokedMs: number | null
}

export interface ApiKeyRecords {
  /** Makes a key: the one time it exists in full is in what this returns. */
  create(input: {
    label: string
    scope: KeyScope
    owner?: string | null
  }): Promise<{ key: string; apiKey: ApiKey }>
  /** Keeps a key made elsewhere (a key file of an earlier version) by its digest; false if it was kept already. */
  adopt(key: string, label: string): Promise<boolean>
  /** Every key, revoked ones too, oldest first. */
  list(): Promise<ApiKey[]>
  /** Revokes a key, named by its id or given whole; undefined when there is no such key. */
  revoke(idOrKey: string): Promise<ApiKey | undefined>
  /** The key's record when it is valid now: known and not revoked. */
  check(key: string): Promise<ApiKey | undefined>
}

/** What `newApiKey` makes: `ads_` and 32 base64url characters (24 random bytes). */
export const newApiKey = () => `ads_${randomBytes(24).toString('base64url')}`

/**
 * SHA-256, not a password hash: a key is 192 random bits, which no one can guess from its digest, and
 * a check on every request must be cheap.
 */
export const keyDigest = (key: string) => createHash('sha256').update(key).digest('hex')

const SHOWN_CHARACTERS = 8

/**
 * The `api_keys` table, the same step in both stores' migrations (Kysely's schema builder speaks both
 * dialects). Revoked keys stay, with when, so a list says what happened to a key.
 */
export const API_KEYS_STEP: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('api_keys')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('digest', 'text', (column) => column.notNull().unique())
      .addColumn('label', 'text', (column) => column.notNull())
      .addColumn('scope', 'text', (column) => column.notNull())
      .addColumn('owner', 'text')
      .addColumn('shown_as', 'text', (column) => column.notNull())
      .addColumn('created_ms', 'bigint', (column) => column.notNull())
      .addColumn('revoked_ms', 'bigint')
      .execute()
  },
}

interface KeyRow {
  id: string
  digest: string
  label: string
  scope: string
  owner: string | null
  shown_as: string
  created_ms: number
  revoked_ms: number | null
}

type Tables = { api_keys: KeyRow }

/** The keys over either store's connection (the records' `connection`), as the rest of the team's tables. */
export function apiKeyRecords(untyped: Kysely<unknown>, now: () => number = Date.now): ApiKeyRecords {
  const db = untyped as unknown as Kysely<Tables>
  const keys = () => db.selectFrom('api_keys').selectAll()

  const insert = async (key: string, label: string, scope: KeyScope, owner: string | null) => {
    const row: KeyRow = {
      id: `key_${randomBytes(6).toString('base64url')}`,
      digest: keyDigest(key),
      label,
      scope,
      owner,
      shown_as: `${key.slice(0, SHOWN_CHARACTERS)}…`,
      created_ms: now(),
      revoked_ms: null,
    }
    const result = await db
      .insertInto('api_keys')
      .values(row)
      .onConflict((conflict) => conflict.column('digest').doNothing())
      .executeTakeFirst()
    return { row, inserted: Number(result.numInsertedOrUpdatedRows ?? 0) === 1 }
  }

  return {
    async create({ label, scope, owner = null }) {
      const key = newApiKey()
      const { row } = await insert(key, label, scope, owner)
      return { key, apiKey: apiKeyOf(row) }
    },

    async adopt(key, label) {
      return (await insert(key, label, 'read', null)).inserted
    },

    list: async () => (await keys().orderBy('created_ms').orderBy('id').execute()).map(apiKeyOf),

    async revoke(idOrKey) {
      const row = await keys()
        .where((where) => where.or([where('id', '=', idOrKey), where('digest', '=', keyDigest(idOrKey))]))
        .executeTakeFirst()
      if (!row) return undefined
      if (row.revoked_ms !== null) return apiKeyOf(row)
      const revokedMs = now()
      await db.updateTable('api_keys').set({ revoked_ms: revokedMs }).where('id', '=', row.id).execute()
      return apiKeyOf({ ...row, revoked_ms: revokedMs })
    },

    async check(key) {
      const row = await keys()
        .where('digest', '=', keyDigest(key))
        .where('revoked_ms', 'is', null)
        .executeTakeFirst()
      return row && apiKeyOf(row)
    },
  }
}

const apiKeyOf = (row: KeyRow): ApiKey => ({
  id: row.id,
  label: row.label,
  scope: row.scope === 'write' ? 'write' : 'read',
  owner: row.owner,
  shownAs: row.shown_as,
  createdMs: Number(row.created_ms),
  revokedMs: row.revoked_ms === null ? null : Number(row.revoked_ms),
})
