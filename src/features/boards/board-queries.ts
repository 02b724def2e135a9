import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import {
  Board,
  type BoardAdsQuery,
  BoardList,
  OneSavedAd,
  SavedAdPage,
  SavedWhere,
  type Visibility,
} from '../../contract/boards'
import { ApiError, callApi } from '../../lib/api-client'
import { ME_QUERY_KEY } from '../../lib/me-query'

/** Boards change when teammates save: asked again after a short while, and after every change made here. */
const BOARDS_STALE_MS = 10_000
/** How many saved ads a page of a board brings. */
export const BOARD_PAGE_SIZE = 30
/** The most ads one look-up may ask about (the contract's limit). */
const LOOKUP_MAX = 200

export const BOARDS_KEY = ['boards'] as const
export const SAVED_KEY = 'saved-ads'

export const boardPath = (id: string) => `/boards/${encodeURIComponent(id)}`
export const savedPath = (boardId: string, adId: string) =>
  `${boardPath(boardId)}/ads/${encodeURIComponent(adId)}`

/** The caller's boards and the team's shared ones, last changed first. */
export const boardsQueryOptions = () =>
  queryOptions({
    queryKey: BOARDS_KEY,
    queryFn: ({ signal }) => callApi({ path: '/boards', schema: BoardList, signal }),
    staleTime: BOARDS_STALE_MS,
  })

/** One board; under `['boards']`, so a change to any board refreshes it too. */
export const boardQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...BOARDS_KEY, id],
    queryFn: ({ signal }) => callApi({ path: boardPath(id), schema: Board, signal }),
    staleTime: BOARDS_STALE_MS,
  })

/** Every list of a board's ads, whatever it is narrowed to: what a change to its ads updates. */
export const boardAdsKey = (id: string) => [...BOARDS_KEY, id, 'ads'] as const

/**
 * A board's saved ads, newest saved first unless `query` says otherwise (board-search.ts), a page
 * at a time with the board's cursor.
 */
export const boardAdsQueryOptions = (id: string, query: BoardAdsQuery = {}) =>
  infiniteQueryOptions({
    queryKey: [...boardAdsKey(id), query] as const,
    queryFn: ({ signal, pageParam }) =>
      callApi({
        path: `${boardPath(id)}/ads?${new URLSearchParams({
          ...query,
          limit: String(BOARD_PAGE_SIZE),
          ...(pageParam ? { cursor: pageParam } : {}),
        })}`,
        schema: SavedAdPage,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.pagination.next_cursor,
    staleTime: BOARDS_STALE_MS,
  })

/**
 * Where a page of ads is saved: one look-up for the whole page of results, keyed by its ids, which
 * every card of the page reads its own mark from.
 */
export const savedLookupOptions = (adIds: readonly string[]) =>
  queryOptions({
    queryKey: [SAVED_KEY, adIds] as const,
    queryFn: ({ signal }) =>
      callApi({
        path: '/saved-ads/lookup',
        method: 'POST',
        body: { ad_ids: adIds.slice(0, LOOKUP_MAX) },
        schema: SavedWhere,
        signal,
      }),
    staleTime: 30_000,
  })

const NONE: string[] = []

/** The boards one ad is saved on, from a look-up's answer. */
export const boardIdsIn = (answer: SavedWhere, adId: string): string[] =>
  answer.data.find((entry) => entry.ad_id === adId)?.board_ids ?? NONE

/** The look-ups of a list of pages: each page's ids, cut to the look-up's limit. */
export function lookupChunksOf(pages: readonly (readonly string[])[]): (readonly string[])[] {
  const chunks: (readonly string[])[] = []
  for (const ids of pages) {
    for (let start = 0; start < ids.length; start += LOOKUP_MAX)
      chunks.push(ids.slice(start, start + LOOKUP_MAX))
  }
  return chunks
}

/** Changes the boards one ad is shown saved on, in every look-up that asked about it. */
export function setSavedBoards(queryClient: QueryClient, adId: string, change: (ids: string[]) => string[]) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [SAVED_KEY] })) {
    const ids = query.queryKey[1]
    if (!Array.isArray(ids) || !ids.includes(adId)) continue
    queryClient.setQueryData<SavedWhere>(query.queryKey, (answer) => {
      const before = answer ? boardIdsIn(answer, adId) : NONE
      const after = [...new Set(change(before))].sort()
      const others = (answer?.data ?? []).filter((entry) => entry.ad_id !== adId)
      return { data: after.length > 0 ? [...others, { ad_id: adId, board_ids: after }] : others }
    })
  }
}

// The board last saved to: the next one-click save goes there too.
const LAST_BOARD_KEY = 'ads.last-board'

export function lastBoardId(): string | null {
  try {
    return localStorage.getItem(LAST_BOARD_KEY)
  } catch {
    return null
  }
}

function rememberBoard(id: string) {
  try {
    localStorage.setItem(LAST_BOARD_KEY, id)
  } catch {
    // Without storage the fallback (the first board) serves.
  }
}

/** Where a one-click save goes: the board used last, else the first one (all are writable to a member). */
export function defaultBoard(boards: readonly Board[]): Board | undefined {
  const last = lastBoardId()
  return boards.find((board) => board.id === last) ?? boards[0]
}

/** A refusal that may mean the person's role changed: `me` is asked again, and the page follows. */
export function checkRole(queryClient: QueryClient, error: unknown) {
  if (error instanceof ApiError && error.status === 403)
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })
}

export const refreshBoards = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: BOARDS_KEY })

/** One ad on one board: what saving, unsaving and moving change. */
export interface AdOnBoard {
  adId: string
  boardId: string
}

