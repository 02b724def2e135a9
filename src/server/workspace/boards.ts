import { randomBytes } from 'node:crypto'
import { type Kysely, type Migration, sql } from 'kysely'
import type { SavedMedia } from '../../contract/boards'
import type { MediaOutcome, SavedCopy } from '../media/media-keeper'
import { mediaStoreOver } from '../media/media-store'
import { SAVED_MEDIA_TABLE_STEP } from '../media/pg-media-store'
import { workQueue } from '../media/work-queue'
import { type BoardDialect, type BoardFilter, type BoardPosition, boardPagePlan } from './board-filter'

/**
 * Boards (swipe files): named collections of saved ads. A board keeps a copy of each ad as it was
 * when saved, so it outlives the ad's source: the index may change the ad or drop it, the board
 * still shows what was kept. A board is private to its owner or shared with the team.
 */
export type Visibility = 'private' | 'team'

export interface Board {
  id: string
  name: string
  owner: string
  visibility: Visibility
  createdMs: number
  /** The last time the board or anything on it changed. */
  changedMs: number
  /** How many ads are saved on it. */
  count: number
  /** The ad saved last, for the board's cover; null while it is empty. */
  coverAdJson: string | null
  /** The token of its read-only share link, while the link is on. */
  shareToken: string | null
  /** Whether the share link shows the saved ads' notes: the owner's choice, off unless chosen. */
  shareNotes: boolean
}

export interface SavedAd {
  boardId: string
  adId: string
  /** The ad as it was when saved, as the API wrote it (JSON). */
  adJson: string
  note: string
  tags: string[]
  savedBy: string
  savedMs: number
  /** What became of its media; null when nobody looked (saved before media were kept). */
  mediaState: MediaState | null
}

/**
 * A saved copy's media: `pending` while they are fetched in the background, `kept` once the copy's
 * links point to this server's copies, `none` when it had nothing to fetch (no media, or only this
 * server's own), else `failed: ` and why, the links that could not be kept left as they were.
 */
export type MediaState = 'pending' | 'kept' | 'none' | `failed: ${string}`

/** A media state as the API shows it (contract `SavedMedia`): kept for good, on its way, or why not. */
export function shownMedia(state: MediaState | null): SavedMedia {
  if (state === 'kept' || state === 'none') return { state: 'kept', problem: null }
  if (state === 'pending') return { state: 'pending', problem: null }
  if (state === null)
    return { state: 'failed', problem: 'its media were not kept (saved before this server kept them)' }
  return { state: 'failed', problem: state.replace(/^failed: /, '') }
}

/** Saved media fetched at once, per server process: fetching must not crowd out answering. */
const MEDIA_FETCHES_AT_ONCE = 2

export const BOARDS_STEP: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('boards')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('owner', 'text', (column) => column.notNull())
      .addColumn('visibility', 'text', (column) => column.notNull())
      .addColumn('created_ms', 'bigint', (column) => column.notNull())
      .addColumn('changed_ms', 'bigint', (column) => column.notNull())
      .execute()
    await db.schema
      .createTable('board_ads')
      .addColumn('board_id', 'text', (column) => column.notNull())
      .addColumn('ad_id', 'text', (column) => column.notNull())
      .addColumn('ad_json', 'text', (column) => column.notNull())
      .addColumn('note', 'text', (column) => column.notNull())
      .addColumn('tags', 'text', (column) => column.notNull())
      .addColumn('saved_by', 'text', (column) => column.notNull())
      .addColumn('saved_ms', 'bigint', (column) => column.notNull())
      .addPrimaryKeyConstraint('board_ads_key', ['board_id', 'ad_id'])
      .execute()
    // A board's ads newest first, and where one ad is saved, are the two questions asked most.
    await db.schema
      .createIndex('board_ads_by_time')
      .on('board_ads')
      .columns(['board_id', 'saved_ms'])
      .execute()
    await db.schema.createIndex('board_ads_by_ad').on('board_ads').column('ad_id').execute()
  },
}

interface BoardRow {
  id: string
  name: string
  owner: string
  visibility: string
  created_ms: number
  changed_ms: number
  share_token: string | null
  share_notes: number
}

/**
 * A board's share link: a random token that opens the board read-only to anyone who has the link,
 * until it is turned off. Kept as it is (not as a digest), so that the team can copy the link again:
 * it reads one board, which whoever reads the store can read anyway.
 */
export const BOARD_SHARES_STEP: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('boards').addColumn('share_token', 'text').execute()
    await db.schema.createIndex('boards_by_share').unique().on('boards').column('share_token').execute()
  },
}

