import { type Kysely, type Migration, sql } from 'kysely'
import { mayHoldNul, withoutNul } from '../records/nul-characters'

/**
 * Saved copies of ads, and tags, kept before NUL characters were taken out on the way in
 * (records/nul-characters.ts) may hold `\u0000`, which PostgreSQL's jsonb refuses (22P05), and a
 * board's filters read both as jsonb: one such copy made its board's filters fail. Taken out once.
 */
export const SAVED_COPIES_WITHOUT_NUL_STEP: Migration = {
  async up(db: Kysely<unknown>) {
    // Without its backslash, which LIKE reads as an escape in PostgreSQL and as itself in SQLite.
    const { rows } = await sql<{ board_id: string; ad_id: string; ad_json: string; tags: string }>`
      SELECT board_id, ad_id, ad_json, tags FROM board_ads
      WHERE ad_json LIKE '%u0000%' OR tags LIKE '%u0000%'`.execute(db)
    for (const row of rows) {
      const adJson = withoutNulIn(row.ad_json)
      const tags = withoutNulIn(row.tags)
      if (adJson === row.ad_json && tags === row.tags) continue
      await sql`UPDATE board_ads SET ad_json = ${adJson}, tags = ${tags}
                WHERE board_id = ${row.board_id} AND ad_id = ${row.ad_id}`.execute(db)
    }
  },
}

function withoutNulIn(json: string): string {
  if (!mayHoldNul(json)) return json
  try {
    const value: unknown = JSON.parse(json)
    const clean = withoutNul(value)
    return clean === value ? json : JSON.stringify(clean)
  } catch {
    return json
  }
}
