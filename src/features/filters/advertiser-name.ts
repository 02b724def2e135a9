import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { AdList } from '../../contract/ad'
import type { LookupResult } from '../../contract/lookup'
import { callApi } from '../../lib/api-client'

const nameKey = (id: string) => ['advertiser-name', id] as const

/** A name the typeahead already fetched: picking from the list, or a recent look-up, needs no request. */
function nameFromLookups(client: QueryClient, id: string): string | undefined {
  for (const [, result] of client.getQueriesData<LookupResult>({ queryKey: ['lookup'] })) {
    const match = result?.data.find((advertiser) => advertiser.id === id)
    if (match) return match.name
  }
  return undefined
}

/**
 * An advertiser's name by id, for a link that arrives with `?advertiser=`. /lookup matches names and
 * domains, not ids, so the fallback asks for one of the advertiser's ads, which carries the name.
 * null: the advertiser has no ads (the caller shows the id).
 */
function advertiserNameQueryOptions(client: QueryClient, id: string) {
  return queryOptions({
    queryKey: nameKey(id),
    queryFn: async ({ signal }) => {
      const body = { advertiser_id: id, limit: 1 }
      const page = await callApi({ path: '/ads/query', body, schema: AdList, signal })
      return page.data[0]?.advertiser.name ?? null
    },
    initialData: () => nameFromLookups(client, id),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: id !== '',
  })
}

/** The selected advertiser's name, or undefined while unknown. */
export function useAdvertiserName(id: string | undefined): string | undefined {
  const client = useQueryClient()
  const { data } = useQuery(advertiserNameQueryOptions(client, id ?? ''))
  return id ? (data ?? undefined) : undefined
}

/** Remembers the name of an advertiser picked from the list, so chips and the panel show it at once. */
export function rememberAdvertiserName(client: QueryClient, id: string, name: string): void {
  client.setQueryData(nameKey(id), name)
}
