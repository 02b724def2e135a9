import type { UseQueryResult } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { AdvertiserAnswer } from '../../contract/stats'
import { errorMessage } from '../../lib/api-client'
import { actionStyles } from '../ad-card/action-styles'
import { AdvertiserDashboard } from './advertiser-dashboard'
import type { DashboardRange } from './advertiser-query'
import { loadCharts } from './chart-drawing'
import { DashboardPlaceholder } from './dashboard-placeholder'

interface AdvertiserOverviewProps {
  dashboard: UseQueryResult<AdvertiserAnswer>
  range: DashboardRange
}

/** The dashboard once its figures are in; a placeholder of its size until then, or what went wrong. */
export function AdvertiserOverview({ dashboard, range }: AdvertiserOverviewProps) {
  // The drawings' code loads while the figures do, rather than after them.
  useEffect(() => {
    void loadCharts().catch(() => {})
  }, [])
  const { data, error } = dashboard
  if (data) {
    return <AdvertiserDashboard profile={data.data} range={range} updating={dashboard.isPlaceholderData} />
  }
  if (error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-muted">The advertiser's figures could not be loaded: {errorMessage(error)}</p>
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
