import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AdList, OneAd } from '../contract/ad'
import { FacetList } from '../contract/facets'
import { connectClient, textOf } from '../testing/mcp-test-client'
import { SEARCH_ADS } from '../testing/search-fixtures'
import { TEST_KEY, testApi } from '../testing/test-api'
import { type Listening, serveFetch, UPSTREAM_KEY, upstreamModeApi } from '../testing/test-upstream'
import { appApi } from './service-api'

// The tools only ever call /api/v1, so in upstream mode they must answer as they do over the local index.
let upstream: Listening

beforeAll(async () => {
  const served = await testApi(SEARCH_ADS, { apiKeys: [UPSTREAM_KEY] })
  upstream = await serveFetch(served.app.fetch)
})

afterAll(async () => {
  await upstream.close()
})

describe('the MCP tools in upstream mode', () => {
  it('search, count and fetch ads from the upstream, and pass on its refusals', async () => {
    const { app } = await upstreamModeApi(upstream.url)
    const client = await connectClient(
      appApi((request) => app.request(request), 'http://localhost', `Bearer ${TEST_KEY}`),
    )
    const page = AdList.parse(
      (await client.callTool({ name: 'search_ads', arguments: { query: 'shoes', sort: 'oldest' } }))
        .structuredContent,
    )
    expect(page.data.map((ad) => ad.id)).toEqual(['meta_3', 'meta_1'])
    const niches = await client.callTool({ name: 'list_filter_values', arguments: { facet: 'niches' } })
    expect(FacetList.parse(niches.structuredContent).data[0]).toMatchObject({ value: 'fashion', count: 2 })
    const ad = await client.callTool({ name: 'get_ad', arguments: { id: 'tiktok_2' } })
    expect(OneAd.parse(ad.structuredContent).data.headline).toBe('Glow serum')

    const wrong = await client.callTool({ name: 'search_ads', arguments: { countries: ['XX'] } })
    expect(wrong.isError).toBe(true)
    expect(textOf(wrong)).toContain("countries: 'XX' is not one of the ISO 3166-1 alpha-2 country codes")
    expect(textOf(wrong)).not.toContain(UPSTREAM_KEY)
  })
})
