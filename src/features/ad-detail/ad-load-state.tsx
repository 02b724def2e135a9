import { ApiError } from '../../lib/api-client'
import { actionStyles } from '../ad-card/action-styles'

interface AdLoadStateProps {
  /** Null while loading. */
  error: Error | null
  onRetry: () => void
  titleId: string
  headingLevel: 1 | 2
}

/** What the detail view shows until the ad is there: a placeholder, "no longer exists", or an error with a retry. */
export function AdLoadState({ error, onRetry, titleId, headingLevel }: AdLoadStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const headingClass = 'outline-none text-xl font-semibold tracking-tight text-ink'
  if (!error) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <Heading id={titleId} tabIndex={-1} className={headingClass}>
          Loading the ad…
        </Heading>
        <div aria-hidden="true" className="grid animate-pulse gap-6 md:grid-cols-2">
          <div className="aspect-square rounded-xl bg-line" />
          <div className="flex flex-col gap-3">
            <div className="h-4 w-1/3 rounded bg-line" />
            <div className="h-6 w-4/5 rounded bg-line" />
            <div className="h-24 rounded bg-line" />
          </div>
        </div>
      </div>
    )
  }
  // A 404 is an answer, not a failure: trying again would not bring the ad back.
  const gone = error instanceof ApiError && error.status === 404
  return (
    <div role="alert" className="flex max-w-prose flex-col items-start gap-3">
      <Heading id={titleId} tabIndex={-1} className={headingClass}>
        {gone ? 'Ad not found' : 'The ad could not be loaded'}
      </Heading>
      <p className="text-muted">
        {gone
          ? 'This ad no longer exists: it may have been removed from the index.'
          : `Something went wrong: ${error.message}`}
      </p>
      {!gone && (
        <button type="button" onClick={onRetry} className={actionStyles.buttonPrimary}>
          Try again
        </button>
      )}
    </div>
  )
}
