import type { UseQueryResult } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import type { AdvertiserAnswer } from '../../contract/stats'
import { errorMessage } from '../../lib/api-client'
import { actionStyles } from '../ad-card/action-styles'
import type { DashboardRange } from '../charts/advertiser/advertiser-query'
import { DashboardPlaceholder } from './dashboard-placeholder'

// The charts and d3 are the advertiser page's alone and come after its first paint. A chunk that
// fails to arrive (a deploy replaced it) leaves a line saying so, not a broken page.
const loadDashboard = () =>
  import('../charts/advertiser/advertiser-dashboard').catch(() => ({ default: DashboardUnavailable }))
const AdvertiserDashboard = lazy(loadDashboard)

interface AdvertiserOverviewProps {
  dashboard: UseQueryResult<AdvertiserAnswer>
  range: DashboardRange
}

/** The dashboard once its figures are in; a placeholder of its size until then, or what went wrong. */
export function AdvertiserOverview({ dashboard, range }: AdvertiserOverviewProps) {
  // The code loads while the figures do, rather than after them.
  useEffect(() => {
    void loadDashboard()
  }, [])
  const { data, error } = dashboard
  if (data) {
    return (
      <Suspense fallback={<DashboardPlaceholder />}>
        <AdvertiserDashboard profile={data.data} range={range} updating={dashboard.isPlaceholderData} />
      </Suspense>
    )
  }
  if (error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-slate-700 dark:text-slate-300">
          The advertiser's figures could not be loaded: {errorMessage(error)}
        </p>
        <button
          type="button"
          disabled={dashboard.isFetching}
          onClick={() => void dashboard.refetch()}
          className={`${actionStyles.button} disabled:opacity-60`}
        >
          {dashboard.isFetching ? 'Trying again…' : 'Try again'}
        </button>
      </div>
    )
  }
  return <DashboardPlaceholder />
}

function DashboardUnavailable() {
  return (
    <p role="alert" className="text-sm text-slate-700 dark:text-slate-300">
      The dashboard could not be loaded. Reload the page to try again.
    </p>
  )
}
