import { describe, expect, it } from 'vitest'
import type { AdvertiserMatch } from '../../contract/lookup'
import type { SavedSearch } from '../../contract/watching'
import { recentFrom, withRecent } from './recent-searches'
import { initialsOf, suggestionGroups } from './suggestions'

const advertiser = (id: string, name: string, domains: string[] = []): AdvertiserMatch => ({
  id,
  name,
  ads_count: 10,
  domains,
})
const saved = (id: string, name: string): SavedSearch => ({
  id,
  name,
  search: {},
  created_at: '2026-01-01T00:00:00.000Z',
  looked_at: '2026-01-01T00:00:00.000Z',
  total: 1,
  new_count: 0,
})
const labels = (groups: ReturnType<typeof suggestionGroups>) =>
  groups.map((group) => [group.label, group.suggestions.map((s) => s.key)])

describe('suggestionGroups', () => {
  it('offers only recent and saved searches while the box is empty', () => {
    const groups = suggestionGroups({
      typed: ' ',
      advertisers: [advertiser('a', 'Acme')],
      recent: ['shoes', 'boots'],
      saved: [saved('s1', 'Summer')],
    })
    expect(labels(groups)).toEqual([
      ['Recent searches', ['r:shoes', 'r:boots']],
      ['Saved searches', ['s:s1']],
    ])
  })

  it('puts brands first, then their landing domains that start with the words, then own searches', () => {
    const groups = suggestionGroups({
      typed: 'www.Glow',
      advertisers: [
        advertiser('a1', 'Glow Co', ['www.glowco.com', 'shop.glowco.com']),
        advertiser('a2', 'Other', ['glowing.io', 'glowco.com']),
      ],
      recent: ['www.glow sale', 'www.glow', 'boots'],
      saved: [saved('s1', 'WWW.GLOW picks'), saved('s2', 'Boots')],
    })
    expect(labels(groups)).toEqual([
      ['Advertisers', ['a:a1', 'a:a2']],
      ['Landing domains', ['d:glowco.com', 'd:glowing.io']],
      // The recent search equal to the words adds nothing: left out.
      ['Recent searches', ['r:www.glow sale']],
      ['Saved searches', ['s:s1']],
    ])
  })

  it('suggests no domains for words with spaces, and leaves out empty groups', () => {
    const groups = suggestionGroups({
      typed: 'glow co',
      advertisers: [advertiser('a1', 'Glow Co', ['glowco.com'])],
      recent: [],
      saved: [],
    })
    expect(labels(groups)).toEqual([['Advertisers', ['a:a1']]])
  })
})

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Glow Beauty Co')).toBe('GB')
    expect(initialsOf('nike')).toBe('N')
    expect(initialsOf('Ä-ö & Co')).toBe('ÄÖ')
    expect(initialsOf('!!!')).toBe('?')
  })
})

describe('recent searches', () => {
  it('puts the newest first, moves a repeat up in any case, keeps five', () => {
    let list: string[] = []
    for (const words of ['a', 'b', 'c', 'd', 'e', 'f', ' B ']) list = withRecent(list, words)
    expect(list).toEqual(['B', 'f', 'e', 'd', 'c'])
    expect(withRecent(list, '  ')).toEqual(list)
  })

  it('reads anything but a list of words as none', () => {
    expect(recentFrom(null)).toEqual([])
    expect(recentFrom('{"a":1}')).toEqual([])
    expect(recentFrom('not json')).toEqual([])
    expect(recentFrom('["shoes", 3, "", "boots"]')).toEqual(['shoes', 'boots'])
  })
})
