import type { FacetValue } from '../../contract/facets'
import type { ListFilterName } from '../../contract/filters'
import { foldText } from '../../contract/keywords'
import { facetValueFlag, facetValueLabel } from './facet-labels'

export interface FacetRow {
  value: string
  label: string
  flag: string
  count: number
  selected: boolean
}

/** Values shown before "Show all". */
export const TOP_VALUES = 8
/** Lists longer than this get a search box. */
export const SEARCHABLE_FROM = 9

/**
 * The rows of a facet, in the API's order (counts descending). A selected value the response does not
 * list (none of the matching ads has it) is added with a count of 0, so it can always be unticked.
 */
export function facetRows(
  facet: ListFilterName,
  data: readonly FacetValue[],
  selected: readonly string[],
): FacetRow[] {
  const picked = new Set(selected)
  const rows = data.map((item) => row(facet, item.value, item.count, picked.has(item.value), item.label))
  const listed = new Set(data.map((item) => item.value))
  for (const value of selected) if (!listed.has(value)) rows.push(row(facet, value, 0, true))
  return rows
}

function row(
  facet: ListFilterName,
  value: string,
  count: number,
  selected: boolean,
  apiLabel?: string,
): FacetRow {
  return {
    value,
    label: facetValueLabel(facet, value, apiLabel),
    flag: facetValueFlag(facet, value),
    count,
    selected,
  }
}

/** Case and accents folded: "cote" finds "Côte d’Ivoire"; a code finds its value ("us", "de"). */
export function matchesFilter(row: FacetRow, filter: string): boolean {
  const wanted = foldText(filter.trim())
  if (wanted === '') return true
  return foldText(row.label).includes(wanted) || row.value.toLowerCase() === wanted
}

export interface VisibleRows {
  rows: FacetRow[]
  /** How many more "Show all" would reveal. */
  hidden: number
}

/**
 * What the list shows: the values matching the filter text; folded to the top ones unless expanded, where
 * selected values stay in view even beyond the top (they would otherwise be ticked and invisible).
 * Values no matching ad has (count 0) wait behind "Show all" too: ticking one would find nothing.
 */
export function visibleRows(all: readonly FacetRow[], filter: string, expanded: boolean): VisibleRows {
  const matching = all.filter((item) => matchesFilter(item, filter))
  if (expanded) return { rows: matching, hidden: 0 }
  const rows = matching.filter((item, index) => item.selected || (index < TOP_VALUES && item.count > 0))
  return { rows, hidden: matching.length - rows.length }
}
