import { type InfiniteData, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  Board,
  type BoardList,
  OneSavedAd,
  type SavedAd,
  type SavedAdPage,
  type SavedWhere,
  type Visibility,
} from '../../contract/boards'
import { callApi, errorMessage } from '../../lib/api-client'
import {
  BOARDS_KEY,
  boardAdsKey,
  boardPath,
  boardQueryOptions,
  checkRole,
  deleteSaved,
  refreshBoards,
  refreshSaved,
  restoreSnapshot,
  SAVED_KEY,
  savedPath,
  setSavedBoards,
  showUnsaved,
} from './board-queries'

// The writes of a board's page: renaming, sharing with the team and deleting a board, its link for
// anyone and whether that shows the notes, notes and tags, moving ads between boards. One hook each,
// kept apart from the saves the cards use, so the first screen's JavaScript does not carry them.
// These wait for the server before the page changes (a form's answer, a page left), so only the
// notes' checkbox and a move's last step are shown at once. Each puts the server's answer in place
// itself, so the refresh after it is not waited for.

/** Renames a board or shares it with the team; the board shows the server's answer. */
export function useChangeBoard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: { name?: string; visibility?: Visibility } }) =>
      callApi({ path: boardPath(id), method: 'PATCH', body: change, schema: Board }),
    onSuccess: (board) => queryClient.setQueryData(boardQueryOptions(board.id).queryKey, board),
    onError: (error) => checkRole(queryClient, error),
    onSettled: () => void refreshBoards(queryClient),
  })
}

const sharePath = (id: string) => `${boardPath(id)}/share`

/** Turns the board's link for anyone on (a new link: the old one dies) or off; the board shows the answer. */
export function useShareLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) =>
      callApi({ path: sharePath(id), method: on ? 'POST' : 'DELETE', schema: Board }),
    onSuccess: (board) => queryClient.setQueryData(boardQueryOptions(board.id).queryKey, board),
    onError: (error) => checkRole(queryClient, error),
    onSettled: () => void refreshBoards(queryClient),
  })
}

/**
 * Whether the link for anyone shows the notes (the link stays as it is): ticked at once, as a checkbox
 * is, and put back if the server refuses.
 */
export function useShareNotes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: boolean }) =>
      callApi({ path: sharePath(id), method: 'PATCH', body: { notes }, schema: Board }),
    onMutate: async ({ id, notes }) => {
      const key = boardQueryOptions(id).queryKey
      await queryClient.cancelQueries({ queryKey: key, exact: true })
      const board = queryClient.getQueryData(key)
      queryClient.setQueryData(key, (before) => (before ? { ...before, share_notes: notes } : before))
      return { board }
    },
    onSuccess: (board) => queryClient.setQueryData(boardQueryOptions(board.id).queryKey, board),
    onError: (error, { id }, snapshot) => {
      if (snapshot?.board) queryClient.setQueryData(boardQueryOptions(id).queryKey, snapshot.board)
      checkRole(queryClient, error)
    },
    onSettled: () => void refreshBoards(queryClient),
  })
}

/** Takes a deleted board out of the list, its own queries and every look-up of where ads are saved. */
function forgetBoard(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<BoardList>(BOARDS_KEY, (list) =>
    list ? { data: list.data.filter((board) => board.id !== id) } : list,
  )
  queryClient.removeQueries({ queryKey: [...BOARDS_KEY, id] })
  queryClient.setQueriesData<SavedWhere>({ queryKey: [SAVED_KEY] }, (answer) =>
    answer
      ? {
          data: answer.data
            .map((entry) => ({ ...entry, board_ids: entry.board_ids.filter((b) => b !== id) }))
            .filter((entry) => entry.board_ids.length > 0),
        }
      : answer,
  )
}

/** Deletes a board; once the server has, every list and look-up forgets it. */
export function useDeleteBoard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => callApi({ path: boardPath(id), method: 'DELETE' }),
    onSuccess: (_data, id) => forgetBoard(queryClient, id),
    onError: (error) => checkRole(queryClient, error),
    onSettled: () => void refreshBoards(queryClient),
  })
}

/** Puts a saved ad as the server now has it into every list of the board's ads. */
function replaceSaved(queryClient: QueryClient, boardId: string, saved: SavedAd) {
  queryClient.setQueriesData<InfiniteData<SavedAdPage>>({ queryKey: boardAdsKey(boardId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((item) => (item.ad.id === saved.ad.id ? saved : item)),
          })),
        }
      : data,
  )
}

/**
 * The board and the list of boards, asked again after a change on the board (its changed time), but
 * not its ads: the list stays as it is shown, an edited ad in its place even if a filter would now
 * leave it out.
 */
const refreshBoardsButNotAds = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: BOARDS_KEY, predicate: (query) => query.queryKey[2] !== 'ads' })

interface Annotation {
  boardId: string
  adId: string
  change: { note: string; tags: string[] }
}

/** A saved ad's note and tags: the card shows the server's answer; a refusal changes nothing shown. */
export function useAnnotateAd() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ boardId, adId, change }: Annotation) =>
      (await callApi({ path: savedPath(boardId, adId), method: 'PATCH', body: change, schema: OneSavedAd }))
        .data,
    onSuccess: (saved, { boardId }) => replaceSaved(queryClient, boardId, saved),
    onError: (error) => checkRole(queryClient, error),
    onSettled: () => void refreshBoardsButNotAds(queryClient),
  })
}

interface Move {
  saved: SavedAd
  fromId: string
  to: Board
  /** The ad is on the other board already: only taken off this one. */
  alreadyThere: boolean
}

/**
 * Moves a saved ad to another board with its note and tags: saved there (unless it is there already),
 * annotated there when it has a note or tags and the copy there has none of its own, then taken off
 * this board (shown at once, put back if refused). Each step that fails stops the move with what has
 * happened so far, so nothing is lost: an ad not yet safely on the other board stays on this one.
 */
export function useMoveAd() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ saved, fromId, to, alreadyThere }: Move) => {
      const adId = saved.ad.id
      if (!alreadyThere) {
        let copy: SavedAd
        try {
          copy = (await callApi({ path: savedPath(to.id, adId), method: 'PUT', schema: OneSavedAd })).data
        } catch (error) {
          checkRole(queryClient, error)
          throw new Error(`Not moved to ${to.name}: ${errorMessage(error)}`)
        }
        setSavedBoards(queryClient, adId, (ids) => [...ids, to.id])
        const annotated = saved.note.trim() !== '' || saved.tags.length > 0
        const annotatedThere = copy.note.trim() !== '' || copy.tags.length > 0
        if (annotated && !annotatedThere) {
          try {
            await callApi({
              path: savedPath(to.id, adId),
              method: 'PATCH',
              body: { note: saved.note, tags: saved.tags },
              schema: OneSavedAd,
            })
          } catch (error) {
            throw new Error(
              `Saved to ${to.name} without its note and tags (${errorMessage(error)}), so it stays on this board too.`,
            )
          }
        }
      }
      const target = { adId, boardId: fromId }
      const snapshot = await showUnsaved(queryClient, target)
      try {
        await deleteSaved(target)
      } catch (error) {
        restoreSnapshot(queryClient, snapshot)
        checkRole(queryClient, error)
        throw new Error(`Saved to ${to.name}, but not taken off this board: ${errorMessage(error)}`)
      }
    },
    onSettled: (_data, _error, { saved }) => void refreshSaved(queryClient, saved.ad.id),
  })
}
