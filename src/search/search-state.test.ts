import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CTA_TYPES, HOOKS, OFFERS } from '../contract/creative-tags'
import { FORMATS, NICHES, PLATFORMS, SORTS } from '../contract/enums'
import { FILTER_NAMES, FILTERS, type FilterName } from '../contract/filters'
import {
  type AdSearch,
  type FilterValue,
  readSearch,
  readSearchString,
  withoutPageParameters,
  writeSearchString,
} from './search-state'

const fromUrl = (url: string) => readSearch(readSearchString(url))

/** Any valid value of each filter: a filter added to the table and missing here fails to compile. */
const filterArbs: { [K in FilterName]: fc.Arbitrary<FilterValue<K>> } = {
  query: fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''),
  platforms: fc.subarray([...PLATFORMS], { minLength: 1 }),
  formats: fc.subarray([...FORMATS], { minLength: 1 }),
  niches: fc.subarray([...NICHES], { minLength: 1 }),
  countries: fc.subarray(['US', 'DE', 'FR', 'BR', 'JP'], { minLength: 1 }),
  languages: fc.subarray(['en', 'de', 'ar'], { minLength: 1 }),
  hooks: fc.subarray([...HOOKS], { minLength: 1 }),
  offers: fc.subarray([...OFFERS], { minLength: 1 }),
  cta_types: fc.subarray([...CTA_TYPES], { minLength: 1 }),
  active: fc.boolean(),
  min_running_days: fc.integer({ min: 1, max: 3650 }),
  domain: fc.constantFrom('shop.com', 'nike.de', 'a-b.co.uk'),
  advertiser_id: fc.constantFrom('meta_pg_1', 'tiktok_7 x', 'google_AR&=?'),
  first_seen_after: fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString()),
  // Days of a range that runs forwards: one that runs backwards is dropped (tested on its own).
  started_after: fc
    .date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2049-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
  started_before: fc
    .date({
      min: new Date('2050-01-01T00:00:00Z'),
      max: new Date('2100-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
}

const searchArb = fc.record(
  {
    ...Object.fromEntries(FILTER_NAMES.map((name) => [FILTERS[name].url, filterArbs[name]])),
    sort: fc.constantFrom(...SORTS),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<AdSearch>

describe('the search in the URL', () => {
  it('reads back exactly what it wrote, and writes one URL per search', () => {
    fc.assert(
      fc.property(searchArb, (search) => {
        const url = writeSearchString(search as Record<string, unknown>)
        const { search: back, dropped } = fromUrl(url)
        expect(dropped).toEqual([])
        expect(writeSearchString(back as Record<string, unknown>)).toBe(url)
        expect(back.q).toBe(search.q?.trim() || undefined)
        expect(back.formats).toEqual(search.formats ? [...search.formats].sort() : undefined)
        expect(back.advertiser).toBe(search.advertiser)
      }),
    )
  })

  it('writes flat, readable parameters in a fixed order with lists sorted and defaults left out', () => {
    const url = writeSearchString({
      sort: 'newest',
      countries: ['US', 'DE', 'US'],
      formats: ['video', 'image'],
      q: 'running shoes',
      active: true,
    })
    // With keywords the default sort is most relevant, so newest is kept.
    expect(url).toBe('?q=running%20shoes&formats=image,video&countries=DE,US&active=true&sort=newest')
    expect(writeSearchString({ q: 'x', sort: 'most_relevant' })).toBe('?q=x')
    expect(writeSearchString({ sort: 'newest', min_days: 0 })).toBe('')
    expect(writeSearchString({ sort: 'oldest' })).toBe('?sort=oldest')
    expect(writeSearchString({})).toBe('')
  })

  it('accepts repeated, comma-separated and percent-encoded lists, in any case', () => {
    expect(fromUrl('?formats=video&formats=IMAGE&countries=de%2Cus').search).toEqual({
      formats: ['image', 'video'],
      countries: ['DE', 'US'],
    })
  })

  it('drops values it does not know and says which, keeping the rest of the search', () => {
    const { search, dropped } = fromUrl(
      '?q=tea&formats=video,gif&countries=XX&sort=best&active=maybe&min_days=-3',
    )
    expect(search).toEqual({ q: 'tea', formats: ['video'] })
    expect(dropped).toEqual([
      { parameter: 'formats', value: 'gif' },
      { parameter: 'countries', value: 'XX' },
      { parameter: 'active', value: 'maybe' },
      { parameter: 'min_days', value: '-3' },
      { parameter: 'sort', value: 'best' },
    ])
  })

  it('never throws on hostile query strings', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const { search } = fromUrl(text)
        expect(typeof writeSearchString(search as Record<string, unknown>)).toBe('string')
      }),
    )
    expect(fromUrl('?q=%E0%A4%A&formats=%FF').dropped).toEqual([{ parameter: 'formats', value: '\ufffd' }])
  })
})

describe('a range of start days', () => {
  it('that runs backwards keeps its start and drops its end, with a notice', () => {
    const { search, dropped } = fromUrl('?from=2026-03-31&to=2026-03-01')
    expect(search).toEqual({ from: '2026-03-31' })
    expect(dropped).toEqual([{ parameter: 'to', value: '2026-03-01' }])
  })

  it('that is not on the calendar is dropped, with a notice', () => {
    const { search, dropped } = fromUrl('?from=2026-02-30&to=2026-03-05')
    expect(search).toEqual({ to: '2026-03-05' })
    expect(dropped).toEqual([{ parameter: 'from', value: '2026-02-30' }])
  })
})

describe('a board page’s own parameters', () => {
  it('are written after the search: find, tag, order and the creative breakdown’s hook, offer, cta, group', () => {
    expect(
      writeSearchString({
        q: 'shoes',
        find: 'summer',
        tag: 'ugc',
        order: 'started_asc',
        hook: 'question',
        offer: 'free-trial',
        cta: 'sign-up',
        group: 'hook',
        colour: 'red',
      }),
    ).toBe(
      '?q=shoes&find=summer&tag=ugc&order=started_asc&hook=question&offer=free-trial&cta=sign-up&group=hook',
    )
  })

  it('are left behind by a link that leaves the page', () => {
    expect(
      withoutPageParameters({ q: 'shoes', find: 'summer', hook: 'question', group: 'hook', ad: 'a1' }),
    ).toEqual({
      q: 'shoes',
      ad: 'a1',
    })
  })
})
