import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { AdvertiserAnswer, TimelineAnswer } from '../../contract/stats'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, testApi } from '../../testing/test-api'

/**
 * Ads whose source gave no start date (`unknown_fields: ['started_at']`) hold a stand-in start, the
 * day they ended or were imported; on every store and engine they sort as having started before
 * everything else, never as new, and count no running days.
 */
const ADS = [
  makeAd({ id: 'known_2024', started_at: '2024-01-01T00:00:00.000Z', ended_at: '2024-12-31T00:00:00.000Z' }),
  makeAd({ id: 'known_2025_jan', started_at: '2025-01-01T00:00:00.000Z' }),
  makeAd({ id: 'known_2025_may', started_at: '2025-05-30T00:00:00.000Z' }),
  // Stand-ins on the newest days of all: imported on the day the tests' clock reads.
  makeAd({ id: 'unknown_running', started_at: '2025-06-01T00:00:00.000Z', unknown_fields: ['started_at'] }),
  makeAd({
    id: 'unknown_ended',
    started_at: '2025-05-31T00:00:00.000Z',
    ended_at: '2025-05-31T00:00:00.000Z',
    unknown_fields: ['started_at', 'reach'],
    reach: 0,
  }),
]
const UNKNOWN = ['unknown_ended', 'unknown_running']

type Api = Awaited<ReturnType<typeof testApi>>

async function ids(api: Api, query: string): Promise<string[]> {
  return (await expectOk(await api.get(`/api/v1/ads${query}`), AdList)).data.map((ad) => ad.id)
}

/** Every page of a search, two ads a page, following the cursors. */
async function allPages(api: Api, query: string): Promise<string[]> {
  const found: string[] = []
  let cursor: string | null = null
  do {
    const page: AdList = await expectOk(
      await api.get(`/api/v1/ads?${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
      AdList,
    )
    found.push(...page.data.map((ad) => ad.id))
    cursor = page.pagination.next_cursor
  } while (cursor)
  return found
}

describe('ads whose start is unknown', () => {
  it('come last under newest, after the oldest known start, page by page too', async () => {
    const api = await testApi(ADS)
    const newest = await ids(api, '?sort=newest')
    expect(newest.slice(0, 3)).toEqual(['known_2025_may', 'known_2025_jan', 'known_2024'])
    expect(newest.slice(3).sort()).toEqual(UNKNOWN)
    expect(await allPages(api, 'sort=newest')).toEqual(newest)
    // A search without keywords to rank by lists the newest first, and so these last.
    expect((await ids(api, '?sort=most_relevant')).slice(3).sort()).toEqual(UNKNOWN)
  })

  it('come last under longest running, and pass no running-days filter', async () => {
    const api = await testApi(ADS)
    const longest = await ids(api, '?sort=longest_running')
    expect(longest.slice(0, 3)).toEqual(['known_2024', 'known_2025_jan', 'known_2025_may'])
    expect(longest.slice(3).sort()).toEqual(UNKNOWN)
    expect(await allPages(api, 'sort=longest_running')).toEqual(longest)
    expect((await ids(api, '?min_running_days=1')).sort()).toEqual([
      'known_2024',
      'known_2025_jan',
      'known_2025_may',
    ])
  })

  it('keep their stand-in start, their unknown fields and whether they run', async () => {
    const api = await testApi(ADS)
    const page = await expectOk(await api.get('/api/v1/ads?active=true&sort=newest'), AdList)
    expect(page.data.map((ad) => ad.id)).toEqual(['known_2025_may', 'known_2025_jan', 'unknown_running'])
    expect(page.data[2]).toMatchObject({
      started_at: '2025-06-01T00:00:00.000Z',
      is_active: true,
      ended_at: null,
      unknown_fields: ['started_at'],
    })
  })

  it("count among an advertiser's ads, but not in when it started advertising or its weeks", async () => {
    const api = await testApi(ADS)
    const { data } = await expectOk(await api.get('/api/v1/advertisers/meta_pg_acme'), AdvertiserAnswer)
    expect(data).toMatchObject({ ads: 5, active: 3, first_started_at: '2024-01-01T00:00:00.000Z' })
    expect(data.weeks[0]?.start).toBe('2024-01-01')
  })

  it('are counted in the timeline total but drawn on no day', async () => {
    const api = await testApi(ADS)
    const { data } = await expectOk(await api.get('/api/v1/stats/timeline'), TimelineAnswer)
    expect(data.total).toBe(5)
    expect(data.bars[0]?.start.slice(0, 7)).toBe('2024-01')
    expect(data.bars.reduce((sum, bar) => sum + bar.count, 0)).toBe(3)
  })
})