/**
 * Whether a board's share link shows the notes on its ads (0: no). Off for every link made before:
 * notes were written for the team, and only the owner may show them to whoever has the link.
 */
export const BOARD_SHARE_NOTES_STEP: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('boards')
      .addColumn('share_notes', 'integer', (column) => column.notNull().defaultTo(0))
      .execute()
  },
}

/** What became of each saved copy's media (see `MediaState`); null on copies saved before. */
const MEDIA_STATE_STEP: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('board_ads').addColumn('media_state', 'text').execute()
  },
}

/** SQLite keeps the media themselves as files beside it (media-store.ts): only the column. */
export const SAVED_MEDIA_STEP_SQLITE: Migration = MEDIA_STATE_STEP

/** PostgreSQL keeps them in a table that every node shares. */
export const SAVED_MEDIA_STEP_POSTGRES: Migration = {
  async up(db: Kysely<unknown>) {
    await MEDIA_STATE_STEP.up(db)
    await SAVED_MEDIA_TABLE_STEP.up(db)
  },
}

interface SavedRow {
  board_id: string
  ad_id: string
  ad_json: string
  note: string
  tags: string
  saved_by: string
  saved_ms: number
  media_state: string | null
}

type Tables = { boards: BoardRow; board_ads: SavedRow }

/** A page of a board's ads, newest saved first, and where the next page starts. */
export interface SavedPage {
  ads: SavedAd[]
  next: { savedMs: number; adId: string } | null
}

