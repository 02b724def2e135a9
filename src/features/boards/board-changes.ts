import type { QueryClient } from '@tanstack/react-query'
import { Board } from '../../contract/boards'
import { callApi } from '../../lib/api-client'
import { boardPath, boardQueryOptions, checkRole, refreshBoards } from './board-queries'

// The board's link for anyone: wanted by a board's page only, not by the first screen, so kept
// apart from the queries and saves the cards use. The page's other writes are hooks in
// board-mutations.ts.

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
