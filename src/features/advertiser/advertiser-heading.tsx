import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { adsQueryOptions } from '../../lib/ads-query'
import { facetQueryOptions } from '../../lib/facet-query'
import { formatWholeNumber } from '../../lib/format'
import { ExportButton } from '../export/export-button'

// Loaded after the page: following is a second thought, not the first paint.
const FollowButton = lazy(() => import('../watching/follow-button'))

interface AdvertiserHeadingProps {
  advertiserId: string
}

/**
 * The advertiser's name and how its ads spread over platforms and countries: facet counts under
 * the advertiser filter alone, so the figures describe the advertiser, not the current search.
 */
export function AdvertiserHeading({ advertiserId }: AdvertiserHeadingProps) {
  const only = { advertiser: advertiserId }
  // The same query as the grid's when no other filter is set, so it costs no extra request then.
  const first = useInfiniteQuery(adsQueryOptions(only, 'all')).data?.pages[0]
  const formats = useQuery(facetQueryOptions('formats', only, 'all'))
  const platforms = useQuery(facetQueryOptions('platforms', only, 'all'))
  const countries = useQuery(facetQueryOptions('countries', only, 'all'))
  const name = first?.data[0]?.advertiser.name
  const total = formats.data?.data.reduce((sum, value) => sum + value.count, 0)

  if (first && first.pagination.total === 0) {
    return (
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Advertiser not found</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          No ads of an advertiser with id <code className="break-all">{advertiserId}</code> are in the index.{' '}
          <Link to="/" className="font-medium text-indigo-700 underline dark:text-indigo-300">
            Search all ads
          </Link>
        </p>
      </div>
    )
  }
  return (
    <header className="flex flex-col gap-3">
      <p className="text-sm font-medium text-slate-500 dark:text-slate-400">Advertiser</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{name ?? 'Loading advertiser…'}</h1>
        {/* Every ad of the advertiser, whatever the search below; the results' Export takes the search. */}
        <div className="flex flex-wrap items-start gap-2">
          <Suspense>
            <FollowButton advertiserId={advertiserId} name={name} />
          </Suspense>
          <ExportButton target={{ kind: 'advertiser', id: advertiserId }} label="Export all ads" />
        </div>
      </div>
      <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <Figure term="Ads">{(total === undefined ? undefined : formatWholeNumber(total)) ?? '…'}</Figure>
        <Figure term="Platforms">{breakdown(platforms.data?.data, 4)}</Figure>
        <Figure term="Top countries">{breakdown(countries.data?.data, 5)}</Figure>
      </dl>
    </header>
  )
}

function Figure({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}

function breakdown(values: { label: string; count: number }[] | undefined, top: number): string {
  if (!values) return '…'
  const used = values.filter((value) => value.count > 0).slice(0, top)
  return used.map((value) => `${value.label} ${formatWholeNumber(value.count)}`).join(' · ') || 'none'
}
