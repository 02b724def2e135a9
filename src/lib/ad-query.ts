import { queryOptions } from '@tanstack/react-query'
import { OneAd } from '../contract/ad'
import { callApi } from './api-client'

/** One ad by id, for the detail view opened from a shared link. */
export function adQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['ad', id],
    queryFn: ({ signal }) => callApi({ path: `/ads/${encodeURIComponent(id)}`, schema: OneAd, signal }),
  })
}
