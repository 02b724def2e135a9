import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { AdvertiserAnswer } from '../../contract/stats'
import { ApiError } from '../../lib/api-client'
import { ExportButton } from '../export/export-button'
import { AdvertiserOverview } from './advertiser-overview'
import type { DashboardRange } from './advertiser-query'

// Loaded after the page: following is a second thought, not the first paint.
const FollowButton = lazy(() => import('../watching/follow-button'))

interface AdvertiserHeadingProps {
  advertiserId: string
  /** Undefined while it loads. */
  name: string | undefined
  dashboard: UseQueryResult<AdvertiserAnswer>
  range: DashboardRange
}

/** The advertiser's name and actions, and under them its dashboard; or that there is no such advertiser. */
export function AdvertiserHeading({ advertiserId, name, dashboard, range }: AdvertiserHeadingProps) {
  // The API answers 404 for an advertiser with no current ads at all (an empty range is an answer).
  if (dashboard.error instanceof ApiError && dashboard.error.status === 404) {
    return (
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Advertiser not found</h1>
        <p className="mt-2 text-muted">
          No ads of an advertiser with id <code className="break-all">{advertiserId}</code> are in the index.{' '}
          <Link to="/" className="focus-ring rounded-sm font-medium text-accent-ink underline">
            Search all ads
          </Link>
        </p>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-faint">Advertiser</p>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words">
            {name ?? 'Loading advertiser…'}
          </h1>
          {/* Every ad of the advertiser, whatever the search below; the results' Export takes the search. */}
          <div className="flex flex-wrap items-start gap-2">
            <Suspense>
              <FollowButton advertiserId={advertiserId} name={name} />
            </Suspense>
            <ExportButton target={{ kind: 'advertiser', id: advertiserId }} label="Export all ads" />
          </div>
        </div>
      </header>
      <AdvertiserOverview dashboard={dashboard} range={range} />
    </div>
  )
}
