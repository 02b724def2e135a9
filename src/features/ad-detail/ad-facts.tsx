import type { ReactNode } from 'react'
import { PlatformIcon } from '../../components/platform-icon'
import type { Ad } from '../../contract/ad'
import { FORMAT_LABELS, NICHE_LABELS, PLATFORM_LABELS } from '../../contract/enums'
import { versionCount } from '../../contract/versions'
import {
  countOf,
  formatCompactNumber,
  formatDate,
  formatRunningDays,
  formatWholeNumber,
} from '../../lib/format'
import { languageName } from '../../search/display-names'
import { safeHttpUrl } from '../../search/safe-url'
import { actionStyles } from '../ad-card/action-styles'
import { AdStatus } from '../ad-card/ad-status'
import { CountryList } from '../ad-card/country-list'

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3 py-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="text-faint">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  )
}

/** Everything known about an ad as label and value, every list in full. */
export function AdFacts({ ad }: { ad: Ad }) {
  const landing = safeHttpUrl(ad.landing_url)
  return (
    <dl className="divide-y divide-line text-sm">
      <Fact term="Status">
        <span className="flex flex-wrap items-center gap-2">
          <AdStatus active={ad.is_active} />
          {formatRunningDays(ad)}
        </span>
      </Fact>
      <Fact term="Started">
        <time dateTime={ad.started_at}>{formatDate(ad.started_at)}</time>
      </Fact>
      {ad.ended_at && (
        <Fact term="Ended">
          <time dateTime={ad.ended_at}>{formatDate(ad.ended_at)}</time>
        </Fact>
      )}
      <Fact term="Format">{FORMAT_LABELS[ad.format]}</Fact>
      <Fact term="Platforms">
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {ad.platforms.map((platform) => (
            <li key={platform} className="inline-flex items-center gap-1.5">
              <PlatformIcon platform={platform} />
              <span aria-hidden="true">{PLATFORM_LABELS[platform]}</span>
            </li>
          ))}
        </ul>
      </Fact>
      <Fact term="Reach">
        {formatWholeNumber(ad.reach)}
        {/* The short form only where it says something shorter: "12,345 (12.3K)", not "828 (828)". */}
        {ad.reach >= 1000 && <span className="text-faint"> ({formatCompactNumber(ad.reach)})</span>}
      </Fact>
      <Fact term="Versions">{countOf(versionCount(ad), 'version')}</Fact>
      {ad.cta && <Fact term="Call to action">{ad.cta}</Fact>}
      <Fact term="Landing page">
        {landing ? (
          <a
            href={landing}
            target="_blank"
            rel="noopener noreferrer"
            className={`break-all ${actionStyles.link}`}
          >
            {landing}
          </a>
        ) : (
          'None given'
        )}
      </Fact>
      <Fact term="Countries">
        {ad.countries.length > 0 ? <CountryList countries={ad.countries} /> : 'None given'}
      </Fact>
      <Fact term="Languages">
        {ad.languages.length > 0 ? ad.languages.map((code) => languageName(code)).join(', ') : 'None given'}
      </Fact>
      {ad.niches.length > 0 && (
        <Fact term="Niches">{ad.niches.map((niche) => NICHE_LABELS[niche]).join(', ')}</Fact>
      )}
    </dl>
  )
}
