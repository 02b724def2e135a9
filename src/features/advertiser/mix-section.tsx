import type { AdvertiserProfile } from '../../contract/stats'
import { offscreenSkipped, panel, quiet, sectionHeading } from './dashboard-styles'
import { MixTable } from './mix-table'

/** Where and how the advertiser's ads run: each dimension the API counts, as bars. */
export function MixSection({ profile }: { profile: AdvertiserProfile }) {
  const { ads } = profile
  return (
    <section aria-labelledby="mix" className={`flex flex-col gap-3 ${offscreenSkipped}`}>
      <div>
        <h2 id="mix" className={sectionHeading}>
          Mix
        </h2>
        <p className={quiet}>
          Bars are the share of the ads with each value; an ad can run on several platforms, in several
          countries and languages, and open with several hooks.
        </p>
      </div>
      <div className={`${panel} grid gap-x-8 gap-y-5 sm:grid-cols-2 xl:grid-cols-3`}>
        <MixTable title="Platforms" values={profile.platforms} ads={ads} />
        <MixTable title="Formats" values={profile.formats} ads={ads} />
        <MixTable title="Countries" values={profile.countries} ads={ads} />
        <MixTable title="Languages" values={profile.languages} ads={ads} />
        <MixTable title="Calls to action" values={profile.ctas} ads={ads} />
        {/* The creative breakdown; a service that does not tag sends neither. */}
        {profile.hooks && <MixTable title="Hooks" values={profile.hooks} ads={ads} />}
        {profile.offers && <MixTable title="Offers" values={profile.offers} ads={ads} />}
      </div>
    </section>
  )
}
