import type { AdvertiserProfile } from '../../contract/stats'
import { actionStyles } from '../ad-card/action-styles'
import { useAdSearch } from '../search/use-search'
import type { DashboardRange } from './advertiser-query'
import { rangeText } from './dashboard-range'
import { panel, quiet } from './dashboard-styles'
import { KeyFigures } from './key-figures'
import { MixSection } from './mix-section'
import { OverTimeSection } from './over-time-section'
import { RangeBar } from './range-bar'
import { WinnersSection } from './winners-section'

interface AdvertiserDashboardProps {
  profile: AdvertiserProfile
  range: DashboardRange
  /** The figures shown are the last range's while the new range's load. */
  updating: boolean
}

/**
 * The advertiser's dashboard over the page's date range: its figures, its launches and running ads
 * over time, its mix and its longest-running ads.
 */
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
          <OverTimeSection weeks={profile.weeks} />
          <MixSection profile={profile} />
          <WinnersSection winners={profile.winners} />
        </>
      )}
    </section>
  )
}
