import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Sort } from '../contract/enums'
import { facetFilter, noFilters, type SearchFilters } from '../contract/filters'
import { adListValues } from '../contract/list-values'
import type { AdRecords, StoredAd } from '../server/records/ad-records'
import { CREATIVE_TAGS, withCreativeTags } from '../server/records/creative-tagging'
import { InvalidPositionError } from '../server/search-core/traversal'
import type { PageRequest, SearchStore } from '../server/service/search-store'
import { makeAd } from './ad-fixture'
import { referenceMatches, referenceOrder } from './reference-search'

/** A store of record and the search over it, both new and empty. */
export type OpenStore = (now: () => number) => Promise<{ records: AdRecords; store: SearchStore }>

/** The indexed store with its records: writes go to the records and are followed before the next search. */
async function opened(open: OpenStore, now: () => number) {
  const { records, store } = await open(now)
  return {
    search: store.search.bind(store),
    facet: store.facet.bind(store),
    getAd: store.getAd.bind(store),
    lookup: store.lookup.bind(store),
    async upsert(ads: readonly StoredAd[]) {
      const { head: _head, ...result } = await records.write(ads)
      await store.catchUp()
      return result
    },
    count: () => records.count(),
    async close() {
      await store.close()
      await records.close()
    },
  }
}

type Harness = Awaited<ReturnType<typeof opened>>

export const NOW = Date.parse('2025-06-01T12:00:00.000Z')
export const WORDS = ['red', 'shoes', 'shoe', 'café', 'run', 'running', 'blue', 'sale', 'glow', 'Über']
const DATES = [
  '2024-01-01T00:00:00.000Z',
  '2024-06-15T08:30:00.250Z',
  '2025-01-01T00:00:00.000Z',
  '2025-05-31T23:59:59.999Z',
]
/** When the index first saw each ad (as an import from another index says), and instants to ask after. */
const SEEN = ['2025-05-01T00:00:00.000Z', '2025-05-20T10:00:00.000Z', '2025-05-31T23:59:59.999Z']
const ADVERTISERS = [
  { id: 'meta_pg_1', name: 'Acme Running' },
  { id: 'tiktok_adv_2', name: 'Glow Beauty Co' },
  { id: 'google_adv_3', name: 'Café Blue' },
]
const DOMAINS = ['https://acme.com/a', 'https://www.shop.acme.com/b', 'https://beta.de/', '']

export const filled = (f: Partial<SearchFilters> = {}): SearchFilters => ({ ...noFilters(), ...f })

const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 6 }).map((w) => w.join(' '))
/** Words as an ad says them, some of which the creative tagging rules tag (a question, an offer). */
const adText = fc.oneof(
  text,
  text.map((words) => `${words}?`),
  text.map((words) => `${words} 20% off`),
  fc.constantFrom('Free trial for 30 days. Sign up now', 'Shop now: buy one, get one free', ''),
)
const adArb = (id: string) =>
  fc
    .record({
      headline: adText,
      body: adText,
      transcript: fc.oneof(text, adText),
      cta: fc.constantFrom('Shop now', 'Learn more', 'Sign up', 'Jetzt kaufen', ''),
      advertiser: fc.constantFrom(...ADVERTISERS),
      format: fc.constantFrom('video', 'image', 'carousel') as fc.Arbitrary<StoredAd['format']>,
      platforms: fc.subarray(['facebook', 'instagram', 'tiktok'] as StoredAd['platforms'], { minLength: 1 }),
      countries: fc.subarray(['US', 'DE', 'FR'], { minLength: 1 }),
      languages: fc.subarray(['en', 'de'], { minLength: 1 }),
      started_at: fc.constantFrom(...DATES),
      stoppedAfterDays: fc.option(fc.integer({ min: 0, max: 200 })),
      landing_url: fc.constantFrom(...DOMAINS),
      first_seen_at: fc.constantFrom(...SEEN),
    })
    .map(({ stoppedAfterDays, ...fields }) => {
      const ended =
        stoppedAfterDays === null
          ? null
          : Math.min(NOW, Date.parse(fields.started_at) + stoppedAfterDays * 86_400_000)
      // Tagged as the stores tag it when they write it, so that the reference sees the same tags.
      return withCreativeTags(
        makeAd({
          id,
          ...fields,
          ended_at: ended === null ? null : new Date(ended).toISOString(),
          is_active: ended === null,
        }),
        CREATIVE_TAGS,
      )
    })

