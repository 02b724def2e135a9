import { useInfiniteQuery } from '@tanstack/react-query'
import { useCanGoBack, useLocation, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useMemo } from 'react'
import { adsQueryOptions } from '../../lib/ads-query'
import { countOf } from '../../lib/format'
import { useMediaQuery } from '../../lib/use-media-query'
import { usePainted } from '../../lib/use-painted'
import type { SearchScope } from '../../search/search-request'
import { type AdSearch, effectiveSearchSort } from '../../search/search-state'
import { ExportButton } from '../export/export-button'
import { countFilters } from '../filters/filter-chip-list'
import { FilterChips } from '../filters/filter-chips'
import { FiltersDrawer } from '../filters/filters-drawer'
import { NewSince } from '../watching/new-marks'
import { WatchButtons } from '../watching/watch-buttons'
import { DroppedValuesNotice } from './dropped-values-notice'
import { SearchBox } from './search-box'
import { SearchResults } from './search-results'
import { SortSelect } from './sort-select'
import { useAdSearch } from './use-search'

// An ad's detail opens over the grid on a click: its code loads then (or once the first screen is up),
// not with the first screen.
const loadAdDetail = () => import('../ad-detail/ad-detail-overlay')
const AdDetailOverlay = lazy(() => loadAdDetail().then((module) => ({ default: module.AdDetailOverlay })))
// The timeline's code is fetched once the first ads are painted, not with them (the first screen's code
// must stay small), into a slot that holds the chart's height meanwhile, so the grid does not move.
const TimelineChart = lazy(() =>
  import('../charts/timeline/timeline-chart').then((module) => ({ default: module.TimelineChart })),
)
// The filter panels' code is fetched beside the first screen's, not in it: on a phone they show only
// when the drawer opens, and on a desktop the column fills in a moment after the first ads.
const FilterPanel = lazy(() =>
  import('../filters/filter-panel').then((module) => ({ default: module.FilterPanel })),
)
// Shown only when a saved search or a follow was opened: its code comes then.
const NewAdsNotice = lazy(() =>
  import('../watching/search-watch-bar').then((module) => ({ default: module.NewAdsNotice })),
)

interface SearchScreenProps {
  scope: SearchScope
  /** Shown above the search; the advertiser view puts the advertiser's name and figures here. */
  heading?: React.ReactNode
  /** The advertiser view fixes the advertiser filter, so it is neither shown nor removable. */
  lockedAdvertiser?: string
}

/** Tailwind's `lg`: from here on the filters sit in a column beside the grid instead of in a drawer. */
const FILTER_COLUMN = '(min-width: 64rem)'

/** Keywords, filters, sort and the endless grid: the screen marketers spend their day on. */
export function SearchScreen({ scope, heading, lockedAdvertiser }: SearchScreenProps) {
  const { search: urlSearch, setSearch: setUrlSearch } = useAdSearch()
  const search = useMemo(
    () => (lockedAdvertiser ? { ...urlSearch, advertiser: lockedAdvertiser } : urlSearch),
    [urlSearch, lockedAdvertiser],
  )
  // The locked advertiser comes from the path; it must not leak into the query string.
  const setSearch = useCallback(
    (next: AdSearch, options?: { replace?: boolean }) =>
      setUrlSearch(lockedAdvertiser ? { ...next, advertiser: urlSearch.advertiser } : next, options),
    [lockedAdvertiser, urlSearch.advertiser, setUrlSearch],
  )
  const results = useInfiniteQuery(adsQueryOptions(search, scope))
  const painted = usePainted()
  // On a phone the column is not shown, so its panels (and their facet requests) are not built.
  const filterColumn = useMediaQuery(FILTER_COLUMN)
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const onKeywords = useCallback(
    (q: string, push: boolean) => setSearch({ ...urlSearch, q: q || undefined }, { replace: !push }),
    [urlSearch, setSearch],
  )
  // Opened from a saved search or a followed advertiser: the ads found since the last look are marked.
  const newSince = useLocation({ select: (location) => location.state.newSince })
  const newCount = useLocation({ select: (location) => location.state.newCount })
  const closeAd = () => {
    if (canGoBack) router.history.back()
    else setSearch(urlSearch, { replace: true })
  }
  const filters = (
    <Suspense fallback={<p className="text-sm text-slate-500 dark:text-slate-400">Loading filters…</p>}>
      <FilterPanel
        search={search}
        scope={scope}
        onChange={setSearch}
        hideAdvertiser={Boolean(lockedAdvertiser)}
      />
    </Suspense>
  )

  return (
    <div className="flex flex-col gap-6">
      {heading ?? (
        <h1 className="text-2xl font-bold tracking-tight">
          {scope === 'tiktok' ? 'TikTok ads' : 'Search ads'}
        </h1>
      )}
      <SearchBox value={search.q ?? ''} onSearch={onKeywords} />
      <DroppedValuesNotice />
      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        {filterColumn && (
          <aside
            aria-label="Filters"
            className="hidden lg:sticky lg:top-4 lg:block lg:max-h-[calc(100dvh-2rem)] lg:self-start lg:overflow-y-auto lg:pr-2"
          >
            {filters}
          </aside>
        )}
        <section aria-labelledby="results-count" className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h2 id="results-count" aria-live="polite" className="text-lg font-semibold whitespace-nowrap">
                {results.data ? countOf(results.data.pages[0]?.pagination.total ?? 0, 'ad') : 'Loading ads…'}
              </h2>
              <ExportButton target={{ kind: 'search', search, scope }} align="start" />
              {!lockedAdvertiser && <WatchButtons search={search} scope={scope} />}
            </div>
            <div className="flex items-center gap-3">
              <div className="lg:hidden">
                <FiltersDrawer
                  activeCount={countFilters(search, { scope, hideAdvertiser: Boolean(lockedAdvertiser) })}
                >
                  {filters}
                </FiltersDrawer>
              </div>
              <SortSelect
                value={effectiveSearchSort(search)}
                hasKeywords={Boolean(search.q)}
                onChange={(sort) => setSearch({ ...urlSearch, sort })}
              />
            </div>
          </div>
          <FilterChips
            search={search}
            onChange={setSearch}
            scope={scope}
            hideAdvertiser={Boolean(lockedAdvertiser)}
          />
          {newSince && (
            <Suspense>
              <NewAdsNotice
                since={newSince}
                count={newCount}
                onlyNew={search.new_since === newSince}
                onShowOnlyNew={() => setSearch({ ...urlSearch, new_since: newSince })}
              />
            </Suspense>
          )}
          {/* The advertiser view's dashboard charts its launches already. */}
          {!lockedAdvertiser && (
            <div className="min-h-26 sm:min-h-30">
              {painted && (
                <Suspense>
                  <TimelineChart search={search} scope={scope} onChange={setSearch} />
                </Suspense>
              )}
            </div>
          )}
          <NewSince.Provider value={newSince}>
            <SearchResults
              results={results}
              search={search}
              scope={scope}
              hideAdvertiser={Boolean(lockedAdvertiser)}
              onChange={setSearch}
            />
          </NewSince.Provider>
        </section>
      </div>
      {search.ad && (
        <Suspense>
          <AdDetailOverlay adId={search.ad} query={search.q} onClose={closeAd} />
        </Suspense>
      )}
    </div>
  )
}
