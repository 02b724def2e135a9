import type { AdvertiserProfile } from '../../../contract/stats'
import { MixSection } from './mix-section'
import { OverTimeSection } from './over-time-section'
import { WinnersSection } from './winners-section'

/**
 * The dashboard's charts: launches and running ads over time, the mix and the longest-running ads.
 * Loaded on its own (with d3), while the figures above it are already on screen.
 */
export default function AdvertiserCharts({ profile }: { profile: AdvertiserProfile }) {
  return (
    <>
      <OverTimeSection weeks={profile.weeks} />
      <MixSection profile={profile} />
      <WinnersSection winners={profile.winners} />
    </>
  )
}
