import { describe, expect, it } from 'vitest'
import { OneAd } from '../../contract/ad'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { expectOk, expectProblem, testApi } from '../../testing/test-api'

describe('GET /api/v1/ads/{id}', () => {
  it('returns one ad with absolute links and running days from the store', async () => {
    const api = await testApi(SEARCH_ADS)
    const { data } = await expectOk(await api.get('/api/v1/ads/meta_1'), OneAd)
    expect(data.id).toBe('meta_1')
    expect(data.service_url).toBe('http://localhost/ads/meta_1')
    expect(data.running_days).toBe(31) // 2025-05-01 to the store's clock, 2025-06-01 12:00
  })

  it('answers 404 not_found for an unknown id, including odd ones', async () => {
    const api = await testApi(SEARCH_ADS)
    for (const id of ['meta_999', '%F0%9F%8E%89', 'a%2Fb', 'x'.repeat(500), "'%20OR%201=1"]) {
      await expectProblem(await api.get(`/api/v1/ads/${id}`), 404, 'not_found')
    }
  })

  it('refuses parameters it does not take', async () => {
    const api = await testApi(SEARCH_ADS)
    await expectProblem(await api.get('/api/v1/ads/meta_1?full=true'), 400, 'parameter_unknown')
  })
})
