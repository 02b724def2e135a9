import type { InfiniteData, QueryClient } from '@tanstack/react-query'
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
  refreshBoards,
  SAVED_KEY,
  savedPath,
  setSavedBoards,
  unsaveAd,
} from './board-queries'

// Renaming, sharing and deleting boards, notes and tags, moving ads between boards: wanted by a
// board's page only, not by the first screen, so kept apart from the queries and saves the cards use.

/** Renames or shares a board. */
export async function changeBoard(
  queryClient: QueryClient,
  id: string,
  change: { name?: string; visibility?: Visibility },
): Promise<Board> {
  try {
    const board = await callApi({ path: boardPath(id), method: 'PATCH', body: change, schema: Board })
    queryClient.setQueryData(boardQueryOptions(id).queryKey, board)
    void refreshBoards(queryClient)
    return board
  } catch (error) {
    checkRole(queryClient, error)
    throw error
  }
}

/** Deletes a board; every look-up forgets it. */
export async function deleteBoard(queryClient: QueryClient, id: string): Promise<void> {
  try {
    await callApi({ path: boardPath(id), method: 'DELETE' })
  } catch (error) {
    checkRole(queryClient, error)
    throw error
  }
  queryClient.setQueryData<BoardList>(BOARDS_KEY, (list) =>
    list ? { data: list.data.filter((board) => board.id !== id) } : list,
  )
  queryClient.removeQueries({ queryKey: [...BOARDS_KEY, id] })
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [SAVED_KEY] })) {
    queryClient.setQueryData<SavedWhere>(query.queryKey, (answer) =>
      answer
        ? {
            data: answer.data
              .map((entry) => ({ ...entry, board_ids: entry.board_ids.filter((b) => b !== id) }))
              .filter((entry) => entry.board_ids.length > 0),
          }
        : answer,
    )
  }
  void refreshBoards(queryClient)
}

/** Turns the board's link for anyone on (a new link; the old one dies) or off. */
export async function shareBoardLink(queryClient: QueryClient, id: string, on: boolean): Promise<Board> {
  try {
    const board = await callApi({
      path: `${boardPath(id)}/share`,
      method: on ? 'POST' : 'DELETE',
      schema: Board,
    })
    queryClient.setQueryData(boardQueryOptions(id).queryKey, board)
    void refreshBoards(queryClient)
    return board
  } catch (error) {
    checkRole(queryClient, error)
    throw error
  }
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

/** A saved ad's note and tags: the card shows the server's answer; a refusal is thrown, nothing shown changed. */
export async function annotateAd(
  queryClient: QueryClient,
  boardId: string,
  adId: string,
  change: { note: string; tags: string[] },
): Promise<SavedAd> {
  try {
    const { data } = await callApi({
      path: savedPath(boardId, adId),
      method: 'PATCH',
      body: change,
      schema: OneSavedAd,
    })
    replaceSaved(queryClient, boardId, data)
    void refreshBoardsButNotAds(queryClient)
    return data
  } catch (error) {
    checkRole(queryClient, error)
    throw error
  }
}

/**
 * Moves a saved ad to another board with its note and tags: saved there (unless it is there already),
 * annotated there when it has a note or tags and the copy there has none of its own, then taken off
 * this board. Each step that fails stops the move with what has happened so far, so nothing is lost:
 * an ad not yet safely on the other board stays on this one.
 */
export async function moveAd(
  queryClient: QueryClient,
  saved: SavedAd,
  fromId: string,
  to: Board,
  alreadyThere: boolean,
): Promise<void> {
  const adId = saved.ad.id
  try {
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
    try {
      await unsaveAd(queryClient, adId, fromId)
    } catch (error) {
      throw new Error(`Saved to ${to.name}, but not taken off this board: ${errorMessage(error)}`)
    }
  } finally {
    void refreshBoards(queryClient)
  }
}
