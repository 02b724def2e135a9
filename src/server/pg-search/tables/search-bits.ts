import type pg from 'pg'
import { quoted } from '../../records/postgres/word-vectors'
import type { SearchRow } from './search-rows'

/**
 * The bitmaps of the search inside PostgreSQL (`search_bits`, see search-schema.ts): for each value
 * a filter can ask for, which versions carry it, one bit per change position in chunks of 65,536.
 * A total or facet count is then an AND of a few bitmaps and a population count, done by
 * PostgreSQL in C over 8 KiB at a time, instead of a count over every matching row.
 *
 * A version's values never change, so its bits are set once, as it is written. Only `live` (the
 * current versions) loses bits, as versions are replaced; every count takes it in.
 */
export const CHUNK_BITS = 65_536
/** An empty chunk, as SQL. */
export const EMPTY_CHUNK = `B'0'::bit(${CHUNK_BITS})`
const CHUNK_BYTES = CHUNK_BITS / 8

/** The kinds of bitmap, beside the list filters' names (platforms, formats, …). */
export const BIT_KIND = {
  live: 'live',
  active: 'active',
  /** Ads still running, by the month (UTC) they started: a number of months since 1970. */
  runningSince: 'running_month',
  /** Stopped ads, by how long they ran (ranForValue). */
  ranFor: 'stopped_span',
  /** Words many ads hold (dense, as the in-memory index calls them). */
  word: 'word',
  /** Of those, the versions holding the word OFTEN times or more (timesKind has the rest). */
  wordOften: 'word_often',
} as const

/**
 * A common word's versions also have bitmaps by how many times they hold it (weighted: a headline
 * word counts twice), from twice up to OFTEN times or more; once is the word's bitmap without the
 * others. Ranking by relevance reads the matches holding each word as many times together.
 */
export const OFTEN = 5
export const timesKind = (times: number) => (times >= OFTEN ? BIT_KIND.wordOften : `word_x${times}`)

/**
 * How long a stopped ad ran, as the value of its bitmap: whole days up to EXACT_DAYS (so that the
 * usual asks, a week or a month, need no row), then 32-day spans (a few dozen bitmaps for years).
 */
export const EXACT_DAYS = 64
export const SPAN_DAYS = 32
const DAY_MS = 86_400_000

export const monthOf = (ms: number) => {
  const date = new Date(ms)
  return date.getUTCFullYear() * 12 + date.getUTCMonth() - 1970 * 12
}
export const monthStart = (month: number) => Date.UTC(1970, month, 1)

export function ranForValue(startedMs: number, endedMs: number): number {
  const days = Math.floor(Math.max(0, endedMs - startedMs) / DAY_MS)
  return days < EXACT_DAYS ? days : EXACT_DAYS + Math.floor((days - EXACT_DAYS) / SPAN_DAYS)
}

type Key = [kind: string, value: string]

/** What `keysOf` reads of a version. */
export type BitRow = Pick<
  SearchRow,
  | 'position'
  | 'format'
  | 'platforms'
  | 'niches'
  | 'countries'
  | 'languages'
  | 'hooks'
  | 'offers'
  | 'ctaTypes'
  | 'isActive'
  | 'startedMs'
  | 'endedMs'
  | 'words'
  | 'counts'
>

/** The bitmaps a version's bit is set in (but `live`), given the words kept as bitmaps. */
export function keysOf(row: BitRow, dense: ReadonlySet<string>): Key[] {
  const keys: Key[] = [
    ['formats', row.format],
    [BIT_KIND.active, String(row.isActive)],
    row.endedMs === null
      ? [BIT_KIND.runningSince, String(monthOf(row.startedMs))]
      : [BIT_KIND.ranFor, String(ranForValue(row.startedMs, row.endedMs))],
  ]
  for (const value of row.platforms) keys.push(['platforms', value])
  for (const value of row.niches) keys.push(['niches', value])
  for (const value of row.countries) keys.push(['countries', value])
  for (const value of row.languages) keys.push(['languages', value])
  for (const value of row.hooks) keys.push(['hooks', value])
  for (const value of row.offers) keys.push(['offers', value])
  for (const value of row.ctaTypes) keys.push(['cta_types', value])
  row.words.forEach((word, i) => {
    if (dense.has(word)) keys.push([BIT_KIND.word, word], ...countKeys(word, row.counts[i]!))
  })
  return keys
}

/** The bitmaps a version holding a common word `count` times is in, beside the word's own. */
const countKeys = (word: string, count: number): Key[] => (count >= 2 ? [[timesKind(count), word]] : [])

// Bit 0 of a PostgreSQL bit string is the first byte's highest bit.
const setBit = (bytes: Uint8Array, bit: number) => {
  bytes[bit >> 3]! |= 0x80 >> (bit & 7)
}

