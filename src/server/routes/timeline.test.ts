import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { TimelineAnswer } from '../../contract/stats'
import { makeAd } from '../../testing/ad-fixture'
import { generatedAds } from '../../testing/generated-ads'
import { expectOk, expectProblem, parametersOf, testApi } from '../../testing/test-api'

type Api = Awaited<ReturnType<typeof testApi>>

async function timeline(api: Api, query: string) {
  return (await expectOk(await api.get(`/api/v1/stats/timeline${query}`), TimelineAnswer)).data
}

async function total(api: Api, query: string) {
  return (await expectOk(await api.get(`/api/v1/ads${query}`), AdList)).pagination.total
}

const sum = (bars: { count: number }[]) => bars.reduce((all, bar) => all + bar.count, 0)

describe('GET /stats/timeline', () => {
  it('has bars that add up to the search total under every filter and sort', async () => {
    const ads = generatedAds(600, 7)
    const api = await testApi(ads)
    const someAdvertiser = ads[3]!.advertiser.id
    const queries = [
      '',
      '?sort=oldest',
      '?sort=longest_running&platforms=facebook,instagram',
      '?formats=video&active=true',
      '?active=false&min_running_days=30',
      `?advertiser_id=${encodeURIComponent(someAdvertiser)}`,
      '?countries=US,DE&languages=en',
      '?query=the&sort=most_relevant',
      '?started_after=2025-01-01',
      '?started_after=2024-06-01&started_before=2024-09-30&niches=fashion,beauty-care',
      '?niches=pet-supplies&query=dog',
    ]
    let nonEmpty = 0
    for (const query of queries) {
      const { bars, total: counted } = await timeline(api, query)
      const expected = await total(api, query)
      expect({ query, counted, summed: sum(bars) }).toEqual({ query, counted: expected, summed: expected })
      if (expected > 0) nonEmpty++
    }
    // The queries above must test something: most of them find ads.
    expect(nonEmpty).toBeGreaterThan(queries.length - 3)
  })

  it('counts each ad in the interval it started in, midnight UTC being the edge', async () => {
    const api = await testApi([
      makeAd({ id: 'a', started_at: '2026-03-01T23:59:59.999Z' }),
      makeAd({ id: 'b', started_at: '2026-03-02T00:00:00.000Z' }),
      makeAd({ id: 'c', started_at: '2026-03-04T10:00:00.000Z' }),
    ])
    const days = await timeline(api, '')
    expect(days.interval).toBe('day')
    expect(days.bars).toEqual([
      { start: '2026-03-01', end: '2026-03-01', count: 1 },
      { start: '2026-03-02', end: '2026-03-02', count: 1 },
      { start: '2026-03-03', end: '2026-03-03', count: 0 },
      { start: '2026-03-04', end: '2026-03-04', count: 1 },
    ])
    // 2026-03-01 is a Sunday: weeks run Monday to Sunday.
    const weeks = await timeline(api, '?interval=week')
    expect(weeks.bars).toEqual([
      { start: '2026-02-23', end: '2026-03-01', count: 1 },
      { start: '2026-03-02', end: '2026-03-08', count: 2 },
    ])
  })

  it('chooses days, weeks or months from the range, and spans the asked range', async () => {
    const api = await testApi([
      makeAd({ id: 'a', started_at: '2024-01-10T00:00:00.000Z' }),
      makeAd({ id: 'b', started_at: '2026-02-10T00:00:00.000Z' }),
    ])
    const all = await timeline(api, '')
    expect(all.interval).toBe('month')
    expect(all.bars[0]).toEqual({ start: '2024-01-01', end: '2024-01-31', count: 1 })
    expect(all.bars.at(-1)).toEqual({ start: '2026-02-01', end: '2026-02-28', count: 1 })
    expect(all.bars).toHaveLength(26)

    const quarter = await timeline(api, '?started_after=2026-01-01&started_before=2026-03-31')
    expect(quarter.interval).toBe('day')
    expect(quarter.bars).toHaveLength(90)
    expect(quarter.bars[0]!.start).toBe('2026-01-01')
    expect(quarter.bars.at(-1)!.start).toBe('2026-03-31')
    expect(sum(quarter.bars)).toBe(1)

    const year = await timeline(api, '?started_after=2025-06-01&started_before=2026-05-31')
    expect(year.interval).toBe('week')
    expect(year.total).toBe(1)

    // An empty search has no bars, and says so with a total of 0.
    expect(await timeline(api, '?query=nothingmatchesthis')).toEqual({ interval: 'day', total: 0, bars: [] })
  })

  it('refuses bad parameters with 400 naming each', async () => {
    const api = await testApi([makeAd({ id: 'a' })])
    const cases: [string, string][] = [
      ['?interval=year', 'interval'],
      ['?interval=day&interval=week', 'interval'],
      ['?started_after=2026-02-30', 'started_after'],
      ['?started_before=tomorrow', 'started_before'],
      ['?started_after=2026-03-31&started_before=2026-03-01', 'started_before'],
      ['?interval=day&started_after=2020-01-01&started_before=2026-01-01', 'interval'],
      ['?formats=hologram', 'formats'],
    ]
    for (const [query, parameter] of cases) {
      const problem = await expectProblem(
        await api.get(`/api/v1/stats/timeline${query}`),
        400,
        'invalid_parameter',
      )
      expect({ query, parameters: parametersOf(problem) }).toEqual({ query, parameters: [parameter] })
    }
    for (const [query, parameter] of [
      ['?limit=10', 'limit'],
      ['?cursor=abc', 'cursor'],
      ['?colour=red', 'colour'],
    ]) {
      const problem = await expectProblem(
        await api.get(`/api/v1/stats/timeline${query}`),
        400,
        'parameter_unknown',
      )
      expect(parametersOf(problem)).toEqual([parameter])
    }
  })
})
