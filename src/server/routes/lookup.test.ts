import { describe, expect, it } from 'vitest'
import { LookupResult } from '../../contract/lookup'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { expectOk, expectProblem, parametersOf, testApi } from '../../testing/test-api'

describe('GET /api/v1/lookup', () => {
  it('finds advertisers by name prefix and by landing domain', async () => {
    const api = await testApi(SEARCH_ADS)
    const byName = await expectOk(await api.get('/api/v1/lookup?q=glo'), LookupResult)
    expect(byName.data.map((match) => match.id)).toEqual(['tiktok_adv_glow'])
    expect(byName.data[0]).toMatchObject({ name: 'Glow Beauty', ads_count: 1, domains: ['glow.fr'] })
    const byDomain = await expectOk(await api.get('/api/v1/lookup?q=play.example'), LookupResult)
    expect(byDomain.data.map((match) => match.id)).toEqual(['google_adv_play'])
  })

  it('caps the answer at limit', async () => {
    const api = await testApi(SEARCH_ADS)
    const all = await expectOk(await api.get('/api/v1/lookup?q=a&limit=50'), LookupResult)
    const one = await expectOk(await api.get('/api/v1/lookup?q=a&limit=1'), LookupResult)
    expect(one.data.length).toBe(Math.min(1, all.data.length))
  })

  it.each([
    ['', 'q'],
    ['q=', 'q'],
    ['q=%20%20', 'q'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=a&q=b', 'q'],
    ['q=a&limit=0', 'limit'],
    ['q=a&limit=51', 'limit'],
    ['q=a&limit=2.5', 'limit'],
    ['q=a&limit=ten', 'limit'],
    ['q=a&limit=-1', 'limit'],
    ['q=a&limit=1e3', 'limit'],
    ['q=a&limit=', 'limit'],
  ])('refuses ?%s naming %s', async (query, parameter) => {
    const api = await testApi(SEARCH_ADS)
    const problem = await expectProblem(await api.get(`/api/v1/lookup?${query}`), 400, 'invalid_parameter')
    expect(parametersOf(problem)).toEqual([parameter])
  })

  it('names every wrong parameter at once, as the search does', async () => {
    const api = await testApi(SEARCH_ADS)
    const problem = await expectProblem(await api.get('/api/v1/lookup?limit=99'), 400, 'invalid_parameter')
    expect(parametersOf(problem).sort()).toEqual(['limit', 'q'])
  })

  it('trims q before it looks up', async () => {
    const api = await testApi(SEARCH_ADS)
    const plain = await expectOk(await api.get('/api/v1/lookup?q=a'), LookupResult)
    const spaced = await expectOk(await api.get('/api/v1/lookup?q=%20a%20'), LookupResult)
    expect(spaced).toEqual(plain)
  })

  it('refuses unknown parameters', async () => {
    const api = await testApi(SEARCH_ADS)
    const problem = await expectProblem(await api.get('/api/v1/lookup?q=a&query=b'), 400, 'parameter_unknown')
    expect(parametersOf(problem)).toEqual(['query'])
  })
})