/** A chunk as a `bit(65536)` literal, in hex. */
const bitLiteral = (bytes: Uint8Array) => `X${Buffer.from(bytes).toString('hex')}`

/** Positions as a bitmap, one `bit(65536)` literal per chunk from the `first`th (none below it). */
export function positionBits(positions: readonly number[], first = 0): string[] {
  const chunks: Uint8Array[] = []
  for (const position of positions) {
    const chunk = Math.floor(position / CHUNK_BITS) - first
    while (chunks.length <= chunk) chunks.push(new Uint8Array(CHUNK_BYTES))
    setBit(chunks[chunk]!, position % CHUNK_BITS)
  }
  return chunks.map(bitLiteral)
}

/**
 * A bitmap as statement parameters: its chunks from the `first` holding a bit, as the positions of
 * current versions start where a re-tag left them (`dropEmptyChunks`), not at 0.
 */
export interface ChunkList {
  first: number
  chunks: string[]
}

export function positionChunks(positions: readonly number[]): ChunkList {
  const lowest = positions.reduce((least, position) => Math.min(least, position), Number.POSITIVE_INFINITY)
  const first = positions.length === 0 ? 0 : Math.floor(lowest / CHUNK_BITS)
  return { first, chunks: positionBits(positions, first) }
}

/**
 * The positions whose bits are set in one chunk, given as `varbit_send` sends a bit string: its
 * length in bits (4 bytes), then the bits, the first in the first byte's highest bit.
 */
export function setPositions(chunk: number, sent: Uint8Array): number[] {
  const positions: number[] = []
  const first = chunk * CHUNK_BITS
  for (let byte = 4; byte < sent.length; byte++) {
    const bits = sent[byte]!
    if (bits === 0) continue
    for (let bit = 0; bit < 8; bit++) {
      if (bits & (0x80 >> bit)) positions.push(first + (byte - 4) * 8 + bit)
    }
  }
  return positions
}

/** Bits to set (or clear) in many bitmaps, gathered in memory and sent in few statements. */
export class BitChanges {
  private readonly chunks = new Map<
    string,
    { kind: string; value: string; chunk: number; bytes: Uint8Array }
  >()

  add(kind: string, value: string, position: number): void {
    const chunk = Math.floor(position / CHUNK_BITS)
    const name = `${kind}\u0000${value}\u0000${chunk}`
    let bits = this.chunks.get(name)
    if (!bits) {
      bits = { kind, value, chunk, bytes: new Uint8Array(CHUNK_BYTES) }
      this.chunks.set(name, bits)
    }
    setBit(bits.bytes, position % CHUNK_BITS)
  }

  /** Sets the gathered bits, making the bitmaps they belong to where missing. */
  async set(client: pg.ClientBase): Promise<void> {
    for (const part of this.parts()) {
      await client.query(
        `INSERT INTO search_bits (kind, value, chunk, bits)
         SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::bit(${CHUNK_BITS})[])
         ON CONFLICT (kind, value, chunk) DO UPDATE SET bits = search_bits.bits | excluded.bits`,
        part,
      )
    }
  }

  /** Clears the gathered bits. */
  async clear(client: pg.ClientBase): Promise<void> {
    for (const part of this.parts()) {
      await client.query(
        `UPDATE search_bits b SET bits = b.bits & ~c.bits
         FROM unnest($1::text[], $2::text[], $3::int[], $4::bit(${CHUNK_BITS})[]) AS c(kind, value, chunk, bits)
         WHERE (b.kind, b.value, b.chunk) = (c.kind, c.value, c.chunk)`,
        part,
      )
    }
  }

  /** The bitmaps as statement parameters, a few hundred at a time (each is 16 KB of hex). */
  private *parts(): Generator<unknown[]> {
    const all = [...this.chunks.values()]
    for (let from = 0; from < all.length; from += 256) {
      const some = all.slice(from, from + 256)
      yield [
        some.map((c) => c.kind),
        some.map((c) => c.value),
        some.map((c) => c.chunk),
        some.map((c) => bitLiteral(c.bytes)),
      ]
    }
  }
}

/** The words kept as bitmaps. */
async function denseWords(client: pg.ClientBase): Promise<Set<string>> {
  const rows = await client.query<{ word: string }>('SELECT word FROM search_words WHERE dense')
  return new Set(rows.rows.map((row) => row.word))
}

/**
 * One write's bits, in the writer's turn after its rows went in: each new version's values, the
 * new versions made live and the replaced ones not. Words that this write made common get their
 * bitmaps from every current ad that holds them (as the in-memory index turns a word dense, and
 * never back).
 */
