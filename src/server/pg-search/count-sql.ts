import type { Part } from './match-parts'
import type { Sql } from './match-sql'
import { type Query, SqlParams } from './sql-params'
import { BIT_KIND, CHUNK_BITS, type ChunkList, EMPTY_CHUNK, positionChunks } from './tables/search-bits'
import type { WordCache } from './word-cache'

/**
 * Counting the current ads that meet every part of a search (match-parts.ts), with as few rows
 * read as the parts allow:
 *
 * - With a part that only rows answer (a rare word, an advertiser, a date), those rows are read,
 *   through its index, and every bitmap part is one bit looked up per row.
 * - Otherwise the count is the population count of the bitmaps ANDed (with `live`), plus, for each
 *   part with rows outside its bitmaps, those rows that the parts before it hold in their bitmaps
 *   and the parts after it hold at all: each match is counted once, by the first part it is a row of.
 *
 * `counted` says what is added up, over the ANDed bitmaps and over matching rows; every branch
 * gives the same columns, and the caller adds them up.
 */
export interface Counted {
  /** A SELECT over the ANDed bitmap chunks, given as a relation `(chunk, bits)`. */
  bits(chunks: string): string
  /** A SELECT over the matching rows `v`, given their conditions. */
  rows(where: string): string
}

/** What each way of counting gives for the ads meeting every part: branches to UNION ALL. */
export function countingSql(parts: Part[], counted: Counted, params: SqlParams): string {
  const bitParts = parts.filter((part) => part.bits !== undefined)
  const rowOnly = parts.filter((part) => part.bits === undefined)
  if (rowOnly.length > 0) {
    return counted.rows([...rowOnly, ...bitParts].map((part) => part.row(params)).join(' AND '))
  }
  const partial = bitParts.filter((part) => part.rest !== undefined)
  const whole = bitParts.filter((part) => part.rest === undefined)
  const branches = [counted.bits(`(${andedBits([...whole, ...partial], params)})`)]
  partial.forEach((part, i) => {
    const inBits = [...whole, ...partial.slice(0, i)]
    for (const rest of part.rest!) {
      const after = partial.slice(i + 1).map((p) => p.row(params))
      const conditions = [rest(params), ...after, ...(inBits.length > 0 ? [inAll(inBits, params)] : [])]
      branches.push(counted.rows(conditions.join(' AND ')))
    }
  })
  return branches.map((branch) => `(${branch})`).join(' UNION ALL ')
}

/**
 * The chunks of the AND of the parts' bitmaps (each part the OR of its own, or its complement when
 * `outside`, and of `extra`'s chunks for it, a parameter) and `live`: a chunk missing from any part
 * is empty, and left out.
 */
function andedBits(
  parts: Part[],
  params: SqlParams,
  extra = new Map<Part, { chunks: string; first: number }>(),
): string {
  const flips = parts.some((part) => part.outside)
  // Rows to complement carry `flip`; a complemented part gets every live chunk, so that a chunk
  // holding none of its bitmaps is whole.
  const flip = (value: boolean) => (flips ? `, ${value}` : '')
  const each = [
    `SELECT 0 AS part, b.chunk, b.bits${flips ? ', false AS flip' : ''} FROM search_bits b WHERE b.kind = '${BIT_KIND.live}' AND b.value = ''`,
    ...parts.flatMap((part, i) => {
      const own = [
        `SELECT ${i + 1}, b.chunk, b.bits${flip(part.outside === true)} FROM search_bits b WHERE ${part.bits!(params)}`,
      ]
      if (part.outside) {
        own.push(
          `SELECT ${i + 1}, b.chunk, ${EMPTY_CHUNK}, true FROM search_bits b WHERE b.kind = '${BIT_KIND.live}' AND b.value = ''`,
        )
      }
      const more = extra.get(part)
      if (more === undefined) return own
      return [
        ...own,
        `SELECT ${i + 1}, (e.n - 1 + ${more.first})::int, e.bits${flip(false)} FROM unnest(${more.chunks}) WITH ORDINALITY AS e(bits, n)`,
      ]
    }),
  ]
  const ored = flips
    ? `coalesce(~(bit_or(bits) FILTER (WHERE flip)), ${EMPTY_CHUNK}) | coalesce(bit_or(bits) FILTER (WHERE NOT flip), ${EMPTY_CHUNK})`
    : 'bit_or(bits)'
  return `SELECT chunk, bit_and(bits) AS bits FROM (
      SELECT part, chunk, ${ored} AS bits FROM (${each.join(' UNION ALL ')}) AS keys GROUP BY part, chunk
    ) AS ors GROUP BY chunk HAVING count(*) = ${params.add(parts.length + 1, 'int')}`
}

