import { describe, expect, it } from 'vitest'
import type { Sort } from '../../contract/enums'
import { noFilters, type SearchFilters } from '../../contract/filters'
import { generatedAds } from '../../testing/generated-ads'
import { referenceOrder } from '../../testing/reference-search'
import { NOW } from '../../testing/test-api'
import { packed } from './repack'
import { type IndexedAd, SearchIndex } from './search-index'

// Enough ads that common words are kept as bitsets, which the small tests elsewhere never reach.
const ADS = generatedAds(6_000, 11)
const versions = (from: number, ads = ADS): IndexedAd[] => ads.map((ad, i) => ({ position: from + i, ad }))

const SEARCHES: [Partial<SearchFilters>, Sort][] = [
  [{}, 'newest'],
  [{ query: 'the' }, 'most_relevant'],
  [{ query: 'sho' }, 'most_relevant'],
  [{ query: 'free shipping' }, 'oldest'],
  [{ countries: ['US'], formats: ['video', 'image'] }, 'longest_running'],
  [{ active: false, min_running_days: 20 }, 'newest'],
]

/** Every page of every search, followed to the end, and the countries facet under a keyword. */
function answers(index: SearchIndex) {
  return {
    searches: SEARCHES.map(([filters, sort]) => {
      const pages: number[][] = []
      let after: ReturnType<SearchIndex['page']>['next'] | undefined
      do {
        const page = index.page({ ...noFilters(), ...filters }, sort, 500, after ?? undefined, NOW, new Map())
        pages.push(page.positions)
        after = page.next
      } while (after)
      return pages
    }),
    // Values are listed in the order the index met them; the service sorts them by count.
    facet: index
      .facetCounts('countries', { ...noFilters(), query: 'sale' }, NOW, new Map())
      .sort((a, b) => a.value.localeCompare(b.value)),
    lookup: index.lookup('a', 10),
  }
}

describe('the search index', () => {
  it('answers the same after a snapshot round trip', () => {
    const index = new SearchIndex()
    index.apply({ added: versions(1), retired: [], upTo: ADS.length })
    const loaded = packed(index).index
    expect(answers(loaded)).toEqual(answers(index))
    // And goes on following the feed from where the snapshot stood.
    const more = versions(
      ADS.length + 1,
      ADS.slice(0, 100).map((ad) => ({ ...ad, id: `${ad.id}_again` })),
    )
    index.apply({ added: more, retired: [], upTo: ADS.length + 100 })
    loaded.apply({ added: more, retired: [], upTo: ADS.length + 100 })
    expect(answers(loaded)).toEqual(answers(index))
  })

  it('answers after compaction as an index built from the current versions alone', () => {
    const index = new SearchIndex()
    index.apply({ added: versions(1), retired: [], upTo: ADS.length })
    // Half the ads replaced by new versions at later positions.
    const replaced = ADS.slice(0, 3_000).map((ad) => ({ ...ad, headline: `${ad.headline} renewed` }))
    const at = ADS.length + 1
    index.apply({
      added: versions(at, replaced),
      retired: replaced.map((_, i) => ({ position: 1 + i, at: at + i })),
      upTo: at + replaced.length - 1,
    })
    const compacted = packed(index, at + replaced.length - 1)
    expect(compacted.dropped).toBe(3_000)

    const fresh = new SearchIndex()
    fresh.apply({
      added: [...versions(1, ADS).slice(3_000), ...versions(at, replaced)],
      retired: [],
      upTo: at + replaced.length - 1,
    })
    expect(answers(compacted.index)).toEqual(answers(fresh))
    expect(answers(packed(compacted.index).index)).toEqual(answers(fresh))

    // Live writes go on into the room the packed arrays keep, and beyond it.
    const later = generatedAds(2_500, 13).map((ad) => ({ ...ad, id: `later_${ad.id}` }))
    const next = at + replaced.length
    for (const target of [compacted.index, fresh]) {
      for (let i = 0; i < later.length; i += 250) {
        const run = versions(next + i, later.slice(i, i + 250))
        target.apply({ added: run, retired: [], upTo: next + i + run.length - 1 })
        target.page(noFilters(), 'oldest', 1, undefined, NOW, new Map())
      }
    }
    expect(answers(compacted.index)).toEqual(answers(fresh))
  })

  it('walks the date orders in order while live writes wait in a run of recent arrivals', () => {
    const index = new SearchIndex()
    index.apply({ added: versions(1), retired: [], upTo: ADS.length })
    index.page(noFilters(), 'newest', 1, undefined, NOW, new Map())
    // Fewer than the merge threshold: they stay in the recent run, walked beside the main order.
    const late = generatedAds(300, 12).map((ad) => ({ ...ad, id: `late_${ad.id}` }))
    index.apply({ added: versions(ADS.length + 1, late), retired: [], upTo: ADS.length + late.length })
    const all = [...ADS, ...late]
    const order = new Map(all.map((ad, i) => [ad.id, i + 1]))
    for (const sort of ['newest', 'oldest', 'longest_running'] as const) {
      const walked: number[] = []
      let after: ReturnType<SearchIndex['page']>['next'] | undefined
      do {
        const page = index.page(noFilters(), sort, 700, after ?? undefined, NOW, new Map())
        walked.push(...page.positions)
        after = page.next
      } while (after)
      expect(walked).toEqual(referenceOrder(all, sort, order, NOW).map((ad) => order.get(ad.id)))
    }
  })
})