export const adsArb = fc
  .integer({ min: 0, max: 40 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => adArb(`meta_${i}`))))

const anyFiltersArb: fc.Arbitrary<SearchFilters> = fc
  .record(
    {
      query: fc.oneof(
        text,
        fc.constantFrom('sho', 'caf', '"red shoes"', 'CAFE', 'uber run', '"blue sale" glow', 'acme'),
      ),
      formats: fc.subarray(['video', 'image'] as SearchFilters['formats']),
      platforms: fc.subarray(['facebook', 'tiktok'] as SearchFilters['platforms']),
      countries: fc.subarray(['US', 'FR']),
      languages: fc.subarray(['de']),
      hooks: fc.subarray(['question', 'urgency'] as SearchFilters['hooks']),
      offers: fc.subarray(['percent-off', 'free-trial', 'bogo'] as SearchFilters['offers']),
      cta_types: fc.subarray(['shop', 'sign-up'] as SearchFilters['cta_types']),
      active: fc.boolean(),
      min_running_days: fc.integer({ min: 1, max: 400 }),
      domain: fc.constantFrom('acme.com', 'shop.acme.com', 'beta.de'),
      advertiser_id: fc.constantFrom('meta_pg_1', 'google_adv_3'),
      first_seen_after: fc.constantFrom(SEEN[0]!, '2025-05-20T09:59:59.999Z', SEEN[1]!),
      // Days on, before and after the ads' start days, whose times sit on midnight and just before it.
      started_after: fc.constantFrom('2024-01-01', '2024-01-02', '2024-06-15', '2025-05-31', '2025-06-01'),
      started_before: fc.constantFrom('2023-12-31', '2024-01-01', '2024-06-15', '2025-05-30', '2025-05-31'),
    },
    { requiredKeys: [] },
  )
  .map((f) => filled({ ...f, query: f.query?.trim() || undefined }))

/**
 * Any filters, and as often only keywords, lists, activity and running days: with a domain,
 * advertiser or date among them (most random picks), an engine may answer from those rows alone,
 * and the ways it answers the others would go untested.
 */
export const filtersArb: fc.Arbitrary<SearchFilters> = fc.oneof(
  anyFiltersArb,
  anyFiltersArb.map(({ domain, advertiser_id, first_seen_after, started_after, started_before, ...rest }) =>
    filled(rest),
  ),
)

/** More pages than any traversal of these tests has (40 ads at most, one a page). */
const MOST_PAGES = 100

async function traverse(store: Harness, request: Omit<PageRequest, 'after'>, between?: () => Promise<void>) {
  const seen: StoredAd[] = []
  const totals = new Set<number>()
  let page = await store.search(request)
  for (let pages = 1; ; pages++) {
    // A cursor that fails to move on would page forever: fail instead, and say so.
    if (pages > MOST_PAGES) throw new Error(`the traversal did not end after ${MOST_PAGES} pages`)
    seen.push(...page.ads)
    totals.add(page.total)
    expect(page.ads.length).toBeLessThanOrEqual(request.limit)
    if (!page.next) return { seen, totals }
    await between?.()
    page = await store.search({ ...request, after: page.next })
  }
}

