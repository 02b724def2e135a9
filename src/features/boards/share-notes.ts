import type { QueryClient } from '@tanstack/react-query'
import { Board } from '../../contract/boards'
import { callApi } from '../../lib/api-client'
import { boardPath, boardQueryOptions, checkRole, refreshBoards } from './board-queries'

/** Whether the board's link for anyone shows the notes on its ads (the link stays as it is). */
export async function shareBoardNotes(queryClient: QueryClient, id: string, notes: boolean): Promise<Board> {
  try {
    const board = await callApi({
      path: `${boardPath(id)}/share`,
      method: 'PATCH',
      body: { notes },
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
