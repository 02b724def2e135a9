import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FILTERS, type ListFilterName } from '../../contract/filters'
import { facetQueryOptions } from '../../lib/facet-query'
import type { SearchScope } from '../../search/search-request'
import type { AdSearch } from '../../search/search-state'
import { FACET_WORDS } from './facet-labels'
import { FacetOptions, FacetSkeleton } from './facet-options'
import { facetRows, SEARCHABLE_FROM, TOP_VALUES, visibleRows } from './facet-values'
import { errorText, linkButton, sectionTitle, textInput } from './filter-styles'
import { toggleValue } from './search-edits'

interface FacetFilterProps {
  facet: ListFilterName
  search: AdSearch
  scope: SearchScope
  onChange: (next: AdSearch) => void
}

/** A facet's values as checkboxes (several values of one facet mean any of them), with live counts. */
export function FacetFilter({ facet, search, scope, onChange }: FacetFilterProps) {
  const query = useQuery(facetQueryOptions(facet, search, scope))
  const [filter, setFilter] = useState('')
  const [expanded, setExpanded] = useState(false)
  const words = FACET_WORDS[facet]
  const key = FILTERS[facet].url
  const all = query.data ? facetRows(facet, query.data.data, search[key] ?? []) : []
  const { rows, hidden } = visibleRows(all, filter, expanded)
  const canFold = expanded && visibleRows(all, '', false).hidden > 0 && filter.trim() === ''

  return (
    <fieldset>
      <legend className={sectionTitle}>{words.title}</legend>
      {query.isPending ? (
        <FacetSkeleton label={`Loading ${words.many}…`} />
      ) : query.isError && !query.data ? (
        <div className="text-sm">
          <p className={errorText}>Could not load {words.many}.</p>
          <button type="button" onClick={() => void query.refetch()} className={`mt-1 ${linkButton}`}>
            Retry
          </button>
        </div>
      ) : (
        <>
          {all.length >= SEARCHABLE_FROM && (
            <input
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={`Search ${words.many}`}
              aria-label={`Search ${words.many}`}
              autoComplete="off"
              className={`mb-1.5 ${textInput}`}
            />
          )}
          <FacetOptions
            rows={rows}
            busy={query.isFetching}
            scroll={expanded && rows.length > 2 * TOP_VALUES}
            onToggle={(value, on) => onChange(toggleValue(search, key, value, on))}
          />
          {rows.length === 0 && (
            <p className="px-1.5 py-1 text-sm text-faint">
              {filter.trim()
                ? `No ${words.many} match “${filter.trim()}”.`
                : `No ${words.many} in these ads.`}
            </p>
          )}
          {(hidden > 0 || canFold) && (
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
              className={`mt-1 ml-1.5 ${linkButton}`}
            >
              {expanded ? 'Show less' : `Show all (${hidden} more)`}
            </button>
          )}
        </>
      )}
    </fieldset>
  )
}