/** The search behaviour every store of record must give the indexed store; run against each. */
export function describeSearch(name: string, open: OpenStore) {
  // The properties open a fresh store for each of their runs: a schema and its migrations, some
  // 100 ms each in PostgreSQL, so they take longer than a test usually may.
  describe(`${name} store`, { timeout: 90_000 }, () => {
    it('returns every match exactly once, in the documented order, whatever the filters and page size', async () => {
      await fc.assert(
        fc.asyncProperty(
          adsArb,
          filtersArb,
          fc.constantFrom<Sort>('newest', 'oldest', 'longest_running', 'most_relevant'),
          fc.integer({ min: 1, max: 7 }),
          async (ads, filters, sort, limit) => {
            const store = await opened(open, () => NOW)
            await store.upsert(ads)
            const order = new Map(ads.map((ad, i) => [ad.id, i]))
            const expected = referenceMatches(ads, filters, NOW)
            const { seen, totals } = await traverse(store, { filters, sort, limit })
            expect([...totals]).toEqual([expected.length])
            if (sort === 'most_relevant' && filters.query) {
              expect(seen.map((ad) => ad.id).sort()).toEqual(expected.map((ad) => ad.id).sort())
            } else {
              const dateSort = sort === 'most_relevant' ? 'newest' : sort
              expect(seen.map((ad) => ad.id)).toEqual(
                referenceOrder(expected, dateSort, order, NOW).map((ad) => ad.id),
              )
            }
            await store.close()
          },
        ),
        { numRuns: 200 },
      )
    })

    it('keeps a traversal exact while new ads arrive between pages', async () => {
      await fc.assert(
        fc.asyncProperty(
          adsArb,
          adsArb,
          fc.constantFrom<Sort>('newest', 'oldest', 'longest_running'),
          async (before, during, sort) => {
            const store = await opened(open, () => NOW)
            await store.upsert(before)
            const arriving = during.map((ad, i) => ({ ...ad, id: `tiktok_new_${i}` }))
            const { seen, totals } = await traverse(
              store,
              { filters: filled(), sort, limit: 3 },
              async () => {
                const next = arriving.shift()
                if (next) await store.upsert([next])
              },
            )
            expect(seen.map((ad) => ad.id).sort()).toEqual(before.map((ad) => ad.id).sort())
            expect([...totals]).toEqual([before.length])
            await store.close()
          },
        ),
        { numRuns: 60 },
      )
    })

    it('returns each ad of the first page’s snapshot exactly once while ads are replaced and added between pages', async () => {
      await fc.assert(
        fc.asyncProperty(
          adsArb,
          adsArb,
          filtersArb,
          fc.constantFrom<Sort>('newest', 'oldest', 'longest_running', 'most_relevant'),
          async (before, during, filters, sort) => {
            const store = await opened(open, () => NOW)
            await store.upsert(before)
            // Each write between pages replaces an ad of the snapshot with other content, or adds one.
            const writes = during.map((ad, i) =>
              i % 2 === 0 && before.length > 0
                ? { ...ad, id: before[i % before.length]!.id }
                : { ...ad, id: `new_${i}` },
            )
            const expected = referenceMatches(before, filters, NOW).map((ad) => ad.id)
            const { seen, totals } = await traverse(store, { filters, sort, limit: 2 }, async () => {
              const next = writes.shift()
              if (next) await store.upsert([next])
            })
            expect(seen.map((ad) => ad.id).sort()).toEqual(expected.sort())
            expect([...totals]).toEqual([expected.length])
            await store.close()
          },
        ),
        { numRuns: 100 },
      )
    })

    it('counts facet values within the matching ads, leaving out the facet’s own filter', async () => {
      await fc.assert(
        fc.asyncProperty(adsArb, filtersArb, async (ads, filters) => {
          const store = await opened(open, () => NOW)
          await store.upsert(ads)
          // A list the ad holds, and one of the creative breakdown's tags (a facet named apart from its filter).
          for (const facet of ['countries', 'cta-types', 'hooks'] as const) {
            const name = facetFilter(facet)
            const counts = await store.facet(facet, { filters })
            const within = referenceMatches(ads, { ...filters, [name]: [] }, NOW)
            for (const { value, count } of counts) {
              expect(count).toBe(within.filter((ad) => adListValues(ad, name).includes(value)).length)
            }
            for (let i = 1; i < counts.length; i++)
              expect(counts[i - 1]!.count).toBeGreaterThanOrEqual(counts[i]!.count)
          }
          await store.close()
        }),
        { numRuns: 80 },
      )
    })

    it('lists every platform, format and niche with global counts and labels', async () => {
      const store = await opened(open, () => NOW)
      await store.upsert([
        makeAd({ id: 'a', platforms: ['tiktok'] }),
        makeAd({ id: 'b', platforms: ['tiktok', 'facebook'] }),
      ])
      const platforms = await store.facet('platforms', {})
      expect(platforms).toHaveLength(8)
      expect(platforms[0]).toEqual({ value: 'tiktok', label: 'TikTok', count: 2 })
      expect(platforms.find((p) => p.value === 'threads')).toEqual({
        value: 'threads',
        label: 'Threads',
        count: 0,
      })
      expect((await store.facet('niches', { search: 'beaut' })).map((n) => n.value)).toEqual(['beauty-care'])
      expect(await store.facet('countries', { search: 'states' })).toEqual([
        { value: 'US', label: 'United States', count: 2 },
      ])
      await store.close()
    })

    it('upserts by id: identical records change nothing, changed ones replace the old version', async () => {
      const store = await opened(open, () => NOW)
      const original = makeAd({ id: 'meta_9', headline: 'Winter boots' })
      expect(await store.upsert([original, makeAd({ id: 'meta_10' })])).toEqual({
        inserted: 2,
        updated: 0,
        unchanged: 0,
      })
      await store.search({ filters: filled(), sort: 'newest', limit: 5 })
      expect(await store.upsert([original])).toEqual({ inserted: 0, updated: 0, unchanged: 1 })
      expect(await store.upsert([{ ...original, headline: 'Summer sandals' }])).toEqual({
        inserted: 0,
        updated: 1,
        unchanged: 0,
      })
      const found = async (query: string) =>
        (await store.search({ filters: filled({ query }), sort: 'newest', limit: 5 })).ads.map((ad) => ad.id)
      expect(await found('sandals')).toEqual(['meta_9'])
      expect(await found('boots')).toEqual([])
      expect(await store.count()).toBe(2)
      expect((await store.getAd('meta_9'))?.headline).toBe('Summer sandals')
      expect(await store.getAd('missing')).toBeNull()
      await store.close()
    })

    it('ranks a prefix by the best word it expands to in each ad, not by how many of them it holds', async () => {
      const store = await opened(open, () => NOW)
      // Written oldest first: among equal scores the latest written comes first. "shoes" is in
      // fewer ads than "shoe", so it weighs more; every ad has the same length.
      await store.upsert([
        makeAd({ id: 'shoe_run', transcript: 'shoe run' }),
        makeAd({ id: 'shoe_blue', transcript: 'shoe blue' }),
        makeAd({ id: 'shoe_and_shoes', transcript: 'shoe shoes' }),
        makeAd({ id: 'shoes_red', transcript: 'shoes red' }),
      ])
      const ranked = async (query: string) =>
        (await store.search({ filters: filled({ query }), sort: 'most_relevant', limit: 10 })).ads.map(
          (ad) => ad.id,
        )
      // Holding "shoe" as well does not lift an ad whose best word is "shoes": it ties with the
      // other ad saying "shoes", and the later one comes first.
      expect(await ranked('sho')).toEqual(['shoes_red', 'shoe_and_shoes', 'shoe_blue', 'shoe_run'])
      // Page by page, the ad holding both words comes once, where its best word puts it.
      const { seen } = await traverse(store, {
        filters: filled({ query: 'sho' }),
        sort: 'most_relevant',
        limit: 1,
      })
      expect(seen.map((ad) => ad.id)).toEqual(['shoes_red', 'shoe_and_shoes', 'shoe_blue', 'shoe_run'])
      await store.close()
    })

    it('does not rank by a prefix of more than 16 frequent words: alone it lists the newest first, with other words it ranks by them', async () => {
      const store = await opened(open, () => NOW)
      // 17 words starting with "zo", each in one ad of the few here, so each "frequent" (decision 0015).
      const zo = Array.from({ length: 17 }, (_, i) => `zo${String.fromCharCode(97 + i)}`)
      const ads = (fillWords: string[]) => [
        makeAd({ id: 'fill', transcript: fillWords.join(' '), started_at: '2023-01-01T00:00:00.000Z' }),
        makeAd({ id: 'short', transcript: zo[0], started_at: '2024-01-01T00:00:00.000Z' }),
        makeAd({
          id: 'long',
          transcript: `${zo[1]} red red red and a good many other words`,
          started_at: '2025-03-01T00:00:00.000Z',
        }),
        makeAd({ id: 'middle', transcript: `${zo[2]} red`, started_at: '2024-06-01T00:00:00.000Z' }),
        makeAd({ id: 'red_only', transcript: 'red', started_at: '2024-02-01T00:00:00.000Z' }),
      ]
      await store.upsert(ads(zo.slice(3)))
      const ranked = async (query: string, limit = 10) => {
        const request = { filters: filled({ query }), sort: 'most_relevant' as const, limit }
        return (await traverse(store, request)).seen.map((ad) => ad.id)
      }
      // Newest first, as a search without keywords, page by page too.
      const newest = ['long', 'middle', 'short', 'fill']
      expect(await ranked('zo')).toEqual(newest)
      expect(await ranked('zo', 1)).toEqual(newest)
      expect(await ranked('ZO', 3)).toEqual(newest)
      // With another word, by that word alone, among the ads holding a "zo" word.
      const byRed = (await ranked('red')).filter((id) => id !== 'red_only')
      expect(await ranked('red zo')).toEqual(byRed)
      expect(await ranked('red zo', 1)).toEqual(byRed)
      await store.close()
      // With 16 such words the prefix ranks as before: the shortest ad holding one first.
      const sixteen = await opened(open, () => NOW)
      await sixteen.upsert(ads(zo.slice(3, 16)))
      const first = await sixteen.search({
        filters: filled({ query: 'zo' }),
        sort: 'most_relevant',
        limit: 1,
      })
      expect(first.ads.map((ad) => ad.id)).toEqual(['short'])
      await sixteen.close()
    })

    it('reports running days as of today for running ads and as run for stopped ones', async () => {
      const store = await opened(open, () => NOW)
      await store.upsert([
        makeAd({ id: 'running', started_at: '2025-05-21T12:00:00.000Z' }),
        makeAd({
          id: 'stopped',
          started_at: '2025-01-01T00:00:00.000Z',
          ended_at: '2025-01-31T00:00:00.000Z',
          is_active: false,
        }),
      ])
      expect((await store.getAd('running'))?.running_days).toBe(11)
      expect((await store.getAd('stopped'))?.running_days).toBe(30)
      await store.close()
    })

    it('finds advertisers by name prefix, word prefix and landing domain, busiest first', async () => {
      const store = await opened(open, () => NOW)
      await store.upsert([
        makeAd({
          id: '1',
          advertiser: { id: 'meta_pg_a', name: 'Glow Beauty' },
          landing_url: 'https://glowbeauty.com/x',
        }),
        makeAd({
          id: '2',
          advertiser: { id: 'meta_pg_b', name: 'Beauté Nord' },
          landing_url: 'https://nord.fr/',
        }),
        makeAd({
          id: '3',
          advertiser: { id: 'meta_pg_b', name: 'Beauté Nord' },
          landing_url: 'https://nord.fr/y',
        }),
      ])
      const names = async (q: string) => (await store.lookup(q, 10)).map((m) => m.name)
      expect(await names('beaut')).toEqual(['Beauté Nord', 'Glow Beauty'])
      expect(await names('nord.f')).toEqual(['Beauté Nord'])
      expect(await names('zzz')).toEqual([])
      expect(await store.lookup('glow', 10)).toEqual([
        { id: 'meta_pg_a', name: 'Glow Beauty', ads_count: 1, domains: ['glowbeauty.com'] },
      ])
      await store.close()
    })

    it('refuses a position from another sort', async () => {
      const store = await opened(open, () => NOW)
      await store.upsert([makeAd({ id: '1' }), makeAd({ id: '2' })])
      const first = await store.search({ filters: filled(), sort: 'newest', limit: 1 })
      await expect(
        store.search({ filters: filled(), sort: 'oldest', limit: 1, after: first.next! }),
      ).rejects.toThrow(InvalidPositionError)
      await store.close()
    })
  })
}
