import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { LookupResult } from '../contract/lookup'
import { callApi } from './api-client'

/** Advertisers whose name or landing domain starts with the typed text, for the advertiser filter. */
export function lookupQueryOptions(text: string) {
  const q = text.trim()
  return queryOptions({
    queryKey: ['lookup', q],
    queryFn: ({ signal }) =>
      callApi({ path: `/lookup?${new URLSearchParams({ q, limit: '8' })}`, schema: LookupResult, signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}