/**
 * The first and last chunks of `live`, as SQL: no current version is outside them, and the chunks
 * below the first were dropped (search-bits.ts `dropEmptyChunks`).
 */
export const LIVE_CHUNKS = {
  first: `(SELECT coalesce(min(chunk), 0) FROM search_bits WHERE kind = '${BIT_KIND.live}' AND value = '')`,
  last: `(SELECT max(chunk) FROM search_bits WHERE kind = '${BIT_KIND.live}' AND value = '')`,
}

/**
 * The row `v` is in the AND of the parts' bitmaps: its bit looked up in them, taken once as an array
 * with a chunk (empty where missing) at each index from the first live chunk.
 */
function inAll(parts: Part[], params: SqlParams): string {
  const chunks = `(SELECT array_agg(coalesce(m.bits, ${EMPTY_CHUNK}) ORDER BY c.chunk)
      FROM (${andedBits(parts, params)}) AS m
      RIGHT JOIN generate_series(${LIVE_CHUNKS.first}, ${LIVE_CHUNKS.last}) AS c(chunk)
      USING (chunk))`
  return isSet(chunks, LIVE_CHUNKS.first)
}

/**
 * The search as a condition on `v.position` alone, so that a walk along an index on (key, position)
 * reads no row it does not return: the row's bit in the ANDed bitmaps and, for each part with rows
 * outside its bitmaps, in those rows' bits, found by their index first and sent back as a bitmap.
 * Undefined when a part has no bitmap: its own index finds the few rows that can match.
 */
export async function positionMatch(
  query: Query,
  parts: Part[],
  params: SqlParams,
  outside = new OutsideRows(query),
): Promise<string | undefined> {
  if (parts.some((part) => part.bits === undefined)) return undefined
  const whole = parts.filter((part) => part.rest === undefined)
  const conditions = whole.length > 0 ? [inAll(whole, params)] : []
  for (const part of parts) {
    if (part.rest === undefined) continue
    const { chunks: rest, first } = await outside.of(parts, part)
    const inRest = rest.length === 0 ? '' : ` OR ${isSet(params.add(rest, `bit(${CHUNK_BITS})[]`), first)}`
    conditions.push(`(${inAll([part], params)}${inRest})`)
  }
  return conditions.length > 0 ? conditions.join(' AND ') : 'true'
}

/**
 * Every match of the search as bitmap chunks, a relation `(chunk, bits)` (empty chunks left out): the
 * parts' bitmaps ANDed, each part's rows outside them found by their index first and ORed in.
 * Undefined when a part has no bitmap.
 */
export async function matchBits(
  query: Query,
  parts: Part[],
  outside = new OutsideRows(query),
): Promise<Sql | undefined> {
  if (parts.some((part) => part.bits === undefined)) return undefined
  const rests = new Map<Part, ChunkList>()
  for (const part of parts) {
    if (part.rest === undefined) continue
    const rows = await outside.of(parts, part)
    if (rows.chunks.length > 0) rests.set(part, rows)
  }
  return (params) => {
    const extra = new Map<Part, { chunks: string; first: number }>()
    for (const [part, { chunks, first }] of rests)
      extra.set(part, { chunks: params.add(chunks, `bit(${CHUNK_BITS})[]`), first })
    return `(${andedBits(parts, params, extra)})`
  }
}

/**
 * The match as bitmaps when some part has rows outside its own (and every part has bitmaps): those
 * rows are found once, by their index alone, and a total or a facet counts the bitmaps rather than
 * reading each row again from the table. Undefined otherwise: counting by `countingSql` is as cheap.
 */
export async function matchBitsWithRows(
  query: Query,
  parts: Part[],
  outside = new OutsideRows(query),
): Promise<Sql | undefined> {
  return parts.some((part) => part.rest) ? matchBits(query, parts, outside) : undefined
}

