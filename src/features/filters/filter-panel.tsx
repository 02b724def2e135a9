import {
  type ComponentType,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react'
import {
  FILTER_NAMES,
  FILTERS,
  type FilterName,
  LIST_FILTER_NAMES,
  type ListFilterName,
} from '../../contract/filters'
import { appliesIn, type SearchScope } from '../../search/search-request'
import type { AdSearch, FilterValue } from '../../search/search-state'
import { DomainFilter } from './domain-filter'
import { FacetFilter } from './facet-filter'
import { sectionTitle, textInput } from './filter-styles'
import { FirstSeenFilter } from './first-seen-filter'
import { MinDaysFilter } from './min-days-filter'
import { withValue } from './search-edits'
import { StartedFromFilter, StartedUntilFilter } from './started-filter'
import { StatusFilter } from './status-filter'

interface FilterPanelProps {
  search: AdSearch
  scope: SearchScope
  /** Called with the whole next search; the screen navigates (a new history entry). */
  onChange: (next: AdSearch) => void
  /** On an advertiser's own screen the advertiser is fixed. */
  hideAdvertiser?: boolean
}

// The advertiser typeahead comes just after the panel: on a phone the panel waits in its sheet, and
// the first screen's JavaScript stays small.
const AdvertiserTypeahead = lazy(() =>
  import('./advertiser-filter').then((module) => ({ default: module.AdvertiserFilter })),
)

function AdvertiserFilter(props: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  return (
    <Suspense
      fallback={
        <div aria-hidden="true">
          <p className={sectionTitle}>Advertiser</p>
          <div className={`${textInput} h-9.5`} />
        </div>
      }
    >
      <AdvertiserTypeahead {...props} />
    </Suspense>
  )
}

/** The single-valued filters; keywords have the search box instead. */
type SingleFilterName = Exclude<FilterName, ListFilterName | 'query'>
type SingleValue<K extends SingleFilterName> = FilterValue<K> | undefined
const SINGLE_FILTER_NAMES = FILTER_NAMES.filter(
  (name): name is SingleFilterName => name !== 'query' && FILTERS[name].kind !== 'list',
)

/** Each single-valued filter's control: a filter added to the table and missing here fails to compile. */
const SINGLE_FILTERS: {
  [K in SingleFilterName]: ComponentType<{ value: SingleValue<K>; onChange: (value: SingleValue<K>) => void }>
} = {
  active: StatusFilter,
  min_running_days: MinDaysFilter,
  domain: DomainFilter,
  advertiser_id: AdvertiserFilter,
  first_seen_after: FirstSeenFilter,
  started_after: StartedFromFilter,
  started_before: StartedUntilFilter,
}

/** Every filter of the search, one section each; values and counts come from the facet endpoints. */
function FilterPanelView({ search, scope, onChange, hideAdvertiser = false }: FilterPanelProps) {
  const set = useFilterSetters(search, onChange)
  // TikTok's screen is locked to one platform, so offering others would only mislead.
  const facets = LIST_FILTER_NAMES.filter((name) => appliesIn(scope, name))
  // The advertiser comes first: marketers most often start from a brand.
  const singles = SINGLE_FILTER_NAMES.filter((name) => name !== 'advertiser_id')
  return (
    <div className="divide-y divide-line">
      {!hideAdvertiser && (
        <Section>
          <AdvertiserFilter value={search.advertiser} onChange={set.advertiser_id} />
        </Section>
      )}
      {facets.map((facet) => (
        <Section key={facet}>
          <FacetFilter facet={facet} search={search} scope={scope} onChange={onChange} />
        </Section>
      ))}
      {singles.map((name) => {
        // Each control takes its own filter's value, which the search holds under that filter's URL name.
        const Filter = SINGLE_FILTERS[name] as ComponentType<{
          value: SingleValue<SingleFilterName>
          onChange: (value: SingleValue<SingleFilterName>) => void
        }>
        return (
          <Section key={name}>
            <Filter value={search[FILTERS[name].url]} onChange={set[name]} />
          </Section>
        )
      })}
    </div>
  )
}

/**
 * One change handler per single-value filter, the same function from render to render, applied to
 * the search as it is when the filter changes: so a click on a facet value does not re-render the
 * filters it left alone (the advertiser typeahead above all).
 */
function useFilterSetters(search: AdSearch, onChange: (next: AdSearch) => void) {
  const latest = useRef({ search, onChange })
  useLayoutEffect(() => {
    latest.current = { search, onChange }
  })
  return useMemo(() => {
    const setters = {} as Record<SingleFilterName, (value: SingleValue<SingleFilterName>) => void>
    for (const name of SINGLE_FILTER_NAMES) {
      setters[name] = (value) =>
        latest.current.onChange(withValue(latest.current.search, FILTERS[name].url, value))
    }
    return setters
  }, [])
}

/** Spacing sits on a wrapper: a fieldset draws its legend above its own padding. */
function Section({ children }: { children: ReactNode }) {
  return <div className="py-4 first:pt-0 last:pb-0">{children}</div>
}

/** Memoised: the ads arriving re-render the screen around it, not every filter section. */
export const FilterPanel = memo(FilterPanelView)
