import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { AdList } from '../../contract/ad'
import type { SearchScope } from '../../search/search-request'
import { type AdSearch, writeSearchString } from '../../search/search-state'
import { CardLinkSearch } from '../ad-card/card-links'
import { countFilters } from '../filters/filter-chip-list'
import { FilterChips } from '../filters/filter-chips'
import { AdGrid } from './ad-grid'

interface SearchResultsProps {
  results: UseInfiniteQueryResult<InfiniteData<AdList>>
  search: AdSearch
  scope: SearchScope
  hideAdvertiser: boolean
  onChange: (next: AdSearch) => void
}

/** The grid, or what stands in for it: skeletons, an error with retry, or advice when nothing matches. */
export function SearchResults({ results, search, scope, hideAdvertiser, onChange }: SearchResultsProps) {
  // The grid renders as soon as the answer is in, not deferred: an interruptible render was started
  // over by each of the facet answers arriving in the meantime, which doubled a filter click's time.
  const { data, error, isPlaceholderData, fetchNextPage } = results
  // Asked for once: a second call while the page is on its way would cancel and restart it (Query's
  // default), and the grid asks on every render near its end.
  const loadNextPage = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage])
  // The cards' links carry the search on, without the open ad; an advertiser's link sets its own.
  const linkSearch = useMemo(
    () => writeSearchString({ ...search, ad: undefined, advertiser: undefined }),
    [search],
  )
  if (!data) {
    if (error) {
      return (
        <div role="alert" className="rounded-lg border border-danger-line bg-danger-soft p-6">
          <p className="font-medium">The ads could not be loaded.</p>
          <p className="mt-1 text-sm text-muted">{error.message}</p>
          <button
            type="button"
            onClick={() => void results.refetch()}
            className="focus-ring mt-4 rounded-lg border border-line-strong bg-surface px-4 py-2 text-sm font-medium"
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
    <CardLinkSearch.Provider value={linkSearch}>
      <AdGrid
        data={data}
        query={search.q}
        view={search.view ?? 'grid'}
        vertical={scope === 'tiktok'}
        stale={isPlaceholderData}
        hasNextPage={results.hasNextPage}
        isFetchingNextPage={results.isFetchingNextPage}
        nextPageError={results.isFetchNextPageError ? error : null}
        fetchNextPage={loadNextPage}
      />
    </CardLinkSearch.Provider>
  )
}

function NoResults({ search, scope, hideAdvertiser, onChange }: Omit<SearchResultsProps, 'results'>) {
  const filters = countFilters(search, { scope, hideAdvertiser })
  // Nothing narrows the search: the index itself holds none of these ads, and only an import helps.
  const emptyIndex = filters === 0 && !search.q
  return (
    <div className="rounded-lg border border-dashed border-line p-8 text-center">
      <p className="text-lg font-semibold">
        {emptyIndex
          ? scope === 'tiktok'
            ? 'No TikTok ads in this index yet'
            : 'No ads in this index yet'
          : 'No ads match this search'}
      </p>
      <p className="mt-2 text-sm text-muted">
        {emptyIndex ? (
          <>
            Import them: <code className="font-mono text-xs">npm run import -- ads.csv</code> reads Meta,
            TikTok and Google ad-library exports (see docs/importing.md).
          </>
        ) : (
          <>
            {filters > 0 ? 'Loosen it: remove one of these filters' : 'Try fewer or other words'}
            {filters > 0 && search.q ? ', or try fewer words.' : '.'}
          </>
        )}
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
    <div
      aria-hidden="true"
      className="grid grid-cols-2 gap-2 sm:grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] sm:gap-3"
    >
      {Array.from({ length: 10 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="animate-pulse rounded-xl border border-line">
          <div className="aspect-square rounded-t-xl bg-sunken" />
          <div className="space-y-2 p-3">
            <div className="h-4 w-2/3 rounded bg-line" />
            <div className="h-3 w-full rounded bg-line" />
            <div className="h-3 w-5/6 rounded bg-line" />
          </div>
        </div>
      ))}
    </div>
  )
}
