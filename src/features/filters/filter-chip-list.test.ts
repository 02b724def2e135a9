import { describe, expect, it } from 'vitest'
import { FILTER_NAMES } from '../../contract/filters'
import type { AdSearch } from '../../search/search-state'
import { clearFilters, countFilters, filterChips } from './filter-chip-list'

const search: AdSearch = {
  q: 'running shoes',
  sort: 'newest',
  platforms: ['facebook', 'tiktok'],
  formats: ['video'],
  countries: ['DE'],
  languages: ['de'],
  hooks: ['before-after'],
  offers: ['free-trial'],
  cta_types: ['sign-up'],
  active: false,
  min_days: 30,
  domain: 'shop.com',
  advertiser: 'adv_42',
  new_since: '2026-11-20T08:05:00.000Z',
  from: '2026-03-01',
  to: '2026-03-31',
}

describe('filterChips', () => {
  it('lists every applied filter in panel order with readable labels', () => {
    expect(filterChips(search).map((chip) => chip.label)).toEqual([
      'Platform: Facebook',
      'Platform: TikTok',
      'Format: Video',
      'Country: Germany',
      'Language: German',
      'Hook: Before and after',
      'Offer: Free trial',
      'Call to action: Sign up',
      'Status: Stopped',
      'Running: 30+ days',
      'Domain: shop.com',
      'Advertiser: adv_42',
      'New since Nov 20, 2026, 08:05 UTC',
      'Started from Mar 1, 2026',
      'Started until Mar 31, 2026',
    ])
  })

  it('names the advertiser when known and leaves out what the screen fixes', () => {
    const labels = filterChips(search, { scope: 'tiktok', advertiserName: 'Glow Co' }).map((c) => c.label)
    expect(labels).not.toContain('Platform: Facebook')
    expect(labels).toContain('Advertiser: Glow Co')
    expect(filterChips(search, { hideAdvertiser: true }).map((c) => c.key)).not.toContain('advertiser')
  })

  it('gives each chip the search without that one filter', () => {
    const chips = filterChips(search)
    expect(chips[0]?.without.platforms).toEqual(['tiktok'])
    const format = chips.find((chip) => chip.key === 'formats:video')
    expect(format?.without).not.toHaveProperty('formats')
    expect(chips.find((chip) => chip.key === 'active')?.without).not.toHaveProperty('active')
    expect(format?.without.q).toBe('running shoes')
  })

  it('gives every filter of the table a chip, except the keywords', () => {
    const chips = filterChips({ ...search, niches: ['fashion'] })
    expect([...new Set(chips.map((chip) => chip.filter))]).toEqual(
      FILTER_NAMES.filter((name) => name !== 'query'),
    )
    expect(chips.find((chip) => chip.filter === 'niches')?.label).toBe('Niche: Fashion')
  })

  it('shows "Active" for running ads only and nothing for no filters', () => {
    expect(filterChips({ active: true }).map((chip) => chip.label)).toEqual(['Status: Active'])
    expect(filterChips({ q: 'x', sort: 'oldest' })).toEqual([])
  })
})

describe('clearFilters', () => {
  it('removes every filter but keeps the keywords and the sort', () => {
    expect(clearFilters(search)).toEqual({ q: 'running shoes', sort: 'newest' })
  })

  it('keeps what the screen hides', () => {
    expect(clearFilters(search, { scope: 'tiktok', hideAdvertiser: true })).toEqual({
      q: 'running shoes',
      sort: 'newest',
      platforms: ['facebook', 'tiktok'],
      advertiser: 'adv_42',
    })
  })
})

describe('countFilters', () => {
  it('counts each list value and each single filter', () => {
    expect(countFilters(search)).toBe(15)
    expect(countFilters({ q: 'only words' })).toBe(0)
  })
})
