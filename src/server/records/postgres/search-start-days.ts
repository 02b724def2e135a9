import type pg from 'pg'
import { CHUNK_BITS } from '../../pg-search/tables/search-bits'
import { statements } from '../migration-steps'

/**
 * The day each version started, by change position, kept beside the bitmaps (`search_start_days`,
 * one row per chunk of CHUNK_BITS positions): a timeline over a broad search is then its bitmaps
 * ANDed, read with these days and counted in the process, rather than its hundreds of thousands of
 * rows read and grouped by PostgreSQL (0.5–1 s at a million ads, however they were indexed).
 *
 * Each position takes 4 bytes, big-endian: its day (since 1970-01-01, UTC) plus OFFSET, or 0 where
 * no version was written. A version's start never changes, so a position's day is written once, as
 * the version is; replaced versions keep theirs, and `live` leaves them out.
 */
export const DAY_BYTES = 4
const CHUNK_BYTES = CHUNK_BITS * DAY_BYTES
/** Day -1 (an unknown start, a millisecond before 1970) is written 1: 0 is no version. */
const OFFSET = 2
const DAY_MS = 86_400_000

/** What is written of a version. */
export interface StartDayRow {
  position: number
  startedMs: number
}

/**
 * The table, and the bitmaps made again at the next open by a node searching in the database
 * (search-tables.ts), which writes every current version's day with them.
 */
export const SEARCH_START_DAYS_STEP = statements(
  'CREATE TABLE search_start_days (chunk integer PRIMARY KEY, days bytea NOT NULL)',
  'UPDATE search_totals SET bits_kept = false',
)

/** The day of the `index`th position of a chunk's `days`; undefined where no version was written. */
export function dayOf(days: Uint8Array, index: number): number | undefined {
  const at = index * DAY_BYTES
  if (at + DAY_BYTES > days.length) return undefined
  const stored = ((days[at]! << 24) | (days[at + 1]! << 16) | (days[at + 2]! << 8) | days[at + 3]!) >>> 0
  return stored === 0 ? undefined : stored - OFFSET
}

/** Writes the days of new versions, a statement per chunk they fall in. */
export async function keepStartDays(client: pg.ClientBase, rows: readonly StartDayRow[]): Promise<void> {
  const byChunk = new Map<number, StartDayRow[]>()
  for (const row of rows) {
    const chunk = Math.floor(row.position / CHUNK_BITS)
    const some = byChunk.get(chunk)
    if (some) some.push(row)
    else byChunk.set(chunk, [row])
  }
  for (const [chunk, some] of byChunk) {
    const first = Math.min(...some.map((row) => row.position % CHUNK_BITS))
    const last = Math.max(...some.map((row) => row.position % CHUNK_BITS))
    const bytes = Buffer.alloc((last - first + 1) * DAY_BYTES)
    for (const row of some) writeDay(bytes, (row.position % CHUNK_BITS) - first, row.startedMs)
    // A new chunk starts as no version anywhere; the write then overlays its own positions' days.
    await client.query(
      `INSERT INTO search_start_days (chunk, days) VALUES ($1, decode(repeat('00', ${CHUNK_BYTES}), 'hex'))
       ON CONFLICT (chunk) DO NOTHING`,
      [chunk],
    )
    await client.query(
      'UPDATE search_start_days SET days = overlay(days placing $2 from $3) WHERE chunk = $1',
      [chunk, bytes, first * DAY_BYTES + 1],
    )
  }
}

/** Writes every current version's day, once, as the bitmaps are filled (search-bits.ts): a chunk at a time. */
export async function fillStartDays(client: pg.ClientBase): Promise<void> {
  await client.query('DELETE FROM search_start_days')
  const last = await client.query<{ last: number | null }>('SELECT max(position) AS last FROM search_current')
  if (last.rows[0]!.last === null) return
  const lastChunk = Math.floor(last.rows[0]!.last / CHUNK_BITS)
  for (let chunk = 0; chunk <= lastChunk; chunk++) {
    const rows = await client.query<{ position: number; started_ms: number }>(
      'SELECT position, started_ms FROM search_current WHERE position >= $1 AND position < $2',
      [chunk * CHUNK_BITS, (chunk + 1) * CHUNK_BITS],
    )
    if (rows.rows.length === 0) continue
    const bytes = Buffer.alloc(CHUNK_BYTES)
    for (const row of rows.rows) writeDay(bytes, row.position % CHUNK_BITS, Number(row.started_ms))
    await client.query('INSERT INTO search_start_days (chunk, days) VALUES ($1, $2)', [chunk, bytes])
  }
}

function writeDay(bytes: Buffer, index: number, startedMs: number): void {
  bytes.writeUInt32BE(Math.floor(startedMs / DAY_MS) + OFFSET, index * DAY_BYTES)
}
