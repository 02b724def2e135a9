import { describe, expect, it } from 'vitest'
import { AdvertiserAnswer } from '../../contract/stats'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, expectProblem, NOW, parametersOf, testApi } from '../../testing/test-api'

// The tests' clock is 2025-06-01T12:00Z, a Sunday: the week of 2025-05-26.
const ACME = { id: 'meta_acme', name: 'Acme Shoes' }
const ADS = [
  makeAd({
    id: 'old_video',
    advertiser: ACME,
    format: 'video',
    // The store tags what it writes: a question and problem hook, free shipping.
    headline: 'Tired of blisters?',
    body: 'Free shipping on every order.',
    started_at: '2025-05-05T10:00:00.000Z',
    ended_at: '2025-05-20T10:00:00.000Z',
    is_active: false,
    countries: ['US', 'DE'],
    languages: ['en', 'de'],
    cta: 'Shop now',
    landing_url: 'https://shop.acme.com/a',
    platforms: ['facebook', 'instagram'],
  }),
  makeAd({
    id: 'mid_image',
    advertiser: ACME,
    format: 'image',
    headline: 'Tired of blisters?',
    body: 'Take 30% off all running shoes.',
    started_at: '2025-05-12T10:00:00.000Z',
    countries: ['US'],
    cta: 'Learn more',
    landing_url: 'https://acme.com/b',
  }),
  makeAd({
    id: 'new_image',
    advertiser: ACME,
    format: 'image',
    started_at: '2025-05-27T10:00:00.000Z',
    countries: ['FR'],
    languages: ['fr'],
    cta: 'Shop now',
    landing_url: 'https://acme.com/c',
    reach: 5000,
    duplicates: 2,
  }),
  makeAd({
    id: 'someone_else',
    advertiser: { id: 'meta_other', name: 'Other' },
    started_at: '2025-05-12T00:00:00.000Z',
  }),
]

async function dashboard(query = '') {
  const api = await testApi(ADS)
  return (await expectOk(await api.get(`/api/v1/advertisers/meta_acme${query}`), AdvertiserAnswer)).data
}

describe('GET /advertisers/{id}', () => {
  it('sums up the advertiser: name, domains, first and last ad, active count and the mixes', async () => {
    const profile = await dashboard()
    expect(profile).toMatchObject({
      id: 'meta_acme',
      name: 'Acme Shoes',
      ads: 3,
      active: 2,
      first_started_at: '2025-05-05T10:00:00.000Z',
      last_started_at: '2025-05-27T10:00:00.000Z',
      domains: [
        { domain: 'acme.com', count: 2 },
        { domain: 'shop.acme.com', count: 1 },
      ],
    })
    const counts = (values: { value: string; count: number }[]) =>
      Object.fromEntries(values.map(({ value, count }) => [value, count]))
    expect(counts(profile.formats)).toEqual({ image: 2, video: 1 })
    expect(counts(profile.platforms)).toEqual({ facebook: 3, instagram: 1 })
    expect(counts(profile.countries)).toEqual({ US: 2, DE: 1, FR: 1 })
    expect(counts(profile.languages)).toEqual({ en: 2, de: 1, fr: 1 })
    expect(counts(profile.ctas)).toEqual({ 'Shop now': 2, 'Learn more': 1 })
    expect(profile.countries.find((c) => c.value === 'DE')?.label).toBe('Germany')
  })

  it('shows its mix of hooks and offers, each ad counted once per tag it has', async () => {
    const profile = await dashboard()
    expect(profile.hooks).toEqual([
      { value: 'problem', label: 'Problem', count: 2 },
      { value: 'question', label: 'Question', count: 2 },
    ])
    expect(profile.offers).toEqual([
      { value: 'free-shipping', label: 'Free shipping', count: 1 },
      { value: 'percent-off', label: 'Percent off', count: 1 },
    ])
    // The range narrows these mixes as every other figure: the question ads started in May's first half.
    const recent = await dashboard('?started_after=2025-05-20')
    expect(recent.hooks).toEqual([])
    expect(recent.offers).toEqual([])
  })

  it('counts launches by format and running ads for every week up to today', async () => {
    const { weeks } = await dashboard()
    expect(weeks.map((week) => week.start)).toEqual(['2025-05-05', '2025-05-12', '2025-05-19', '2025-05-26'])
    expect(weeks.map((week) => week.started)).toEqual([{ video: 1 }, { image: 1 }, {}, { image: 1 }])
    // The video ran 5 to 20 May; the first image from 12 May on; the second from 27 May on.
    expect(weeks.map((week) => week.active)).toEqual([1, 2, 2, 2])
  })

  it("lists the longest-running ads first, as full ads with today's running days", async () => {
    const { winners } = await dashboard()
    expect(winners.map((ad) => ad.id)).toEqual(['mid_image', 'old_video', 'new_image'])
    const days = Math.floor((NOW - Date.parse('2025-05-12T10:00:00.000Z')) / 86_400_000)
    expect(winners[0]!.running_days).toBe(days)
    expect(winners[2]).toMatchObject({ reach: 5000, duplicates: 2 })
  })

  it('applies a date range to every figure', async () => {
    const profile = await dashboard('?started_after=2025-05-12&started_before=2025-05-31')
    expect(profile).toMatchObject({ ads: 2, active: 2, first_started_at: '2025-05-12T10:00:00.000Z' })
    expect(profile.formats.map((f) => f.value)).toEqual(['image'])
    expect(profile.winners.map((ad) => ad.id)).toEqual(['mid_image', 'new_image'])
    expect(profile.weeks.map((week) => week.start)).toEqual(['2025-05-12', '2025-05-19', '2025-05-26'])

    const empty = await dashboard('?started_after=2024-01-01&started_before=2024-01-02')
    expect(empty).toMatchObject({
      name: 'Acme Shoes',
      ads: 0,
      active: 0,
      first_started_at: null,
      winners: [],
    })
  })

  it('answers 404 for an advertiser without current ads, and 400 naming a bad parameter', async () => {
    const api = await testApi(ADS)
    await expectProblem(await api.get('/api/v1/advertisers/meta_nobody'), 404, 'not_found')
    await expectProblem(await api.get(`/api/v1/advertisers/${'x'.repeat(300)}`), 404, 'not_found')
    const cases: [string, string, string][] = [
      ['?started_after=2025-13-01', 'started_after', 'invalid_parameter'],
      ['?started_after=2025-05-31&started_before=2025-05-01', 'started_before', 'invalid_parameter'],
      ['?formats=video', 'formats', 'parameter_unknown'],
    ]
    for (const [query, parameter, code] of cases) {
      const problem = await expectProblem(
        await api.get(`/api/v1/advertisers/meta_acme${query}`),
        400,
        code as 'invalid_parameter',
      )
      expect(parametersOf(problem)).toEqual([parameter])
    }
  })
})
