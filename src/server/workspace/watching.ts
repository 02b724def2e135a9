import { randomBytes } from 'node:crypto'
import type { Kysely, Migration } from 'kysely'

/**
 * What a person keeps an eye on: searches saved under a name, and advertisers followed. Both are a
 * person's own (nobody else sees them) and remember when the person last looked, so that the app can
 * say what is new since: ads this index first saw after that moment.
 */
export const WATCHING_STEP: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('saved_searches')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('owner', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      // The search as the API's parameters (JSON), without page or cursor.
      .addColumn('search', 'text', (column) => column.notNull())
      .addColumn('created_ms', 'bigint', (column) => column.notNull())
      .addColumn('looked_ms', 'bigint', (column) => column.notNull())
      .execute()
    await db.schema.createIndex('saved_searches_by_owner').on('saved_searches').column('owner').execute()
    await db.schema
      .createTable('follows')
      .addColumn('owner', 'text', (column) => column.notNull())
      .addColumn('advertiser_id', 'text', (column) => column.notNull())
      // The name when followed: shown even when the advertiser has no ads left in the index.
      .addColumn('advertiser_name', 'text', (column) => column.notNull())
      .addColumn('created_ms', 'bigint', (column) => column.notNull())
      .addColumn('looked_ms', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('follows_key', ['owner', 'advertiser_id'])
      .execute()
  },
}

interface SavedSearchRow {
  id: string
  owner: string
  name: string
  search: string
  created_ms: number
  looked_ms: number
}

interface FollowRow {
  owner: string
  advertiser_id: string
  advertiser_name: string
  created_ms: number
  looked_ms: number
}

type Tables = { saved_searches: SavedSearchRow; follows: FollowRow }

export interface SavedSearch {
  id: string
  owner: string
  name: string
  /** The API's search parameters, as saved. */
  search: Record<string, unknown>
  createdMs: number
  /** When the person last opened it: what "new since you last looked" counts from. */
  lookedMs: number
}

export interface Follow {
  advertiserId: string
  advertiserName: string
  createdMs: number
  lookedMs: number
}

/** The most saved searches, and followed advertisers, one person keeps: each is counted on every visit. */
export const WATCH_MAX = 200

const savedSearchOf = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  owner: row.owner,
  name: row.name,
  search: JSON.parse(row.search) as Record<string, unknown>,
  createdMs: Number(row.created_ms),
  lookedMs: Number(row.looked_ms),
})

const followOf = (row: FollowRow): Follow => ({
  advertiserId: row.advertiser_id,
  advertiserName: row.advertiser_name,
  createdMs: Number(row.created_ms),
  lookedMs: Number(row.looked_ms),
})

export function watchingRecords(untyped: Kysely<unknown>, now: () => number = Date.now) {
  const db = untyped as unknown as Kysely<Tables>
  const countOf = async (table: 'saved_searches' | 'follows', owner: string) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((select) => select.fn.countAll<number>().as('n'))
          .where('owner', '=', owner)
          .executeTakeFirstOrThrow()
      ).n,
    )

  return {
    savedSearches: {
      /** A person's saved searches, in the order they were saved. */
      async of(owner: string): Promise<SavedSearch[]> {
        const rows = await db
          .selectFrom('saved_searches')
          .selectAll()
          .where('owner', '=', owner)
          .orderBy('created_ms')
          .orderBy('id')
          .execute()
        return rows.map(savedSearchOf)
      },

      /** One of a person's saved searches; someone else's is as good as none. */
      async find(owner: string, id: string): Promise<SavedSearch | undefined> {
        const row = await db
          .selectFrom('saved_searches')
          .selectAll()
          .where('owner', '=', owner)
          .where('id', '=', id)
          .executeTakeFirst()
        return row && savedSearchOf(row)
      },

      count: (owner: string) => countOf('saved_searches', owner),

      /** Saved now, and looked at now: what is new counts from here. */
      async create(input: { owner: string; name: string; search: object }): Promise<SavedSearch> {
        const at = now()
        const row: SavedSearchRow = {
          id: `srch_${randomBytes(9).toString('base64url')}`,
          owner: input.owner,
          name: input.name,
          search: JSON.stringify(input.search),
          created_ms: at,
          looked_ms: at,
        }
        await db.insertInto('saved_searches').values(row).execute()
        return savedSearchOf(row)
      },

      /** Changes what it names; a change that names nothing changes nothing (an empty SET is no SQL). */
      async change(id: string, change: { name?: string; search?: object }): Promise<void> {
        const set = {
          ...(change.name !== undefined && { name: change.name }),
          ...(change.search !== undefined && { search: JSON.stringify(change.search) }),
        }
        if (Object.keys(set).length === 0) return
        await db.updateTable('saved_searches').set(set).where('id', '=', id).execute()
      },

      /** Marks it looked at now. */
      async look(id: string): Promise<void> {
        await db.updateTable('saved_searches').set({ looked_ms: now() }).where('id', '=', id).execute()
      },

      async remove(id: string): Promise<void> {
        await db.deleteFrom('saved_searches').where('id', '=', id).execute()
      },
    },

    follows: {
      /** The advertisers a person follows, in the order they were followed. */
      async of(owner: string): Promise<Follow[]> {
        const rows = await db
          .selectFrom('follows')
          .selectAll()
          .where('owner', '=', owner)
          .orderBy('created_ms')
          .orderBy('advertiser_id')
          .execute()
        return rows.map(followOf)
      },

      async find(owner: string, advertiserId: string): Promise<Follow | undefined> {
        const row = await db
          .selectFrom('follows')
          .selectAll()
          .where('owner', '=', owner)
          .where('advertiser_id', '=', advertiserId)
          .executeTakeFirst()
        return row && followOf(row)
      },

      count: (owner: string) => countOf('follows', owner),

      /** Follows the advertiser; following it again changes nothing. True when it was new. */
      async follow(owner: string, advertiser: { id: string; name: string }): Promise<boolean> {
        const at = now()
        const result = await db
          .insertInto('follows')
          .values({
            owner,
            advertiser_id: advertiser.id,
            advertiser_name: advertiser.name,
            created_ms: at,
            looked_ms: at,
          })
          .onConflict((conflict) => conflict.columns(['owner', 'advertiser_id']).doNothing())
          .executeTakeFirst()
        return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
      },

      async look(owner: string, advertiserId: string): Promise<boolean> {
        const result = await db
          .updateTable('follows')
          .set({ looked_ms: now() })
          .where('owner', '=', owner)
          .where('advertiser_id', '=', advertiserId)
          .executeTakeFirst()
        return Number(result.numUpdatedRows) === 1
      },

      async unfollow(owner: string, advertiserId: string): Promise<boolean> {
        const result = await db
          .deleteFrom('follows')
          .where('owner', '=', owner)
          .where('advertiser_id', '=', advertiserId)
          .executeTakeFirst()
        return Number(result.numDeletedRows) === 1
      },
    },

    /** A person's saved searches and follows go when they leave. */
    async removeOwnedBy(owner: string): Promise<void> {
      await db.deleteFrom('saved_searches').where('owner', '=', owner).execute()
      await db.deleteFrom('follows').where('owner', '=', owner).execute()
    },
  }
}

export type WatchingRecords = ReturnType<typeof watchingRecords>
