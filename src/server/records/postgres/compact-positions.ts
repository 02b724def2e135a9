import type pg from 'pg'
import { CHUNK_BITS } from '../../pg-search/tables/search-bits'
import { adOfRow, type WriteResult } from '../ad-records'
import { wordVector } from './word-vectors'
import { type PreparedAd, writeBatch } from './write-batch'

/** A chunk of positions holding fewer current versions than this share is sparse. */
const SPARSE_SHARE = 1 / 4

/**
 * Writes again, as new versions at new positions, up to `limit` of the ads left in the sparse
 * chunks of positions, oldest first: once a chunk's last ad is written again, the search inside
 * PostgreSQL drops that chunk of every bitmap (search-bits.ts `dropEmptyChunks`).
 *
 * Why: a re-tag writes nearly every ad again, each at a new position, and the few whose tags did not
 * change keep their old ones, so every bitmap spanned twice the positions, half of them all but
 * empty, and each search ANDed, counted and sent them all (at 150,000 ads, 18% more CPU a search;
 * at 1M, warm p95 93 ms became 144 ms). Moving the few left is cheap (a sparse chunk holds under a
 * quarter of its positions), and each move is an ordinary write: followers of the feed and
 * traversals under way see a new version of an unchanged ad, and a stop half-way loses nothing.
 * Nothing to do while no node searches in the database (no bitmaps).
 */
export async function compactPositions(
  client: pg.ClientBase,
  limit: number,
  at: number,
): Promise<WriteResult> {
  const head = (await client.query<{ head: number }>('SELECT head FROM feed FOR UPDATE')).rows[0]!.head
  const nothing = { inserted: 0, updated: 0, unchanged: 0, head }
  const kept = await client.query('SELECT 1 FROM search_totals WHERE bits_kept')
  if (kept.rows.length === 0) return nothing
  // Only chunks below the head's: later positions still fall in the head's own.
  const sparse = await client.query<{ chunk: number }>(
    `SELECT chunk FROM search_bits
     WHERE kind = 'live' AND value = '' AND chunk < $1 AND bit_count(bits) < $2 ORDER BY chunk`,
    [Math.floor(head / CHUNK_BITS), CHUNK_BITS * SPARSE_SHARE],
  )
  const left: StoredRow[] = []
  for (const { chunk } of sparse.rows) {
    const rows = await client.query<StoredRow>(
      `SELECT doc, id, json, first_seen_ms, tags_version FROM ads
       WHERE doc >= $1 AND doc < $2 ORDER BY doc LIMIT $3`,
      [chunk * CHUNK_BITS, (chunk + 1) * CHUNK_BITS, limit - left.length],
    )
    left.push(...rows.rows)
    if (left.length >= limit) break
  }
  if (left.length === 0) return nothing
  return writeBatch(client, left.map(preparedAgain), at, true)
}

interface StoredRow {
  doc: number
  id: string
  json: string
  first_seen_ms: string
  tags_version: number
}

/** An ad as stored, to be written again as it is: its JSON, first sighting and rules' version kept. */
function preparedAgain(row: StoredRow): PreparedAd {
  const ad = adOfRow(row.json, row.first_seen_ms)
  return {
    id: row.id,
    json: row.json,
    words: wordVector(ad),
    givenSeenMs: undefined,
    ad,
    tagsVersion: row.tags_version,
  }
}
