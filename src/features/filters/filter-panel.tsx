import { memo, type ReactNode, useLayoutEffect, useMemo, useRef } from 'react'
import type { AdFacetName } from '../../contract/enums'
import type { SearchScope } from '../search/search-request'
import type { AdSearch } from '../search/search-state'
import { AdvertiserFilter } from './advertiser-filter'
import { DomainFilter } from './domain-filter'
import { FacetFilter } from './facet-filter'
import { MinDaysFilter } from './min-days-filter'
import { withValue } from './search-edits'
import { StatusFilter } from './status-filter'

interface FilterPanelProps {
  search: AdSearch
  scope: SearchScope
  /** Called with the whole next search; the screen navigates (a new history entry). */
  onChange: (next: AdSearch) => void
  /** On an advertiser's own screen the advertiser is fixed. */
  hideAdvertiser?: boolean
}

/** Every filter of the search, one section each; values and counts come from the facet endpoints. */
function FilterPanelView({ search, scope, onChange, hideAdvertiser = false }: FilterPanelProps) {
  const set = useFilterSetters(search, onChange)
  // TikTok's screen is locked to one platform, so offering others would only mislead.
  const facets: AdFacetName[] =
    scope === 'tiktok'
      ? ['formats', 'niches', 'countries', 'languages']
      : ['platforms', 'formats', 'niches', 'countries', 'languages']
  return (
    <div className="divide-y divide-slate-200 dark:divide-slate-800">
      {facets.map((facet) => (
        <Section key={facet}>
          <FacetFilter facet={facet} search={search} scope={scope} onChange={onChange} />
        </Section>
      ))}
      <Section>
        <StatusFilter value={search.active} onChange={set.active} />
      </Section>
      <Section>
        <MinDaysFilter value={search.min_days} onChange={set.min_days} />
      </Section>
      <Section>
        <DomainFilter value={search.domain} onChange={set.domain} />
      </Section>
      {!hideAdvertiser && (
        <Section>
          <AdvertiserFilter value={search.advertiser} onChange={set.advertiser} />
        </Section>
      )}
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
    const setter =
      <K extends 'active' | 'min_days' | 'domain' | 'advertiser'>(key: K) =>
      (value: AdSearch[K]) =>
        latest.current.onChange(withValue(latest.current.search, key, value))
    return {
      active: setter('active'),
      min_days: setter('min_days'),
      domain: setter('domain'),
      advertiser: setter('advertiser'),
    }
  }, [])
}

/** Spacing sits on a wrapper: a fieldset draws its legend above its own padding. */
function Section({ children }: { children: ReactNode }) {
  return <div className="py-4 first:pt-0 last:pb-0">{children}</div>
}

/** Memoised: the ads arriving re-render the screen around it, not every filter section. */
export const FilterPanel = memo(FilterPanelView)