/** What the page showed of an ad's boards before a change shown at once: put back if the server refuses. */
export interface SavedSnapshot {
  adId: string
  savedOn: string[] | undefined
  boardAds: [QueryKey, InfiniteData<SavedAdPage> | undefined][]
}

/** The look-ups that asked about this ad: the only ones a save or unsave of it changes. */
const lookupsOf = (adId: string) => ({
  queryKey: [SAVED_KEY],
  predicate: (query: { queryKey: QueryKey }) => {
    const ids = query.queryKey[1]
    return Array.isArray(ids) && ids.includes(adId)
  },
})

/**
 * Stops the answers in flight that would paint over a change shown at once (the ad's look-ups and
 * the board's lists), then keeps what they show now.
 */
async function snapshotOf(queryClient: QueryClient, { adId, boardId }: AdOnBoard): Promise<SavedSnapshot> {
  await Promise.all([
    queryClient.cancelQueries(lookupsOf(adId)),
    queryClient.cancelQueries({ queryKey: boardAdsKey(boardId) }),
  ])
  const answer = queryClient
    .getQueriesData<SavedWhere>(lookupsOf(adId))
    .find(([, data]) => data !== undefined)?.[1]
  return {
    adId,
    savedOn: answer && boardIdsIn(answer, adId),
    boardAds: queryClient.getQueriesData<InfiniteData<SavedAdPage>>({ queryKey: boardAdsKey(boardId) }),
  }
}

/** Shows the page as it was before the change: the ad's boards, and the lists of the board changed. */
export function restoreSnapshot(queryClient: QueryClient, snapshot: SavedSnapshot | undefined) {
  if (!snapshot) return
  const { adId, savedOn } = snapshot
  if (savedOn) setSavedBoards(queryClient, adId, () => savedOn)
  for (const [key, data] of snapshot.boardAds) queryClient.setQueryData(key, data)
}

/**
 * After a save, unsave or move has settled: the boards and the ad's look-ups as the server has them.
 * Not waited for: the page shows the change already, and a refusal is said without waiting for it.
 */
export function refreshSaved(queryClient: QueryClient, adId: string) {
  return Promise.all([refreshBoards(queryClient), queryClient.invalidateQueries(lookupsOf(adId))])
}

/** Takes the ad off every list of the board's ads, counting it out of their totals. */
function dropFromBoardAds(queryClient: QueryClient, { adId, boardId }: AdOnBoard) {
  queryClient.setQueriesData<InfiniteData<SavedAdPage>>({ queryKey: boardAdsKey(boardId) }, (data) => {
    if (!data) return data
    let removed = 0
    const pages = data.pages.map((page) => {
      const kept = page.data.filter((saved) => saved.ad.id !== adId)
      removed += page.data.length - kept.length
      return { ...page, data: kept }
    })
    return {
      ...data,
      pages: pages.map((page) => ({
        ...page,
        pagination: { ...page.pagination, total: Math.max(0, page.pagination.total - removed) },
      })),
    }
  })
}

/** Shows an ad off a board at once (its cards and the board's lists), keeping what was shown before. */
export async function showUnsaved(queryClient: QueryClient, target: AdOnBoard): Promise<SavedSnapshot> {
  const snapshot = await snapshotOf(queryClient, target)
  setSavedBoards(queryClient, target.adId, (ids) => ids.filter((id) => id !== target.boardId))
  dropFromBoardAds(queryClient, target)
  return snapshot
}

/** Takes an ad off a board on the server; a 404 means it was not there (anymore), which is what was asked. */
export async function deleteSaved({ adId, boardId }: AdOnBoard): Promise<void> {
  try {
    await callApi({ path: savedPath(boardId, adId), method: 'DELETE' })
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
  }
}

/**
 * Saves an ad to a board: shown saved at once, shown as before if the server refuses (the error
 * reaches the caller's `onError`, which says why).
 */
export function useSaveAd() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ adId, boardId }: AdOnBoard) =>
      callApi({ path: savedPath(boardId, adId), method: 'PUT', schema: OneSavedAd }),
    onMutate: async (target) => {
      const snapshot = await snapshotOf(queryClient, target)
      setSavedBoards(queryClient, target.adId, (ids) => [...ids, target.boardId])
      rememberBoard(target.boardId)
      return snapshot
    },
    onError: (error, _target, snapshot) => {
      restoreSnapshot(queryClient, snapshot)
      checkRole(queryClient, error)
    },
    onSettled: (_data, _error, { adId }) => void refreshSaved(queryClient, adId),
  })
}

/** Takes an ad off a board: at once on the cards and the board's lists, put back if the server refuses. */
export function useUnsaveAd() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSaved,
    onMutate: (target: AdOnBoard) => showUnsaved(queryClient, target),
    onError: (error, _target, snapshot) => {
      restoreSnapshot(queryClient, snapshot)
      checkRole(queryClient, error)
    },
    onSettled: (_data, _error, { adId }) => void refreshSaved(queryClient, adId),
  })
}

/** Makes a board: waits for the server (which names it), then the list shows it and is asked afresh. */
export function useCreateBoard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ name, visibility = 'private' }: { name: string; visibility?: Visibility }) =>
      callApi({ path: '/boards', method: 'POST', body: { name, visibility }, schema: Board }),
    onSuccess: (board) =>
      queryClient.setQueryData<BoardList>(BOARDS_KEY, (list) =>
        list ? { data: [board, ...list.data.filter((b) => b.id !== board.id)] } : list,
      ),
    onError: (error) => checkRole(queryClient, error),
    onSettled: () => void refreshBoards(queryClient),
  })
}