/**
 * How many of the search's matches are running (no end date), from the bitmaps of running ads by
 * start month; undefined when a part has no bitmap.
 */
export async function runningMatches(
  query: Query,
  parts: Part[],
  outside = new OutsideRows(query),
): Promise<number | undefined> {
  const matches = await matchBits(query, parts, outside)
  if (!matches) return undefined
  const params = new SqlParams()
  const [row] = await query<{ n: number }>(
    `SELECT coalesce(sum(bit_count(m.bits & r.bits)), 0)::int8 AS n FROM ${matches(params)} AS m
     JOIN search_bits r ON r.kind = '${BIT_KIND.runningSince}' AND r.chunk = m.chunk`,
    params.values,
  )
  return row!.n
}

/** A part's matching rows outside its bitmaps: how many, and as bitmap chunks. */
export interface RowsOutside extends ChunkList {
  count: number
}

/**
 * The parts' matching rows outside their bitmaps that one search reads, each part's once, though
 * its count, its page and a relevance page's rare words all need them. With `words`, rows that only
 * words select (a prefix's rare expansions) are also kept across searches while nothing is written
 * (word-cache.ts): a filter's rows (a date, an advertiser) are asked too seldom to be worth it.
 */
export class OutsideRows {
  private readonly found = new Map<Part, Promise<RowsOutside>>()

  constructor(
    private readonly query: Query,
    private readonly words?: { cache: WordCache; head: number },
  ) {}

  of(parts: Part[], part: Part): Promise<RowsOutside> {
    let found = this.found.get(part)
    if (found === undefined) {
      found = this.read(parts, part)
      this.found.set(part, found)
    }
    return found
  }

  private read(parts: Part[], part: Part): Promise<RowsOutside> {
    const params = new SqlParams()
    const rows = part.rest!.map((rest) => `SELECT v.position FROM search_current v WHERE ${rest(params)}`)
    // One string rather than a row each: 49,000 positions came in 13–18 ms instead of 20–26.
    const text = `SELECT string_agg(r.position::text, ',') AS positions FROM (${rows.join(' UNION ALL ')}) AS r`
    const read = async (): Promise<RowsOutside> => {
      const [sent] = await byIndexes(this.query, parts, () =>
        this.query<{ positions: string | null }>(text, params.values),
      )
      const positions = sent?.positions ? sent.positions.split(',').map(Number) : []
      return { count: positions.length, ...positionChunks(positions) }
    }
    if (!this.words || part.rareWords === undefined) return read()
    const { cache, head } = this.words
    return cache.get(head, `${text}\u0000${JSON.stringify(params.values)}`, read, (rows) =>
      rows.chunks.reduce((bytes, chunk) => bytes + chunk.length, 0),
    )
  }
}

/**
 * The row `v`'s bit is set in a bitmap given as an array of chunks, the first of them the `first`th
 * (a number, or SQL); missing chunks: unset.
 */
export const isSet = (chunks: string, first: number | string = 0) =>
  `coalesce(get_bit((${chunks})[(v.position / ${CHUNK_BITS})::int + 1 - ${first}], (v.position % ${CHUNK_BITS})::int) = 1, false)`

/**
 * Runs `work` with sequential scans ruled out when a part's rows outside its bitmaps are overrated
 * and every part has bitmaps, so that those rows are found by their index: a prefix with hundreds
 * of rare expansions was planned as a scan of the whole table (4.4 s, for no row).
 */
export async function byIndexes<T>(query: Query, parts: Part[], work: () => Promise<T>): Promise<T> {
  if (parts.some((part) => part.bits === undefined) || !parts.some((part) => part.overrated)) return work()
  return withPlansOff(query, ['enable_seqscan'], work)
}

/**
 * Runs `work` with some of the planner's ways (`enable_…` settings) turned off, then on again: all
 * in one statement each way, as every round trip costs both processes a wake-up.
 */
export async function withPlansOff<T>(query: Query, settings: string[], work: () => Promise<T>): Promise<T> {
  const all = (value: 'on' | 'off') => settings.map((setting) => `SET LOCAL ${setting} = ${value}`).join('; ')
  // No parameters: sent as one simple query, which may hold several statements.
  await query(all('off'), [])
  try {
    return await work()
  } finally {
    await query(all('on'), [])
  }
}
