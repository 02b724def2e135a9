import type { SqlParams } from './sql-params'
import { SEARCH_COLUMNS } from './tables/search-rows'

/**
 * The ad versions a traversal sees, as a relation to select from as `v`: those visible at the change
 * position `seen`. A first page reads in the same snapshot as the head it takes for `seen`, so the
 * current rows are exactly that. A later page leaves out what was written since and takes back from
 * the history the versions replaced since, as they were.
 */
export function visibleSql(seen: number, firstPage: boolean, params: SqlParams): string {
  if (firstPage) return 'search_current'
  const at = params.add(seen, 'bigint')
  return `(SELECT ${SEARCH_COLUMNS} FROM search_current WHERE position <= ${at}
           UNION ALL
           SELECT ${SEARCH_COLUMNS} FROM search_history WHERE position <= ${at} AND retired_at > ${at})`
}
