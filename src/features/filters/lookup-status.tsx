import type { AdvertiserMatch } from '../../contract/lookup'

interface LookupStatusProps {
  open: boolean
  typed: string
  pending: boolean
  lookup: { isError: boolean; data?: { data: AdvertiserMatch[] } | undefined; isPlaceholderData: boolean }
}

/** Announces how many advertisers the list holds; says visibly when it holds none or is still coming. */
export function LookupStatus({ open, typed, pending, lookup }: LookupStatusProps) {
  const found = lookup.data && !lookup.isPlaceholderData ? lookup.data.data.length : undefined
  let message = ''
  let shown = open
  if (!typed) message = ''
  else if (lookup.isError) message = 'Could not search advertisers.'
  else if (pending && found === undefined) message = 'Searching…'
  else if (found === 0) message = `No advertisers match “${typed}”.`
  else if (found !== undefined) {
    message = found === 1 ? '1 advertiser found.' : `${found} advertisers found.`
    // The list itself shows them; the count is for screen readers only.
    shown = false
  }
  return (
    <p role="status" className={shown && message ? 'mt-1 text-xs text-faint' : 'sr-only'}>
      {message}
    </p>
  )
}
