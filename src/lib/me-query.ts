import { queryOptions, useQuery } from '@tanstack/react-query'
import { Me } from '../contract/me'
import { callApi } from './api-client'
import { HANDLES_SIGN_IN } from './query-client'

export const ME_QUERY_KEY = ['me'] as const

/**
 * Who is signed in, and whether the server lets anonymous visitors in. The root route loads it
 * before any page that is not public, and sends people to sign in on its 401 itself.
 */
export function meQueryOptions() {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => callApi({ path: '/me', schema: Me, signal }),
    // A role changes rarely; the pages that change one refresh it themselves.
    staleTime: 5 * 60_000,
    meta: HANDLES_SIGN_IN,
  })
}

/** The signed-in person's `me`, once the root route has loaded it (undefined on public pages). */
export function useMe(): Me | undefined {
  return useQuery(meQueryOptions()).data
}
