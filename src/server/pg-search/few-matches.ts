import { parseKeywords } from '../../contract/keywords'
import { setPositions } from '../records/postgres/search-bits'
import { matchBits, withPlansOff } from './count-sql'
import type { Part } from './match-parts'
import { keywordQuery } from './match-sql'
import { type Query, SqlParams } from './sql-params'
import { visibleSql } from './visible-sql'

/** Matches of a rare word, at most, that a date page sorts rather than finding along its index. */
const MOST_SORTED = 20_000

/** Matches, at most, that a date page reads from the bitmaps and sorts, by default. */
export const MOST_SORTED_FROM_BITS = 20_000

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
  upTo = MOST_SORTED_FROM_BITS,
): Promise<number[] | undefined> {
  if (parts.length === 0 || total > upTo) return undefined
  const matches = await matchBits(query, parts)
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
 * The positions of the versions holding the keywords, when one of the words is rare (no bitmap:
 * under COMMON_WORD_ADS ads) and they are few; undefined otherwise. A page by date over such a
 * search is then those rows sorted. Left to itself, PostgreSQL misjudges how few a rare word's rows
 * are and walks the date index testing every row it passes: 2.4–4.3 s for a word in one ad at a
 * million ads, where its rows are a few milliseconds away through the word index.
 */
export async function fewByRareWords(
  query: Query,
  text: string | undefined,
  seen: number,
  firstPage: boolean,
): Promise<number[] | undefined> {
  const words = keywordQuery(text)
  if (!words || !(await holdsRareWord(query, text!))) return undefined
  const params = new SqlParams()
  const visible = visibleSql(seen, firstPage, params)
  // The word index, as a bitmap: no walk along another index, no scan of the table.
  const rows = await withPlansOff(query, ['enable_indexscan', 'enable_seqscan'], () =>
    query<{ position: number }>(
      `SELECT v.position FROM ${visible} v WHERE v.doc @@ ${params.add(words, 'tsquery')} LIMIT ${MOST_SORTED + 1}`,
      params.values,
    ),
  )
  return rows.length > MOST_SORTED ? undefined : rows.map((row) => row.position)
}

/** Whether a word the keywords ask for has no bitmap: a term, a phrase's word, or a prefix all of whose expansions are rare. */
async function holdsRareWord(query: Query, text: string): Promise<boolean> {
  const { terms, phrases, lastTermIsPrefix } = parseKeywords(text)
  const prefix = lastTermIsPrefix ? terms[terms.length - 1] : undefined
  const exact = [...new Set([...terms.filter((term) => term !== prefix), ...phrases.flat()])]
  const [row] = await query<{ rare: boolean }>(
    `SELECT (SELECT count(*) FROM search_words WHERE word = ANY($1::text[]) AND dense) < cardinality($1::text[])
       OR ($2::text IS NOT NULL AND NOT EXISTS (
         SELECT FROM search_words WHERE word >= $2 AND word < $3 AND starts_with(word, $2) AND dense)) AS rare`,
    [exact, prefix ?? null, prefix === undefined ? null : `${prefix}\u{10FFFF}`],
  )
  return row?.rare ?? false
}
