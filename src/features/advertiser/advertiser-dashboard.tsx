import { lazy, Suspense } from 'react'
import type { AdvertiserProfile } from '../../contract/stats'
import { actionStyles } from '../ad-card/action-styles'
import { useAdSearch } from '../search/use-search'
import type { DashboardRange } from './advertiser-query'
import { ChartsPlaceholder } from './dashboard-placeholder'
import { rangeText } from './dashboard-range'
import { panel, quiet } from './dashboard-styles'
import { KeyFigures } from './key-figures'
import { RangeBar } from './range-bar'

// The charts and d3 are the advertiser page's alone: their code comes beside the figures, which show
// first. A chunk that fails to arrive (a deploy replaced it) leaves a line saying so.
export const loadCharts = () =>
  import('../charts/advertiser/advertiser-dashboard').catch(() => ({ default: ChartsUnavailable }))
const AdvertiserCharts = lazy(loadCharts)

interface AdvertiserDashboardProps {
  profile: AdvertiserProfile
  range: DashboardRange
  /** The figures shown are the last range's while the new range's load. */
  updating: boolean
}

/** The advertiser's dashboard over the page's date range: its figures, then its charts. */
export function AdvertiserDashboard({ profile, range, updating }: AdvertiserDashboardProps) {
  const { search, setSearch } = useAdSearch()
  const setRange = ({ from, to }: DashboardRange) => setSearch({ ...search, from, to })
  return (
    <section
      aria-label="Dashboard"
      aria-busy={updating}
      className={`flex flex-col gap-8 transition-opacity ${updating ? 'opacity-60' : ''}`}
    >
      <RangeBar range={range} onRange={setRange} />
      {profile.ads === 0 ? (
        <div className={`${panel} flex flex-col items-start gap-2`}>
          <h2 className="font-semibold">No ads started in this range</h2>
          <p className={quiet}>
            {profile.name} started none of its current ads {rangeText(range)}.
          </p>
          <button type="button" onClick={() => setRange({})} className={actionStyles.buttonPrimary}>
            Clear dates
          </button>
        </div>
      ) : (
        <>
          <KeyFigures profile={profile} />
          <Suspense fallback={<ChartsPlaceholder />}>
            <AdvertiserCharts profile={profile} />
          </Suspense>
        </>
      )}
    </section>
  )
}

function ChartsUnavailable() {
  return (
    <p role="alert" className="text-sm text-slate-700 dark:text-slate-300">
      The charts could not be loaded. Reload the page to try again.
    </p>
  )
}
