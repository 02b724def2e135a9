import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
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

// One hook per write. Saving, renaming and removing a search wait for the server (a form's answer,
// a confirmation) and then put its answer in the list; following and unfollowing show at once and
// go back if refused. After each, the list is asked again (not waited for: it shows the change).

/** Puts a saved search as the server now has it into the list, or takes one out (`null`). */
function putSearch(queryClient: QueryClient, id: string, saved: SavedSearch | null) {
  queryClient.setQueryData<SavedSearchList>(SAVED_SEARCHES_KEY, (list) => {
    if (!list) return list
    const others = list.data.filter((entry) => entry.id !== id)
    if (!saved) return { data: others }
    const at = list.data.findIndex((entry) => entry.id === id)
    return { data: at < 0 ? [saved, ...others] : list.data.map((entry) => (entry.id === id ? saved : entry)) }
  })
}

export function useSaveSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ name, search }: { name: string; search: Record<string, unknown> }) =>
      (
        await callApi({
          path: '/saved-searches',
          method: 'POST',
          body: { name, search },
          schema: savedSearchAnswer,
        })
      ).data,
    onSuccess: (saved) => putSearch(queryClient, saved.id, saved),
    onSettled: () => void refreshSearches(queryClient),
  })
}

export function useRenameSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) =>
      (await callApi({ path: searchPath(id), method: 'PATCH', body: { name }, schema: savedSearchAnswer }))
        .data,
    onSuccess: (saved) => putSearch(queryClient, saved.id, saved),
    onSettled: () => void refreshSearches(queryClient),
  })
}

export function useForgetSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callApi({ path: searchPath(id), method: 'DELETE' }),
    onSuccess: (_data, id) => putSearch(queryClient, id, null),
    onSettled: () => void refreshSearches(queryClient),
  })
}

/** Marks a saved search looked at now: its ads found until now are no longer new. */
const lookAtSearch = (id: string) =>
  callApi({ path: `${searchPath(id)}/look`, method: 'POST', body: {}, schema: LookedSearch })

/** Opening a saved search: its new ads are counted from now on. A failure only leaves them counted as new. */
export function useLookAtSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: lookAtSearch,
    onSettled: () => void refreshSearches(queryClient),
  })
}

/** The same, for the search box (which picks a saved search from its own list), until it takes the hook. */
export async function lookAtSavedSearch(queryClient: QueryClient, id: string): Promise<void> {
  await lookAtSearch(id)
  await refreshSearches(queryClient)
}

/**
 * Stops the follows' answers in flight, which would paint over a change shown at once, and keeps
 * the list as it is shown.
 */
async function snapshotFollows(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: FOLLOWS_KEY })
  return { follows: queryClient.getQueryData<FollowList>(FOLLOWS_KEY) }
}

/** A follow shown at once, until the server's answer (with its figures) takes its place. */
const newFollow = (advertiserId: string, name: string): Follow => {
  const now = new Date().toISOString()
  return {
    advertiser: { id: advertiserId, name },
    followed_at: now,
    looked_at: now,
    active_ads: null,
    new_ads: null,
  }
}

const withoutFollow = (list: FollowList | undefined, advertiserId: string) =>
  list && { data: list.data.filter((entry) => entry.advertiser.id !== advertiserId) }

interface Advertiser {
  advertiserId: string
  /** Its name, shown in the list until the server's answer comes. */
  name?: string | undefined
}

/** Follows an advertiser: shown followed at once, shown as before if the server refuses. */
export function useFollow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ advertiserId }: Advertiser) =>
      (await callApi({ path: followPath(advertiserId), method: 'PUT', schema: followAnswer })).data,
    onMutate: async ({ advertiserId, name = '' }) => {
      const snapshot = await snapshotFollows(queryClient)
      queryClient.setQueryData<FollowList>(
        FOLLOWS_KEY,
        (list) =>
          list && {
            data: [newFollow(advertiserId, name), ...(withoutFollow(list, advertiserId)?.data ?? [])],
          },
      )
      return snapshot
    },
    onSuccess: (follow) =>
      queryClient.setQueryData<FollowList>(
        FOLLOWS_KEY,
        (list) =>
          list && {
            data: list.data.map((entry) => (entry.advertiser.id === follow.advertiser.id ? follow : entry)),
          },
      ),
    onError: (_error, _advertiser, snapshot) => queryClient.setQueryData(FOLLOWS_KEY, snapshot?.follows),
    onSettled: () => void refreshFollows(queryClient),
  })
}

/** Stops following an advertiser: gone from the list at once, back if the server refuses. */
export function useUnfollow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (advertiserId: string) => callApi({ path: followPath(advertiserId), method: 'DELETE' }),
    onMutate: async (advertiserId) => {
      const snapshot = await snapshotFollows(queryClient)
      queryClient.setQueryData<FollowList>(FOLLOWS_KEY, (list) => withoutFollow(list, advertiserId))
      return snapshot
    },
    onError: (_error, _advertiserId, snapshot) => queryClient.setQueryData(FOLLOWS_KEY, snapshot?.follows),
    onSettled: () => void refreshFollows(queryClient),
  })
}

/** Opening a followed advertiser: its new ads are counted from now on. A failure only leaves them new. */
export function useLookAtFollow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (advertiserId: string) =>
      callApi({ path: `${followPath(advertiserId)}/look`, method: 'POST', body: {}, schema: LookedFollow }),
    onSettled: () => void refreshFollows(queryClient),
  })
}
