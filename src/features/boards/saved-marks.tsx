import { useQuery } from '@tanstack/react-query'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import type { BoardList, SavedWhere } from '../../contract/boards'
import { useMe } from '../../lib/me-query'
import { boardIdsIn, boardsQueryOptions, lookupChunksOf, savedLookupOptions } from './board-queries'

/** What a Save control needs: whether the person may save, where an ad is saved, and the boards. */
export interface SaveState {
  canSave: boolean
  savedIds: string[]
  boards: BoardList['data'] | undefined
  boardsError: Error | null
}

interface GridMarks {
  canSave: boolean
  saved: Map<string, string[]>
  boards: BoardList['data'] | undefined
  boardsError: Error | null
}

/** The grid's marks, asked once for all its cards: one look-up a page, one list of boards. */
const Marks = createContext<GridMarks | null>(null)

/** Gives the cards of a grid their saved marks: `pages` are the pages' ad ids, in order. */
export function SavedMarksProvider({
  pages,
  children,
}: {
  pages: readonly (readonly string[])[]
  children: ReactNode
}) {
  const canSave = useCanSave()
  const chunks = useMemo(() => lookupChunksOf(pages), [pages])
  // Each page's look-up reports its answer here (a component a page, each with its own query).
  const [byChunk, setByChunk] = useState<ReadonlyMap<string, SavedWhere>>(new Map())
  const report = useCallback((key: string, answer: SavedWhere | undefined) => {
    setByChunk((before) => {
      if (before.get(key) === answer) return before
      const after = new Map(before)
      if (answer) after.set(key, answer)
      else after.delete(key)
      return after
    })
  }, [])
  const answers = useMemo(() => chunks.map((ids) => byChunk.get(ids.join(','))), [chunks, byChunk])
  const boards = useQuery({ ...boardsQueryOptions(), enabled: canSave })
  // Changes only when an answer does: the grid re-renders as it scrolls, its cards' marks do not.
  const value = useMemo(() => {
    const saved = new Map<string, string[]>()
    for (const answer of answers)
      for (const entry of answer?.data ?? []) saved.set(entry.ad_id, entry.board_ids)
    return { canSave, saved, boards: boards.data?.data, boardsError: boards.error }
  }, [canSave, answers, boards.data, boards.error])
  return (
    <Marks.Provider value={value}>
      {canSave && chunks.map((ids) => <PageLookup key={ids.join(',')} ids={ids} report={report} />)}
      {children}
    </Marks.Provider>
  )
}

/** One page's look-up: asks where its ads are saved, and reports the answer as it changes. */
function PageLookup({
  ids,
  report,
}: {
  ids: readonly string[]
  report: (key: string, answer: SavedWhere | undefined) => void
}) {
  const { data } = useQuery(savedLookupOptions(ids))
  const key = ids.join(',')
  useEffect(() => report(key, data), [report, key, data])
  return null
}

/** Whether the signed-in person may save ads: members and admins; viewers and visitors only read. */
export function useCanSave(): boolean {
  const person = useMe()?.person
  return Boolean(person && person.role !== 'viewer')
}

const NONE: string[] = []

/**
 * A card's Save state. In a grid it is read from the grid's marks, so a card asks nothing itself
 * (cheap to mount while scrolling); alone (the detail view) `useOwnSaveState` asks for it.
 */
export function useGridSaveState(adId: string): SaveState | undefined {
  const marks = useContext(Marks)
  if (!marks) return undefined
  return {
    canSave: marks.canSave,
    savedIds: marks.saved.get(adId) ?? NONE,
    boards: marks.boards,
    boardsError: marks.boardsError,
  }
}

/** The Save state of one ad outside a grid: its own look-up and the list of boards. */
export function useOwnSaveState(adId: string): SaveState {
  const canSave = useCanSave()
  const ids = useMemo(() => [adId], [adId])
  const saved = useQuery({
    ...savedLookupOptions(ids),
    enabled: canSave,
    select: (answer) => boardIdsIn(answer, adId),
  })
  const boards = useQuery({ ...boardsQueryOptions(), enabled: canSave })
  return { canSave, savedIds: saved.data ?? NONE, boards: boards.data?.data, boardsError: boards.error }
}

/** Whether this control sits in a grid that gives it its marks. */
export const useInGrid = () => useContext(Marks) !== null
