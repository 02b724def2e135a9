import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { FacetList } from '../../contract/facets'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, expectProblem, parametersOf, testApi } from '../../testing/test-api'

/** Ads that started on either side of midnight UTC at both ends of March 2026. */
const ADS = [
  makeAd({ id: 'feb_last', started_at: '2026-02-28T23:59:59.999Z', format: 'video' }),
  makeAd({ id: 'mar_first', started_at: '2026-03-01T00:00:00.000Z', format: 'image' }),
  makeAd({ id: 'mar_mid', started_at: '2026-03-15T12:00:00.000Z', format: 'image' }),
  makeAd({ id: 'mar_last', started_at: '2026-03-31T23:59:59.999Z', format: 'video' }),
  makeAd({ id: 'apr_first', started_at: '2026-04-01T00:00:00.000Z', format: 'image' }),
]

const ids = async (response: Response) => (await expectOk(response, AdList)).data.map((ad) => ad.id).sort()

describe('started_after and started_before', () => {
  it('take whole days, both ends included, from midnight to midnight UTC', async () => {
    const api = await testApi(ADS)
    expect(
      await ids(await api.get('/api/v1/ads?started_after=2026-03-01&started_before=2026-03-31')),
    ).toEqual(['mar_first', 'mar_last', 'mar_mid'])
    expect(await ids(await api.get('/api/v1/ads?started_after=2026-03-31'))).toEqual([
      'apr_first',
      'mar_last',
    ])
    expect(await ids(await api.get('/api/v1/ads?started_before=2026-02-28'))).toEqual(['feb_last'])
    expect(
      await ids(await api.get('/api/v1/ads?started_after=2026-03-15&started_before=2026-03-15')),
    ).toEqual(['mar_mid'])
    const body = await api.post('/api/v1/ads/query', { started_after: '2026-04-01' })
    expect(await ids(body)).toEqual(['apr_first'])
  })

  it('count facets and totals within the range', async () => {
    const api = await testApi(ADS)
    const page = await expectOk(
      await api.get('/api/v1/ads?started_after=2026-03-01&started_before=2026-03-31'),
      AdList,
    )
    expect(page.pagination.total).toBe(3)
    const formats = await expectOk(
      await api.get('/api/v1/facets/formats?started_after=2026-03-01&started_before=2026-03-31'),
      FacetList,
    )
    const count = (value: string) => formats.data.find((entry) => entry.value === value)?.count ?? 0
    expect([count('image'), count('video')]).toEqual([2, 1])
  })

  it('refuse what is not a day, and a range that runs backwards, naming the parameter', async () => {
    const api = await testApi(ADS)
    for (const bad of ['2026-02-30', 'yesterday', '2026-03-01T10:00:00Z', '1969-12-31', '26-03-01']) {
      const problem = await expectProblem(
        await api.get(`/api/v1/ads?started_after=${encodeURIComponent(bad)}`),
        400,
        'invalid_parameter',
      )
      expect(parametersOf(problem)).toEqual(['started_after'])
    }
    const backwards = await expectProblem(
      await api.get('/api/v1/ads?started_after=2026-03-31&started_before=2026-03-01'),
      400,
      'invalid_parameter',
    )
    expect(parametersOf(backwards)).toEqual(['started_before'])
    expect(backwards.detail).toMatch(/started_before/)
  })
})
