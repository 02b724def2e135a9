import type { QueryClient } from '@tanstack/react-query'
import { Board, type BoardList, type SavedWhere, type Visibility } from '../../contract/boards'
import { callApi } from '../../lib/api-client'
import {
  BOARDS_KEY,
  boardPath,
  boardQueryOptions,
  checkRole,
  refreshBoards,
  SAVED_KEY,
} from './board-queries'

// Renaming, sharing and deleting boards: wanted by a board's page only, not by the first screen, so
// kept apart from the queries and saves the cards use.

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
