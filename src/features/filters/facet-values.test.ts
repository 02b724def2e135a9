import { describe, expect, it } from 'vitest'
import type { FacetValue } from '../../contract/facets'
import { facetRows, matchesFilter, TOP_VALUES, visibleRows } from './facet-values'

const countries: FacetValue[] = [
  { value: 'US', label: 'United States', count: 900 },
  { value: 'DE', label: 'Germany', count: 500 },
  { value: 'CI', label: "Côte d'Ivoire", count: 300 },
  { value: 'FR', label: 'France', count: 200 },
  { value: 'GB', label: 'United Kingdom', count: 150 },
  { value: 'IT', label: 'Italy', count: 120 },
  { value: 'ES', label: 'Spain', count: 100 },
  { value: 'NL', label: 'Netherlands', count: 80 },
  { value: 'BE', label: 'Belgium', count: 40 },
  { value: 'AT', label: 'Austria', count: 0 },
]

describe('facetRows', () => {
  it('keeps the API order and marks the selected values', () => {
    const rows = facetRows('countries', countries, ['DE'])
    expect(rows.map((row) => row.value)).toEqual(countries.map((item) => item.value))
    expect(rows.filter((row) => row.selected).map((row) => row.value)).toEqual(['DE'])
    expect(rows[1]).toMatchObject({ label: 'Germany', flag: '🇩🇪', count: 500 })
  })

  it('adds selected values the response does not list, at a count of 0, named by Intl', () => {
    const rows = facetRows('countries', countries, ['JP'])
    expect(rows.at(-1)).toEqual({ value: 'JP', label: 'Japan', flag: '🇯🇵', count: 0, selected: true })
  })

  it('names fixed facets with their labels and languages without flags', () => {
    expect(facetRows('formats', [], ['dpa'])[0]?.label).toBe('Dynamic product ad')
    expect(facetRows('languages', [{ value: 'de', label: 'de', count: 3 }], [])[0]).toMatchObject({
      label: 'German',
      flag: '',
    })
  })
})

describe('matchesFilter', () => {
  const [, germany, ivory] = facetRows('countries', countries, [])
  it('folds case and accents', () => {
    expect(matchesFilter(ivory!, 'COTE')).toBe(true)
    expect(matchesFilter(ivory!, 'côte d')).toBe(true)
    expect(matchesFilter(germany!, 'erm')).toBe(true)
    expect(matchesFilter(germany!, 'fra')).toBe(false)
  })

  it('finds a value by its code, and everything by blank text', () => {
    expect(matchesFilter(germany!, 'de')).toBe(true)
    expect(matchesFilter(germany!, '  ')).toBe(true)
  })
})

describe('visibleRows', () => {
  it('shows the top values and counts the rest for "Show all"', () => {
    const { rows, hidden } = visibleRows(facetRows('countries', countries, []), '', false)
    expect(rows).toHaveLength(TOP_VALUES)
    expect(hidden).toBe(countries.length - TOP_VALUES)
  })

  it('keeps selected values beyond the top in view, also at a count of 0', () => {
    const { rows, hidden } = visibleRows(facetRows('countries', countries, ['AT', 'JP']), '', false)
    expect(rows.map((row) => row.value).slice(TOP_VALUES)).toEqual(['AT', 'JP'])
    expect(hidden).toBe(1)
  })

  it('folds values no matching ad has behind "Show all", unless they are ticked', () => {
    const rows = facetRows(
      'formats',
      [
        { value: 'video', label: 'Video', count: 12 },
        { value: 'image', label: 'Image', count: 0 },
        { value: 'dco', label: 'Dynamic creative', count: 0 },
      ],
      ['dco'],
    )
    const shown = visibleRows(rows, '', false)
    expect(shown.rows.map((row) => row.value)).toEqual(['video', 'dco'])
    expect(shown.hidden).toBe(1)
  })

  it('shows everything when expanded', () => {
    expect(visibleRows(facetRows('countries', countries, []), '', true)).toMatchObject({ hidden: 0 })
  })

  it('narrows to the values matching the filter text', () => {
    const { rows, hidden } = visibleRows(facetRows('countries', countries, ['DE']), 'united', false)
    expect(rows.map((row) => row.value)).toEqual(['US', 'GB'])
    expect(hidden).toBe(0)
  })
})
