import type { FacetValue } from '../../contract/facets'
import { foldText } from '../../contract/keywords'

/** A facet's values narrowed to those whose value or label contains `search` (folded), busiest first. */
export function facetValues(values: FacetValue[], search: string | undefined): FacetValue[] {
  const wanted = search ? foldText(search.trim()) : ''
  return values
    .filter((v) => wanted === '' || foldText(v.value).includes(wanted) || foldText(v.label).includes(wanted))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
}
