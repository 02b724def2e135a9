import { matchBits, type OutsideRows, withPlansOff } from './count-sql'
import type { Part } from './match-parts'
import { keywordQuery } from './match-sql'
import { type Query, SqlParams } from './sql-params'
import { setPositions } from './tables/search-bits'
import { visibleSql } from './visible-sql'

/**
 * The positions of every current match, read from the bitmaps, when they hold every part of the
 * search and count `total` matches, at most `upTo`; undefined otherwise. A page by date then sorts
 * them (looked up by position: 28 ms for 20,000 at a million ads). A walk along a date index tests
 * each row it passes and can pass hundreds of thousands when the matches lie at its far end:
 * active ads by longest running walked every stopped ad (2.5 s) to find none of them.
 */
export async function fewFromBits(
  query: Query,
  parts: Part[],
  total: number,
  upTo: number,
  outside: OutsideRows,
): Promise<number[] | undefined> {
  if (parts.length === 0 || total > upTo) return undefined
  const matches = await matchBits(query, parts, outside)
  if (!matches) return undefined
  const params = new SqlParams()
  // varbit_send: the chunk as bytes, a quarter of its text of 0s and 1s.
  const chunks = await query<{ chunk: number; bits: Buffer }>(
    `SELECT m.chunk, varbit_send(m.bits) AS bits FROM ${matches(params)} AS m ORDER BY m.chunk`,
    params.values,
  )
  return chunks.flatMap(({ chunk, bits }) => setPositions(chunk, bits))
}

/**
 * The positions of the versions holding the keywords, asked when one of the words is rare (no
 * bitmap: under COMMON_WORD_ADS ads, word-facts.ts asksRareWord), when they are few; undefined
 * otherwise. A page by date over such a
 * search is then those rows sorted. Left to itself, PostgreSQL misjudges how few a rare word's rows
 * are and walks the date index testing every row it passes: 2.4–4.3 s for a word in one ad at a
 * million ads, where its rows are a few milliseconds away through the word index.
 */
export async function fewByRareWords(
  query: Query,
  text: string | undefined,
  seen: number,
  firstPage: boolean,
  upTo: number,
): Promise<number[] | undefined> {
  const words = keywordQuery(text)
  if (!words) return undefined
  const params = new SqlParams()
  const visible = visibleSql(seen, firstPage, params)
  // The word index, as a bitmap: no walk along another index, no scan of the table.
  const rows = await withPlansOff(query, ['enable_indexscan', 'enable_seqscan'], () =>
    query<{ position: number }>(
      `SELECT v.position FROM ${visible} v WHERE v.doc @@ ${params.add(words, 'tsquery')} LIMIT ${upTo + 1}`,
      params.values,
    ),
  )
  return rows.length > upTo ? undefined : rows.map((row) => row.position)
}
