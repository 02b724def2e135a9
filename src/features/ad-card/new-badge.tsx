import { createContext, useContext } from 'react'

/**
 * Ads first seen by the index after this instant are marked "New" on their cards. Watching sets it
 * when a saved search or a followed advertiser is opened (watching/new-marks.tsx); the card only
 * reads it, so the card never imports the feature above it.
 */
export const NewSince = createContext<string | undefined>(undefined)

/** Whether a card's ad is new to the person: first seen after their last look. */
function useIsNew(firstSeenAt: string | undefined): boolean {
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
