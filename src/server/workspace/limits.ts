import { type Kysely, type Migration, type RawBuilder, sql } from 'kysely'

/**
 * Counters in fixed windows of time, and back-offs, kept in the store so that every process and node
 * counts together: sign-in attempts per address and per account, API requests per client, upstream
 * calls per minute. One statement per count (an upsert that returns the new count), so two processes
 * counting at once never lose a count.
 */
export const LIMITS_STEP: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('limit_counts')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('window_ms', 'bigint', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .execute()
  },
}

interface CountRow {
  key: string
  window_ms: number
  count: number
}

type Tables = { limit_counts: CountRow }

/** A limit: at most `max` in each window of `windowMs`. */
export interface Limit {
  max: number
  windowMs: number
}

export interface Counted {
  /** The count in the current window, this one included. */
  count: number
  /** Over the limit: the caller is to be refused. */
  over: boolean
  /** Whole seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number
}

/**
 * A back-off: `free` failures in a row wait nothing; each one after makes the next attempt wait
 * twice as long as the one before, from `firstMs` up to `maxMs`. Failures are forgotten once none
 * came for `forgetMs`, and at once by `clear()`.
 */
export interface BackOff {
  free: number
  firstMs: number
  maxMs: number
  forgetMs: number
}

/** How long the next attempt waits after this many failures in a row. */
export const backOffWait = (failures: number, backOff: BackOff) =>
  failures <= backOff.free ? 0 : Math.min(backOff.firstMs * 2 ** (failures - backOff.free - 1), backOff.maxMs)

export type Turn = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface LimitCounts {
  /**
   * Takes a turn under a back-off, counted as a failure at once (a success then `clear()`s it): one
   * statement, so that of many attempts at once only those the back-off lets through get a turn.
   */
  attempt(key: string, backOff: BackOff): Promise<Turn>
  /** Counts one more for `key` in its current window. */
  add(key: string, limit: Limit): Promise<Counted>
  /** The count so far, without adding to it. */
  peek(key: string, limit: Limit): Promise<Counted>
  /** Forgets a key's count (a right password clears its account's failures). */
  clear(key: string): Promise<void>
}

/** `backOffWait` in SQL, of a count computed in the statement: one branch per doubling, then the cap. */
function waitOf(failures: RawBuilder<unknown>, backOff: BackOff): RawBuilder<number> {
  const steps: RawBuilder<unknown>[] = []
  for (let n = backOff.free + 1; n <= backOff.free + 32 && backOffWait(n, backOff) < backOff.maxMs; n++) {
    steps.push(sql`when ${failures} = ${sql.lit(n)} then ${sql.lit(backOffWait(n, backOff))}`)
  }
  return sql<number>`(case when ${failures} <= ${sql.lit(backOff.free)} then 0 ${sql.join(steps, sql` `)} else ${sql.lit(backOff.maxMs)} end)`
}

/** Windows older than this are deleted now and then, so the table stays small. */
const SWEEP_EVERY = 1000

export function limitCounts(untyped: Kysely<unknown>, now: () => number = Date.now): LimitCounts {
  const db = untyped as unknown as Kysely<Tables>
  let sinceSweep = 0

  const windowOf = (limit: Limit, at: number) => at - (at % limit.windowMs)
  const counted = (count: number, limit: Limit, at: number): Counted => ({
    count,
    over: count > limit.max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowOf(limit, at) + limit.windowMs - at) / 1000)),
  })

  return {
    async attempt(key, backOff) {
      const at = now()
      // A back-off's row: `count` failures in a row, and `window_ms` the time the next may come.
      const failures = sql`case when limit_counts.window_ms + ${backOff.forgetMs} < ${at} then 1 else limit_counts.count + 1 end`
      const { rows } = await sql<{ count: number }>`
        insert into limit_counts (key, window_ms, count) values (${key}, ${at + backOffWait(1, backOff)}, 1)
        on conflict (key) do update set
          count = ${failures},
          window_ms = cast(${at} as bigint) + ${waitOf(failures, backOff)}
        where limit_counts.window_ms <= ${at}
        returning count`.execute(db)
      if (rows.length > 0) return { allowed: true }
      const row = await db
        .selectFrom('limit_counts')
        .select('window_ms')
        .where('key', '=', key)
        .executeTakeFirst()
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((Number(row?.window_ms ?? at) - at) / 1000)),
      }
    },

    async add(key, limit) {
      const at = now()
      const window = windowOf(limit, at)
      if (++sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0
        // Anything a day old is stale for every limit we keep.
        await db
          .deleteFrom('limit_counts')
          .where('window_ms', '<', at - 86_400_000)
          .execute()
      }
      // A new window starts again at one; the same window adds one. Both dialects speak this upsert.
      const { rows } = await sql<{ count: number }>`
        insert into limit_counts (key, window_ms, count) values (${key}, ${window}, 1)
        on conflict (key) do update set
          count = case when limit_counts.window_ms = excluded.window_ms then limit_counts.count + 1 else 1 end,
          window_ms = excluded.window_ms
        returning count`.execute(db)
      return counted(Number(rows[0]?.count ?? 1), limit, at)
    },

    async peek(key, limit) {
      const at = now()
      const row = await db
        .selectFrom('limit_counts')
        .select('count')
        .where('key', '=', key)
        .where('window_ms', '=', windowOf(limit, at))
        .executeTakeFirst()
      return counted(Number(row?.count ?? 0), limit, at)
    },

    async clear(key) {
      await db.deleteFrom('limit_counts').where('key', '=', key).execute()
    },
  }
}
