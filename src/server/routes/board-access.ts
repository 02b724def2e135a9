import type { Caller } from '../http/caller'
import { ProblemError } from '../http/problem'
import type { Board, BoardRecords } from '../workspace/boards'
import type { Person } from '../workspace/team'

/**
 * Who sees a board, in one place for every route that reads one: its owner always, everyone signed
 * in (or with a key of theirs) when it is shared with the team. A private board of someone else is
 * answered as if it did not exist, so that its name and id tell nobody anything.
 */
export function maySee(caller: Caller, board: Board): boolean {
  return board.visibility === 'team' || board.owner === caller.person?.id
}

/** The board, when the caller may see it; else 404, the same answer as for a board that does not exist. */
export async function visibleBoard(
  boards: Pick<BoardRecords, 'find'>,
  caller: Caller,
  id: string,
): Promise<Board> {
  const board = await boards.find(id)
  if (!board || !maySee(caller, board)) {
    throw new ProblemError(404, 'not_found', 'There is no such board among those you can see')
  }
  return board
}

/** Boards belong to people: a key of no one (ADS_API_KEYS, the operator's) keeps and reads none (403). */
export function boardPerson(caller: Caller): Person {
  if (!caller.person)
    throw new ProblemError(403, 'forbidden', 'Boards belong to people: use a key of your own')
  return caller.person
}
