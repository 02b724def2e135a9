import { useQuery } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { useMe } from '../../lib/me-query'
import { boardIdsIn, lookupKeysOf, savedLookupOptions } from './board-queries'

/** For each ad of the grid's pages, the ids its page is looked up by (one look-up a page). */
const LookupKeys = createContext<Map<string, readonly string[]> | null>(null)

/** Gives the cards of a grid their page's look-up: `pages` are the pages' ad ids, in order. */
export function SavedMarksProvider({
  pages,
  children,
}: {
  pages: readonly (readonly string[])[]
  children: ReactNode
}) {
  const keys = useMemo(() => lookupKeysOf(pages), [pages])
  return <LookupKeys.Provider value={keys}>{children}</LookupKeys.Provider>
}

/** Whether the signed-in person may save ads: members and admins; viewers and visitors only read. */
export function useCanSave(): boolean {
  const person = useMe()?.person
  return Boolean(person && person.role !== 'viewer')
}

/**
 * The boards an ad is saved on. In a grid it reads the look-up of its page, shared with every card
 * of that page; alone (the detail view) it looks up just this ad.
 */
export function useSavedBoardIds(adId: string): string[] {
  const keys = useContext(LookupKeys)
  const pageKey = keys?.get(adId)
  const ids = useMemo(() => pageKey ?? [adId], [pageKey, adId])
  return useQuery({ ...savedLookupOptions(ids), select: (answer) => boardIdsIn(answer, adId) }).data ?? NONE
}

const NONE: string[] = []
