import { useLocation } from '@tanstack/react-router'
import { useState } from 'react'
import { readSearch, readSearchString } from '../../search/search-state'

/**
 * A pasted link may carry values this app does not know (an old niche, a typo): they are left out
 * of the search, and this says which, rather than failing or silently showing other results.
 */
export function DroppedValuesNotice() {
  // The router's own search string is already normalised (re-written without the unknown values),
  // so the address bar's text is read; subscribing to the location re-renders this on navigation.
  useLocation()
  const dropped = readSearch(readSearchString(window.location.search)).dropped
  const key = dropped.map((d) => `${d.parameter}=${d.value}`).join('&')
  const [dismissed, setDismissed] = useState('')
  if (dropped.length === 0 || dismissed === key) return null
  return (
    <div
      role="status"
      className="flex items-start justify-between gap-4 rounded-lg border border-warning-line bg-warning-soft px-4 py-3 text-sm text-warning-ink"
    >
      <p>
        This link had values Ad Search does not know, so they were left out:{' '}
        {dropped.map((d) => `${d.parameter} “${d.value.slice(0, 40)}”`).join(', ')}.
      </p>
      <button
        type="button"
        onClick={() => setDismissed(key)}
        className="focus-ring shrink-0 rounded-sm font-medium underline"
      >
        Dismiss
      </button>
    </div>
  )
}
