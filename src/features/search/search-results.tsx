import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useCallback, useDeferredValue } from 'react'
import type { AdList } from '../../contract/ad'
import { countFilters } from '../filters/filter-chip-list'
import { FilterChips } from '../filters/filter-chips'
import { AdGrid } from './ad-grid'
import type { SearchScope } from './search-request'
import type { AdSearch } from './search-state'

interface SearchResultsProps {
  results: UseInfiniteQueryResult<InfiniteData<AdList>>
  search: AdSearch
  scope: SearchScope
  hideAdvertiser: boolean
  onChange: (next: AdSearch) => void
}

/** The grid, or what stands in for it: skeletons, an error with retry, or advice when nothing matches. */
export function SearchResults({
  results: latest,
  search,
  scope,
  hideAdvertiser,
  onChange,
}: SearchResultsProps) {
  // A page of ads renders in the background, in slices the browser can interrupt, so typing,
  // scrolling and clicks stay answered while the cards are built. The whole result is deferred, so
  // the grid never sees new loading flags with old pages.
  const results = useDeferredValue(latest)
  const { data, error, isPlaceholderData, fetchNextPage } = results
  // Asked for once: a second call while the page is on its way would cancel and restart it (Query's
  // default), and the grid asks on every render near its end.
  const loadNextPage = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage])
  if (!data) {
    if (error) {
      return (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-6 dark:border-red-800 dark:bg-red-950"
        >
          <p className="font-medium">The ads could not be loaded.</p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{error.message}</p>
          <button
            type="button"
            onClick={() => void results.refetch()}
            className="mt-4 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium dark:border-slate-700 dark:bg-slate-900"
          >
            Retry
          </button>
        </div>
      )
    }
    return <GridSkeleton />
  }
  if (data.pages[0]?.pagination.total === 0)
    return <NoResults search={search} scope={scope} hideAdvertiser={hideAdvertiser} onChange={onChange} />
  return (
    <AdGrid
      data={data}
      query={search.q}
      stale={isPlaceholderData}
      hasNextPage={results.hasNextPage}
      isFetchingNextPage={results.isFetchingNextPage}
      nextPageError={results.isFetchNextPageError ? error : null}
      fetchNextPage={loadNextPage}
    />
  )
}

function NoResults({ search, scope, hideAdvertiser, onChange }: Omit<SearchResultsProps, 'results'>) {
  const filters = countFilters(search, { scope, hideAdvertiser })
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
      <p className="text-lg font-semibold">No ads match this search</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {filters > 0 ? 'Loosen it: remove one of these filters' : 'Try fewer or other words'}
        {filters > 0 && search.q ? ', or try fewer words.' : '.'}
      </p>
      {filters > 0 && (
        <div className="mt-4 flex justify-center">
          <FilterChips search={search} onChange={onChange} scope={scope} hideAdvertiser={hideAdvertiser} />
        </div>
      )}
    </div>
  )
}

function GridSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-[repeat(auto-fill,minmax(17.5rem,1fr))] gap-4">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="animate-pulse rounded-xl border border-slate-200 dark:border-slate-800">
          <div className="aspect-square rounded-t-xl bg-slate-200 dark:bg-slate-800" />
          <div className="space-y-2 p-4">
            <div className="h-4 w-2/3 rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-3 w-full rounded bg-slate-200 dark:bg-slate-800" />
            <div className="h-3 w-5/6 rounded bg-slate-200 dark:bg-slate-800" />
          </div>
        </div>
      ))}
    </div>
  )
}
