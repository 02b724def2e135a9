import { CTA_TYPES, HOOKS, OFFERS } from '../../contract/creative-tags'
import { FORMATS, NICHES, PLATFORMS } from '../../contract/enums'
import { hasFiltersBesides, type ListFilterName, type SearchFilters } from '../../contract/filters'
import { byIndexes, countingSql, matchBitsWithRows } from './count-sql'
import { matchParts } from './match-parts'
import { listColumn } from './match-sql'
import { type Query, SqlParams } from './sql-params'

/** Every value these lists can hold is listed, counted or not; the others list what ads carry. */
const KNOWN: Partial<Record<ListFilterName, readonly string[]>> = {
  platforms: PLATFORMS,
  formats: FORMATS,
  niches: NICHES,
  hooks: HOOKS,
  offers: OFFERS,
  cta_types: CTA_TYPES,
}

/**
 * How many current ads carry each value of a list filter: the writers' kept counts without other
 * filters, else counted within the ads matching them (each value's bitmap ANDed with theirs, see
 * count-sql.ts), leaving out the filter's own values (as the in-memory index's facetCounts does).
 */
export async function facetCounts(
  query: Query,
  name: ListFilterName,
  filters: SearchFilters | undefined,
  now: number,
): Promise<{ value: string; count: number }[]> {
  const kept = await query<{ value: string; live: number }>(
    'SELECT value, live FROM search_values WHERE facet = $1',
    [name],
  )
  const live = new Map(kept.map((row) => [row.value, row.live]))
  const selected: readonly string[] = filters?.[name] ?? []
  let counts = live
  if (filters !== undefined && hasFiltersBesides(filters, name)) {
    const params = new SqlParams()
    const parts = await matchParts(query, filters, now, name)
    const { column, many } = listColumn(name)
    const values = many ? `unnest(v.${column})` : `v.${column}`
    const byValue = (chunks: string) =>
      `SELECT f.value, sum(bit_count(f.bits & m.bits)) AS n
       FROM ${chunks} AS m JOIN search_bits f ON f.chunk = m.chunk WHERE f.kind = ${params.add(name, 'text')} GROUP BY f.value`
    // The month at a running-days cutoff (49,000 rows at a million ads) read from the table for
    // its values took 180 ms; as bitmaps, found by their index alone, a few.
    const matches = await matchBitsWithRows(query, parts)
    const counting = matches
      ? byValue(matches(params))
      : countingSql(
          parts,
          {
            bits: byValue,
            rows: (where) =>
              `SELECT ${values} AS value, count(*) AS n FROM search_current v WHERE ${where} GROUP BY 1`,
          },
          params,
        )
    const rows = await byIndexes(query, parts, () =>
      query<{ value: string; count: number }>(
        `SELECT value, sum(n)::int AS count FROM (${counting}) AS counts GROUP BY value`,
        params.values,
      ),
    )
    counts = new Map(rows.map((row) => [row.value, row.count]))
  }
  // Values no ad ever carried are not listed, even when asked for (as the in-memory index does).
  const listed = new Set([...(KNOWN[name] ?? []), ...live.keys()])
  return [...listed].flatMap((value) =>
    // Countries and languages are open lists: only values some ad has (or the search asks for) are listed.
    KNOWN[name] || (live.get(value) ?? 0) > 0 || selected.includes(value)
      ? [{ value, count: counts.get(value) ?? 0 }]
      : [],
  )
}
