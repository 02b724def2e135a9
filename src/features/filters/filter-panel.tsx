import { memo, type ReactNode } from 'react'
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
        <StatusFilter
          value={search.active}
          onChange={(active) => onChange(withValue(search, 'active', active))}
        />
      </Section>
      <Section>
        <MinDaysFilter
          value={search.min_days}
          onChange={(days) => onChange(withValue(search, 'min_days', days))}
        />
      </Section>
      <Section>
        <DomainFilter
          value={search.domain}
          onChange={(domain) => onChange(withValue(search, 'domain', domain))}
        />
      </Section>
      {!hideAdvertiser && (
        <Section>
          <AdvertiserFilter
            value={search.advertiser}
            onChange={(id) => onChange(withValue(search, 'advertiser', id))}
          />
        </Section>
      )}
    </div>
  )
}

/** Spacing sits on a wrapper: a fieldset draws its legend above its own padding. */
function Section({ children }: { children: ReactNode }) {
  return <div className="py-4 first:pt-0 last:pb-0">{children}</div>
}

/** Memoised: the ads arriving re-render the screen around it, not every filter section. */
export const FilterPanel = memo(FilterPanelView)