export async function keepBits(
  client: pg.ClientBase,
  rows: readonly BitRow[],
  replaced: readonly number[],
): Promise<void> {
  const dense = await denseWords(client)
  const set = new BitChanges()
  for (const row of rows) {
    set.add(BIT_KIND.live, '', row.position)
    for (const [kind, value] of keysOf(row, dense)) set.add(kind, value, row.position)
  }
  await set.set(client)
  const gone = new BitChanges()
  for (const position of replaced) gone.add(BIT_KIND.live, '', position)
  await gone.clear(client)
  const last = rows.reduce((most, row) => Math.max(most, row.position), 0)
  await dropEmptyChunks(client, Math.floor(last / CHUNK_BITS), [
    ...new Set(replaced.map((position) => Math.floor(position / CHUNK_BITS))),
  ])
  const written = [...new Set(rows.flatMap((row) => row.words))].filter((word) => !dense.has(word))
  const common = await client.query<{ word: string }>(
    `SELECT word FROM search_words, search_totals t
     WHERE word = ANY($1::text[]) AND live >= t.common_word_ads`,
    [written],
  )
  for (const { word } of common.rows) await makeDense(client, word)
}

/**
 * Drops every bitmap's chunk (and its start days) where no current version is left, of the chunks
 * `among` (all when not given) below `below`, which no later position can fall in. Such a chunk
 * adds nothing to a match, as every match is ANDed with `live`, but every AND, count and bit array
 * would still go over it: after a re-tag that wrote each ad again, half the chunks of every bitmap
 * (bench/retag-speed.ts).
 */
export async function dropEmptyChunks(
  client: pg.ClientBase,
  below: number,
  among?: readonly number[],
): Promise<void> {
  if (among?.length === 0) return
  const empty = await client.query<{ chunk: number }>(
    `SELECT chunk FROM search_bits
     WHERE kind = '${BIT_KIND.live}' AND value = '' AND chunk < $1 AND bit_count(bits) = 0
       ${among ? 'AND chunk = ANY($2::int[])' : ''}`,
    among ? [below, among] : [below],
  )
  if (empty.rows.length === 0) return
  const chunks = empty.rows.map((row) => row.chunk)
  await client.query('DELETE FROM search_bits WHERE chunk = ANY($1::int[])', [chunks])
  await client.query('DELETE FROM search_start_days WHERE chunk = ANY($1::int[])', [chunks])
}

/** Gives a word its bitmaps, from every current version holding it. */
async function makeDense(client: pg.ClientBase, word: string): Promise<void> {
  const holding = await client.query<{ position: number; count: number }>(
    'SELECT position, counts[array_position(words, $2)] AS count FROM search_current WHERE doc @@ $1::tsquery',
    [quoted(word), word],
  )
  const bits = new BitChanges()
  for (const { position, count } of holding.rows) {
    bits.add(BIT_KIND.word, word, position)
    for (const [kind] of countKeys(word, count)) bits.add(kind, word, position)
  }
  await bits.set(client)
  await client.query('UPDATE search_words SET dense = true WHERE word = $1', [word])
}

interface FillRow {
  position: number
  format: string
  platforms: string[]
  niches: string[]
  countries: string[]
  languages: string[]
  hooks: string[]
  offers: string[]
  cta_types: string[]
  is_active: boolean
  started_ms: number
  ended_ms: number | null
  words: string[]
  counts: number[]
}

/**
 * Makes every bitmap from the current versions, once, in the writers' turn (search-tables.ts):
 * a chunk at a time, so that memory holds one chunk's bitmaps.
 */
export async function fillBits(client: pg.ClientBase): Promise<void> {
  await client.query('DELETE FROM search_bits')
  await client.query(
    `UPDATE search_words SET dense = live >= t.common_word_ads
     FROM search_totals t`,
  )
  const dense = await denseWords(client)
  const last = await client.query<{ last: number | null }>('SELECT max(position) AS last FROM search_current')
  const lastChunk = Math.floor((last.rows[0]!.last ?? 0) / CHUNK_BITS)
  for (let chunk = 0; chunk <= lastChunk; chunk++) {
    const rows = await client.query<FillRow>(
      `SELECT position, format, platforms, niches, countries, languages, hooks, offers, cta_types,
         is_active, started_ms, ended_ms, words, counts
       FROM search_current WHERE position >= $1 AND position < $2`,
      [chunk * CHUNK_BITS, (chunk + 1) * CHUNK_BITS],
    )
    const bits = new BitChanges()
    for (const row of rows.rows) {
      bits.add(BIT_KIND.live, '', row.position)
      const version: BitRow = {
        ...row,
        ctaTypes: row.cta_types,
        isActive: row.is_active,
        startedMs: row.started_ms,
        endedMs: row.ended_ms,
      }
      for (const [kind, value] of keysOf(version, dense)) bits.add(kind, value, row.position)
    }
    await bits.set(client)
  }
}
