import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { expectOk, testApi } from '../../testing/test-api'

// The search inside PostgreSQL chooses among plans (pg-search/plans): each search response names
// the one it took, and why, so that a slow search can be explained without a debugger.
const insidePostgres = process.env.ADS_TEST_SEARCH === 'postgres'

describe('The plan a search took', () => {
  it.runIf(insidePostgres)('is named with its reason in Server-Timing, inside PostgreSQL', async () => {
    const api = await testApi(SEARCH_ADS)
    const all = await api.post('/api/v1/ads/query', {})
    expect(all.headers.get('Server-Timing')).toBe('plan;desc="dateWalkOnBits: no filter, newest"')
    await expectOk(all, AdList)
    const none = await api.get('/api/v1/ads?countries=JP')
    expect(none.headers.get('Server-Timing')).toBe('plan;desc="noMatches: the bitmaps count none"')
    expect((await expectOk(none, AdList)).pagination.total).toBe(0)
  })

  it.runIf(insidePostgres)('follows every page of a traversal', async () => {
    const api = await testApi(SEARCH_ADS)
    const first = await expectOk(await api.post('/api/v1/ads/query', { limit: 1 }), AdList)
    const next = await api.post('/api/v1/ads/query', { limit: 1, cursor: first.pagination.next_cursor })
    expect(next.headers.get('Server-Timing')).toMatch(/^plan;desc="dateWalkOnBits: /)
  })

  it.skipIf(insidePostgres)('is not reported by the in-memory index, which has one way', async () => {
    const api = await testApi(SEARCH_ADS)
    const response = await api.post('/api/v1/ads/query', {})
    expect(response.headers.get('Server-Timing')).toBeNull()
    await expectOk(response, AdList)
  })
})
