import { createContext, useContext } from 'react'

/**
 * Ads first seen by the index after this instant are marked "New" on their cards: set when a saved
 * search or a followed advertiser is opened, from when the person had last looked. Kept in the
 * history entry's state, not the URL: it is this person's last look, not part of the search.
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    /** ISO instant: the person's previous look at this search. */
    newSince?: string
    /** How many ads were new then, as the saved search or follow counted them. */
    newCount?: number
  }
}

export const NewSince = createContext<string | undefined>(undefined)

/** Whether a card's ad is new to the person: first seen after their last look. */
export function useIsNew(firstSeenAt: string | undefined): boolean {
  const since = useContext(NewSince)
  return since !== undefined && firstSeenAt !== undefined && firstSeenAt > since
}

/** The small "New" badge of a card; ISO instants in UTC compare as text. */
export function NewBadge({ firstSeenAt }: { firstSeenAt: string | undefined }) {
  if (!useIsNew(firstSeenAt)) return null
  return (
    <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success-ink">
      New
    </span>
  )
}