export function boardRecords(
  untyped: Kysely<unknown>,
  now: () => number = Date.now,
  dialect: BoardDialect = 'sqlite',
) {
  const db = untyped as unknown as Kysely<Tables>

  const touch = (boardId: string) =>
    db.updateTable('boards').set({ changed_ms: now() }).where('id', '=', boardId).execute()

  /** Boards with their count and cover, in one query. */
  const withCounts = () =>
    db
      .selectFrom('boards')
      .selectAll('boards')
      .select((select) => [
        select
          .selectFrom('board_ads')
          .select((count) => count.fn.countAll<number>().as('n'))
          .whereRef('board_ads.board_id', '=', 'boards.id')
          .as('count'),
        select
          .selectFrom('board_ads')
          .select('board_ads.ad_json')
          .whereRef('board_ads.board_id', '=', 'boards.id')
          .orderBy('board_ads.saved_ms', 'desc')
          .orderBy('board_ads.ad_id', 'desc')
          .limit(1)
          .as('cover'),
      ])

  const boardOf = (row: BoardRow & { count: number | string | null; cover: string | null }): Board => ({
    id: row.id,
    name: row.name,
    owner: row.owner,
    visibility: row.visibility === 'team' ? 'team' : 'private',
    createdMs: Number(row.created_ms),
    changedMs: Number(row.changed_ms),
    count: Number(row.count ?? 0),
    coverAdJson: row.cover,
    shareToken: row.share_token,
    shareNotes: Number(row.share_notes) === 1,
  })

  return {
    /** Where saved ads' media are kept: a table with PostgreSQL, else files under `dir`. */
    mediaStore: (dir: string) => mediaStoreOver(untyped, dir),

    /**
     * Saved media are fetched in the background, a few at a time, one queue for the store's boards;
     * `idle()` resolves when none is left to fetch.
     */
    mediaQueue: workQueue(MEDIA_FETCHES_AT_ONCE),

    /** The boards a person sees: their own and those shared with the team, last changed first. */
    async visibleTo(personId: string): Promise<Board[]> {
      const rows = await withCounts()
        .where((where) => where.or([where('owner', '=', personId), where('visibility', '=', 'team')]))
        .orderBy('changed_ms', 'desc')
        .orderBy('id')
        .execute()
      return rows.map(boardOf)
    },

    async find(id: string): Promise<Board | undefined> {
      const row = await withCounts().where('id', '=', id).executeTakeFirst()
      return row && boardOf(row)
    },

    async create(input: { name: string; owner: string; visibility: Visibility }): Promise<Board> {
      const at = now()
      const row: BoardRow = {
        id: `brd_${randomBytes(9).toString('base64url')}`,
        name: input.name,
        owner: input.owner,
        visibility: input.visibility,
        created_ms: at,
        changed_ms: at,
        share_token: null,
        share_notes: 0,
      }
      await db.insertInto('boards').values(row).execute()
      return boardOf({ ...row, count: 0, cover: null })
    },

    async change(id: string, change: { name?: string; visibility?: Visibility }): Promise<void> {
      await db
        .updateTable('boards')
        .set({ ...change, changed_ms: now() })
        .where('id', '=', id)
        .execute()
    },

    /**
     * Turns the board's share link on (a new token, the old link dying) or off; a link turned off
     * forgets the notes choice, so a new link shows no notes until chosen again.
     */
    async share(id: string, on: boolean): Promise<string | null> {
      const token = on ? randomBytes(24).toString('base64url') : null
      await db
        .updateTable('boards')
        .set({ share_token: token, ...(on ? {} : { share_notes: 0 }), changed_ms: now() })
        .where('id', '=', id)
        .execute()
      return token
    },

    /** Whether the board's share link shows the notes on its ads. */
    async shareNotes(id: string, notes: boolean): Promise<void> {
      await db
        .updateTable('boards')
        .set({ share_notes: notes ? 1 : 0, changed_ms: now() })
        .where('id', '=', id)
        .execute()
    },

    /** The board a share link opens, while it is on. */
    async byShareToken(token: string): Promise<Board | undefined> {
      const row = await withCounts().where('share_token', '=', token).executeTakeFirst()
      return row && boardOf(row)
    },

    /**
     * Whether an ad saved on the board shows this media link (its image, video or thumbnail), as a
     * path of this server (`/media/…`) or as one of `links`, the same path's absolute URLs. The
     * saved copies' text narrows the search in the store; the links themselves decide.
     */
    async showsMedia(boardId: string, path: string, links: readonly string[] = []): Promise<boolean> {
      const pattern = `%${path.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
      const rows = await db
        .selectFrom('board_ads')
        .select('ad_json')
        .where('board_id', '=', boardId)
        .where(sql<boolean>`ad_json like ${pattern} escape '\\'`)
        .execute()
      const wanted = new Set([path, ...links])
      return rows.some(({ ad_json }) => mediaLinksOf(ad_json).some((link) => wanted.has(link)))
    },

    /** Deletes a board and everything saved on it. */
    async remove(id: string): Promise<void> {
      await db.deleteFrom('board_ads').where('board_id', '=', id).execute()
      await db.deleteFrom('boards').where('id', '=', id).execute()
    },

    /**
     * Saves a copy of the ad on the board; saving it again changes nothing (the first copy stays, as
     * the board keeps the ad as it was when saved). True when it was new on the board.
     */
    async save(input: {
      boardId: string
      adId: string
      adJson: string
      savedBy: string
      /** Absent: nobody looked at its media (shown as not kept). */
      mediaState?: MediaState
    }): Promise<boolean> {
      const result = await db
        .insertInto('board_ads')
        .values({
          board_id: input.boardId,
          ad_id: input.adId,
          ad_json: input.adJson,
          note: '',
          tags: '[]',
          saved_by: input.savedBy,
          saved_ms: now(),
          media_state: input.mediaState ?? null,
        })
        .onConflict((conflict) => conflict.columns(['board_id', 'ad_id']).doNothing())
        .executeTakeFirst()
      const added = Number(result.numInsertedOrUpdatedRows ?? 0) === 1
      if (added) await touch(input.boardId)
      return added
    },

    async unsave(boardId: string, adId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('board_ads')
        .where('board_id', '=', boardId)
        .where('ad_id', '=', adId)
        .executeTakeFirst()
      const removed = Number(result.numDeletedRows) === 1
      if (removed) await touch(boardId)
      return removed
    },

    async saved(boardId: string, adId: string): Promise<SavedAd | undefined> {
      const row = await db
        .selectFrom('board_ads')
        .selectAll()
        .where('board_id', '=', boardId)
        .where('ad_id', '=', adId)
        .executeTakeFirst()
      return row && savedOf(row)
    },

    /**
     * What became of a copy's media (media-keeper.ts), written only while the copy is still the one
     * whose media were fetched, and pending: taken off and saved anew meanwhile, it is another copy.
     */
    async keptMedia(saved: SavedCopy, outcome: MediaOutcome): Promise<void> {
      await db
        .updateTable('board_ads')
        .set({ ad_json: outcome.adJson, media_state: outcome.state })
        .where('board_id', '=', saved.boardId)
        .where('ad_id', '=', saved.adId)
        .where('ad_json', '=', saved.adJson)
        .where('media_state', '=', 'pending')
        .execute()
    },

    /** A note and tags on a saved ad; false when it is not saved there. A change naming neither changes nothing. */
    async annotate(
      boardId: string,
      adId: string,
      change: { note?: string; tags?: string[] },
    ): Promise<boolean> {
      const set = {
        ...(change.note !== undefined && { note: change.note }),
        ...(change.tags !== undefined && { tags: JSON.stringify(change.tags) }),
      }
      if (Object.keys(set).length === 0) return (await this.saved(boardId, adId)) !== undefined
      const result = await db
        .updateTable('board_ads')
        .set(set)
        .where('board_id', '=', boardId)
        .where('ad_id', '=', adId)
        .executeTakeFirst()
      const changed = Number(result.numUpdatedRows) === 1
      if (changed) await touch(boardId)
      return changed
    },

    /** A page of the board's ads, newest saved first; `after` is the last of the previous page. */
    async page(
      boardId: string,
      limit: number,
      after?: { savedMs: number; adId: string },
    ): Promise<SavedPage> {
      let query = db.selectFrom('board_ads').selectAll().where('board_id', '=', boardId)
      if (after) {
        query = query.where((where) =>
          where.or([
            where('saved_ms', '<', after.savedMs),
            where.and([where('saved_ms', '=', after.savedMs), where('ad_id', '<', after.adId)]),
          ]),
        )
      }
      const rows = await query
        .orderBy('saved_ms', 'desc')
        .orderBy('ad_id', 'desc')
        .limit(limit + 1)
        .execute()
      const ads = rows.slice(0, limit).map(savedOf)
      const last = ads.at(-1)
      return { ads, next: rows.length > limit && last ? { savedMs: last.savedMs, adId: last.adId } : null }
    },

    /**
     * A page of the board's ads that the filter keeps, in its order (board-filter.ts); `after` is
     * where the previous page of the same sort ended.
     */
    async filteredPage(
      boardId: string,
      limit: number,
      filter: BoardFilter,
      after?: BoardPosition,
    ): Promise<{ ads: SavedAd[]; next: BoardPosition | null }> {
      const plan = boardPagePlan(filter, after, dialect)
      let query = db.selectFrom('board_ads').selectAll().where('board_id', '=', boardId)
      for (const condition of plan.filters) query = query.where(condition)
      if (plan.after) query = query.where(plan.after)
      for (const [expression, direction] of plan.orderBy) query = query.orderBy(expression, direction)
      const rows = await query.limit(limit + 1).execute()
      const ads = rows.slice(0, limit).map(savedOf)
      const last = ads.at(-1)
      return { ads, next: rows.length > limit && last ? plan.positionAfter(last) : null }
    },

    /** How many of the board's ads the filter keeps. */
    async count(boardId: string, filter: BoardFilter): Promise<number> {
      const plan = boardPagePlan(filter, undefined, dialect)
      let query = db
        .selectFrom('board_ads')
        .select((select) => select.fn.countAll<number | string>().as('n'))
        .where('board_id', '=', boardId)
      for (const condition of plan.filters) query = query.where(condition)
      return Number((await query.executeTakeFirstOrThrow()).n)
    },

    /** Of these ads, which are saved on which of the boards a person sees (for "saved" marks). */
    async whereSaved(
      personId: string,
      adIds: readonly string[],
    ): Promise<{ adId: string; boardId: string }[]> {
      if (adIds.length === 0) return []
      const rows = await db
        .selectFrom('board_ads')
        .innerJoin('boards', 'boards.id', 'board_ads.board_id')
        .select(['board_ads.ad_id as adId', 'board_ads.board_id as boardId'])
        .where('board_ads.ad_id', 'in', [...adIds])
        .where((where) =>
          where.or([where('boards.owner', '=', personId), where('boards.visibility', '=', 'team')]),
        )
        .execute()
      return rows
    },

    /** Everything of a person's that goes when they leave: their private boards. Team boards stay. */
    async removeOwnedBy(personId: string): Promise<void> {
      const own = await db
        .selectFrom('boards')
        .select('id')
        .where('owner', '=', personId)
        .where('visibility', '=', 'private')
        .execute()
      for (const { id } of own) {
        await db.deleteFrom('board_ads').where('board_id', '=', id).execute()
        await db.deleteFrom('boards').where('id', '=', id).execute()
      }
    },
  }
}

export type BoardRecords = ReturnType<typeof boardRecords>

const savedOf = (row: SavedRow): SavedAd => ({
  boardId: row.board_id,
  adId: row.ad_id,
  adJson: row.ad_json,
  note: row.note,
  tags: tagsOf(row.tags),
  savedBy: row.saved_by,
  savedMs: Number(row.saved_ms),
  mediaState: row.media_state as MediaState | null,
})

/** A saved copy's media links, without query or fragment: what a request's path is compared with. */
function mediaLinksOf(adJson: string): string[] {
  try {
    const media = (JSON.parse(adJson) as { media?: Record<string, unknown> }).media ?? {}
    return [media.image, media.video, media.thumbnail]
      .filter((link): link is string => typeof link === 'string')
      .map((link) => link.replace(/[?#].*$/s, ''))
  } catch {
    return []
  }
}

function tagsOf(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : []
  } catch {
    return []
  }
}
