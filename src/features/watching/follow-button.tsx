import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '../../lib/api-client'
import { useMe } from '../../lib/me-query'
import * as styles from '../account/styles'
import { followsQueryOptions, useFollow, useUnfollow } from './watching-queries'

/**
 * "Follow" on an advertiser's page: the advertiser then appears under Following with its new ads. A
 * toggle button (pressed while followed), showing the choice at once and going back if refused.
 */
export default function FollowButton({ advertiserId, name }: { advertiserId: string; name?: string }) {
  const me = useMe()
  const { mutateAsync: follow } = useFollow()
  const { mutateAsync: unfollow } = useUnfollow()
  const follows = useQuery({ ...followsQueryOptions(), enabled: Boolean(me?.person) })
  const [failure, setFailure] = useState<string | null>(null)
  if (!me?.person || !follows.data) return null
  const following = follows.data.data.some((entry) => entry.advertiser.id === advertiserId)

  const toggle = async () => {
    const next = !following
    setFailure(null)
    try {
      if (next) await follow({ advertiserId, name })
      else await unfollow(advertiserId)
    } catch (error) {
      setFailure(`${next ? 'Not followed' : 'Still following'}: ${errorMessage(error)}`)
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        aria-pressed={following}
        onClick={() => void toggle()}
        className={`${styles.buttons.small} aria-pressed:border-accent/50 aria-pressed:bg-accent/10 aria-pressed:text-accent-ink`}
        aria-label={name ? `${following ? 'Following' : 'Follow'} ${name}` : undefined}
      >
        {following && (
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
          >
            <path d="m4.5 10.5 3.5 3.5 7.5-8" />
          </svg>
        )}
        {following ? 'Following' : 'Follow'}
      </button>
      {failure && (
        <p role="alert" className={styles.fieldError}>
          {failure}
        </p>
      )}
    </div>
  )
}
