import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import {
  Follow,
  FollowList,
  LookedFollow,
  LookedSearch,
  SavedSearch,
  SavedSearchList,
} from '../../contract/watching'
import { callApi } from '../../lib/api-client'

/** New ads arrive as the index takes them in: the counts are asked again after a while. */
const WATCHING_STALE_MS = 30_000

export const SAVED_SEARCHES_KEY = ['saved-searches'] as const
export const FOLLOWS_KEY = ['follows'] as const

const savedSearchAnswer = z.object({ data: SavedSearch })
const followAnswer = z.object({ data: Follow })

const searchPath = (id: string) => `/saved-searches/${encodeURIComponent(id)}`
const followPath = (advertiserId: string) => `/follows/${encodeURIComponent(advertiserId)}`

/** The person's saved searches, with their totals and what is new since they last looked. */
export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: SAVED_SEARCHES_KEY,
    queryFn: ({ signal }) => callApi({ path: '/saved-searches', schema: SavedSearchList, signal }),
    staleTime: WATCHING_STALE_MS,
  })

/** The advertisers the person follows, with active and new ads. */
export const followsQueryOptions = () =>
  queryOptions({
    queryKey: FOLLOWS_KEY,
    queryFn: ({ signal }) => callApi({ path: '/follows', schema: FollowList, signal }),
    staleTime: WATCHING_STALE_MS,
  })

const refreshSearches = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY })
const refreshFollows = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: FOLLOWS_KEY })

export async function saveSearch(
  queryClient: QueryClient,
  name: string,
  search: Record<string, unknown>,
): Promise<SavedSearch> {
  const { data } = await callApi({
    path: '/saved-searches',
    method: 'POST',
    body: { name, search },
    schema: savedSearchAnswer,
  })
  await refreshSearches(queryClient)
  return data
}

export async function renameSavedSearch(queryClient: QueryClient, id: string, name: string): Promise<void> {
  await callApi({ path: searchPath(id), method: 'PATCH', body: { name }, schema: savedSearchAnswer })
  await refreshSearches(queryClient)
}

export async function forgetSavedSearch(queryClient: QueryClient, id: string): Promise<void> {
  await callApi({ path: searchPath(id), method: 'DELETE' })
  await refreshSearches(queryClient)
}

/** Marks a saved search looked at now: its ads found until now are no longer new. */
export async function lookAtSavedSearch(queryClient: QueryClient, id: string): Promise<void> {
  await callApi({ path: `${searchPath(id)}/look`, method: 'POST', body: {}, schema: LookedSearch })
  await refreshSearches(queryClient)
}

export async function follow(queryClient: QueryClient, advertiserId: string): Promise<Follow> {
  const { data } = await callApi({ path: followPath(advertiserId), method: 'PUT', schema: followAnswer })
  await refreshFollows(queryClient)
  return data
}

export async function unfollow(queryClient: QueryClient, advertiserId: string): Promise<void> {
  await callApi({ path: followPath(advertiserId), method: 'DELETE' })
  await refreshFollows(queryClient)
}

export async function lookAtFollow(queryClient: QueryClient, advertiserId: string): Promise<void> {
  await callApi({ path: `${followPath(advertiserId)}/look`, method: 'POST', body: {}, schema: LookedFollow })
  await refreshFollows(queryClient)
}
