import { describe, expect, it } from 'vitest'
import type { Ad } from '../../contract/ad'
import type { SimilarAd } from '../../contract/stats'
import { sameTextGroups } from './same-text-groups'

function item(id: string, advertiser: string, headline: string, body = '', similarity = 0.5): SimilarAd {
  const ad = { id, advertiser: { id: advertiser, name: advertiser }, headline, body, transcript: '' }
  return { similarity, ad: ad as Ad }
}

const ids = (groups: ReturnType<typeof sameTextGroups>) =>
  groups.map(({ item, copies }) => `${item.ad.id}+${copies}`)

describe('sameTextGroups', () => {
  it("lists an advertiser's copies of one text once, where the first is, with how many more there are", () => {
    const items = [
      item('a1', 'acme', 'Boots', 'Dry feet', 0.9),
      item('b1', 'rival', 'Boots', 'Dry feet', 0.9),
      item('a2', 'acme', ' boots', 'Dry  feet\n', 0.9),
      item('a3', 'acme', 'Boots', 'Warm feet', 0.6),
      item('a4', 'acme', 'Boots', 'Dry feet', 0.9),
    ]
    // Another advertiser's copy stays: who else runs the text is what a researcher looks for.
    expect(ids(sameTextGroups(items, 10))).toEqual(['a1+2', 'b1+0', 'a3+0'])
  })

  it('keeps at most the number asked for, counting copies beyond the cut too', () => {
    const items = [item('a1', 'acme', 'One'), item('a2', 'acme', 'Two'), item('a3', 'acme', 'One')]
    expect(ids(sameTextGroups(items, 1))).toEqual(['a1+1'])
    expect(sameTextGroups([], 12)).toEqual([])
  })
})
