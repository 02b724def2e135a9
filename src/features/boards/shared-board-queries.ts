import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { SharedAdPage, SharedBoard } from '../../contract/boards'
import { callApi } from '../../lib/api-client'
import { BOARD_PAGE_SIZE } from './board-queries'

/** A shared board changes when its team saves to it: asked again after a while, as a board is. */
const SHARED_STALE_MS = 60_000

const sharedPath = (token: string) => `/shared/boards/${encodeURIComponent(token)}`

/** A board through its share link: open to anyone who has the link, no account asked. */
export const sharedBoardQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-board', token],
    queryFn: ({ signal }) => callApi({ path: sharedPath(token), schema: SharedBoard, signal }),
    staleTime: SHARED_STALE_MS,
  })

/** Its ads as they were saved, newest saved first, a page at a time. */
export const sharedAdsQueryOptions = (token: string) =>
  infiniteQueryOptions({
    queryKey: ['shared-board', token, 'ads'],
    queryFn: ({ signal, pageParam }) =>
      callApi({
        path: `${sharedPath(token)}/ads?${new URLSearchParams({
          limit: String(BOARD_PAGE_SIZE),
          ...(pageParam ? { cursor: pageParam } : {}),
        })}`,
        schema: SharedAdPage,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.pagination.next_cursor,
    staleTime: SHARED_STALE_MS,
  })
