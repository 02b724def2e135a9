import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { TimelineAnswer } from '../../../contract/stats'
import { callApi } from '../../../lib/api-client'
import { type SearchScope, searchBody, searchQueryString } from '../../../search/search-request'
import type { AdSearch } from '../../../search/search-state'

/**
 * How many of the search's ads started in each day, week or month (the server picks the interval
 * from the range). The sort orders ads but counts nothing, so it stays out of the key: changing it
 * keeps the chart as it is. The last search's bars stay drawn while the new ones load.
 */
export function timelineQueryOptions(search: AdSearch, scope: SearchScope) {
  const { sort: _sort, ...filters } = searchBody(search, scope)
  const locked: Record<string, string> = scope === 'tiktok' ? { platforms: 'tiktok' } : {}
  return queryOptions({
    queryKey: ['timeline', scope, filters],
    queryFn: async ({ signal }) => {
      const path = `/stats/timeline?${searchQueryString(filters, locked)}`
      return (await callApi({ path, schema: TimelineAnswer, signal })).data
    },
    placeholderData: keepPreviousData,
  })
}
