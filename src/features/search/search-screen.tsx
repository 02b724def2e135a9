import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useCanGoBack, useLocation, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react'
import { LineIcon } from '../../components/line-icon'
import { adsQueryOptions } from '../../lib/ads-query'
import { countOf } from '../../lib/format'
import { useMediaQuery } from '../../lib/use-media-query'
import type { SearchScope } from '../../search/search-request'
import { type AdSearch, effectiveSearchSort } from '../../search/search-state'
import { actionStyles } from '../ad-card/action-styles'
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
import { ViewSwitch } from './view-switch'

// An ad's detail opens over the grid on a click: its code loads then (or once the first screen is up),
// not with the first screen.
const loadAdDetail = () => import('../ad-detail/ad-detail-overlay')
const AdDetailOverlay = lazy(() => loadAdDetail().then((module) => ({ default: module.AdDetailOverlay })))
// The timeline's code is fetched when it is opened, not with the first screen (whose code must stay small).
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
  const [timelineOpen, setTimelineOpen] = useState(false)
  const timelineId = useId()
  // On a phone the column is not shown, so its panels (and their facet requests) are not built.
  const filterColumn = useMediaQuery(FILTER_COLUMN)
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const onKeywords = useCallback(
    (q: string, push: boolean) => setSearch({ ...urlSearch, q: q || undefined }, { replace: !push }),
    [urlSearch, setSearch],
  )
  // The same search as onKeywords will make (the cache key is the normalised request, so the grid
  // finds it): the results start loading at the box's short pause rather than its long one.
  const queryClient = useQueryClient()
  const prefetchKeywords = useCallback(
    (q: string) =>
      void queryClient.prefetchInfiniteQuery(adsQueryOptions({ ...search, q: q || undefined }, scope)),
    [queryClient, search, scope],
  )
  // Opened from a saved search or a followed advertiser: the ads found since the last look are marked.
  const newSince = useLocation({ select: (location) => location.state.newSince })
  const newCount = useLocation({ select: (location) => location.state.newCount })
  const closeAd = () => {
    if (canGoBack) router.history.back()
    else setSearch(urlSearch, { replace: true })
  }
  const filters = (
    <Suspense fallback={<p className="text-sm text-faint">Loading filters…</p>}>
      <FilterPanel
        search={search}
        scope={scope}
        onChange={setSearch}
        hideAdvertiser={Boolean(lockedAdvertiser)}
      />
    </Suspense>
  )

  const total = results.data?.pages[0]?.pagination.total
  const empty = total === 0
  const view = search.view ?? 'grid'
  return (
    <div className="flex flex-col gap-3">
      {heading ?? <h1 className="sr-only">{scope === 'tiktok' ? 'TikTok ads' : 'Search ads'}</h1>}
      <SearchBox value={search.q ?? ''} onSearch={onKeywords} onPrefetch={prefetchKeywords} />
      <DroppedValuesNotice />
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6">
        {filterColumn && (
          <aside
            aria-label="Filters"
            className="hidden lg:sticky lg:top-3 lg:block lg:max-h-[calc(100dvh-1.5rem)] lg:self-start lg:overflow-y-auto lg:pr-2"
          >
            {filters}
          </aside>
        )}
        <section aria-labelledby="results-count" className="flex min-w-0 flex-col gap-3">
          {/* One slim bar. On a phone the count, Filters and Sort come first, on one line; the rest wrap under. */}
          <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
            <h2
              id="results-count"
              aria-live="polite"
              className="order-[10] mr-1 text-base font-semibold whitespace-nowrap tabular-nums"
            >
              {total !== undefined ? countOf(total, 'ad') : 'Loading ads…'}
            </h2>
            <div className="order-[20] ml-auto lg:hidden">
              <FiltersDrawer
                activeCount={countFilters(search, { scope, hideAdvertiser: Boolean(lockedAdvertiser) })}
              >
                {filters}
              </FiltersDrawer>
            </div>
            <div className="order-[30] lg:order-[80] lg:ml-auto">
              <SortSelect
                value={effectiveSearchSort(search)}
                hasKeywords={Boolean(search.q)}
                onChange={(sort) => setSearch({ ...urlSearch, sort })}
              />
            </div>
            <span aria-hidden="true" className="order-[35] basis-full lg:hidden" />
            <div className="order-[40] lg:order-[20]">
              <ExportButton target={{ kind: 'search', search, scope }} align="start" disabled={empty} />
            </div>
            {!lockedAdvertiser && (
              <div className="order-[50] lg:order-[30]">
                <WatchButtons search={search} scope={scope} empty={empty} />
              </div>
            )}
            {!lockedAdvertiser && (
              <button
                type="button"
                aria-expanded={timelineOpen}
                aria-controls={timelineId}
                onClick={() => setTimelineOpen(!timelineOpen)}
                className={`order-[60] lg:order-[40] ${actionStyles.button}`}
              >
                <LineIcon path="M3 16h14M5 13v-3M8.5 13V6M12 13V9M15.5 13V4" className="size-4" />
                <span className="max-sm:sr-only">Timeline</span>
              </button>
            )}
            <ViewSwitch
              className="order-[70] ml-auto lg:order-[90] lg:ml-0"
              view={view}
              onChange={(next) => setSearch({ ...urlSearch, view: next === 'grid' ? undefined : next })}
            />
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
          {/* Opened on demand: most visits are for the ads, and the chart would push them down a screen's third. */}
          {!lockedAdvertiser && timelineOpen && (
            <div id={timelineId} className="min-h-26 sm:min-h-30">
              <Suspense>
                <TimelineChart search={search} scope={scope} onChange={setSearch} />
              </Suspense>
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
