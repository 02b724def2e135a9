import type { ReactNode } from 'react'
import type { AdvertiserProfile } from '../../contract/stats'
import { formatDate, formatWholeNumber } from '../../lib/format'

/** Domains named under "Top domains"; the rest are counted. */
const TOP_DOMAINS = 3

/** The advertiser at a glance: how many ads, how many running, since when, and where they lead. */
export function KeyFigures({ profile }: { profile: AdvertiserProfile }) {
  const { ads, active, domains } = profile
  const share = ads > 0 ? Math.round((active / ads) * 100) : 0
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,2fr)]">
      <Figure term="Ads">{formatWholeNumber(ads)}</Figure>
      <Figure term="Active" detail={`${share}% of its ads`}>
        {formatWholeNumber(active)}
      </Figure>
      <Figure term="First ad">{day(profile.first_started_at)}</Figure>
      <Figure term="Latest ad">{day(profile.last_started_at)}</Figure>
      <div className="col-span-2 min-w-0 rounded-xl border border-line p-3 sm:col-span-4 xl:col-span-1">
        <dt className="text-xs font-medium text-muted">Top domains</dt>
        <dd className="mt-1 text-sm">
          {domains.length === 0 ? (
            'None given'
          ) : (
            <ul className="flex flex-col gap-0.5">
              {domains.slice(0, TOP_DOMAINS).map(({ domain, count }) => (
                <li key={domain} className="flex justify-between gap-3">
                  <span className="truncate font-medium">{domain}</span>
                  <span className="tabular-nums text-muted">
                    {formatWholeNumber(count)}
                    <span className="sr-only"> ads</span>
                  </span>
                </li>
              ))}
              {domains.length > TOP_DOMAINS && (
                <li className="text-xs text-muted">
                  and {formatWholeNumber(domains.length - TOP_DOMAINS)} more
                </li>
              )}
            </ul>
          )}
        </dd>
      </div>
    </dl>
  )
}

const day = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDate(iso)}</time> : '–')

function Figure({ term, detail, children }: { term: string; detail?: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-line p-3">
      <dt className="text-xs font-medium text-muted">{term}</dt>
      <dd className="mt-1 text-xl font-semibold tracking-tight tabular-nums">{children}</dd>
      {detail && <dd className="text-xs text-muted">{detail}</dd>}
    </div>
  )
}
