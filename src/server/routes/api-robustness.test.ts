import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Problem } from '../../contract/problem'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { testApi } from '../../testing/test-api'

const PATHS = [
  '/api/v1/ads',
  '/api/v1/tiktok/ads',
  '/api/v1/lookup',
  '/api/v1/facets/niches',
  '/api/v1/facets/shop-apps',
]
const NAMES = [
  'query',
  'formats',
  'platforms',
  'countries',
  'active',
  'limit',
  'cursor',
  'sort',
  'q',
  'search',
  'x',
]

/** Raw query-string text, including broken percent-encoding, lone `&` and `=`, and non-ASCII. */
const rawText = fc.stringMatching(/^[\w%&=,+.\-~!*'()\u00e9\u4e2d]{0,40}$/)

describe('any request', () => {
  it('gets a 2xx or a 4xx problem, never a 5xx', async () => {
    const api = await testApi(SEARCH_ADS)
    const request = fc.record({
      path: fc.oneof(
        fc.constantFrom(...PATHS),
        rawText.map((text) => `/api/v1/ads/${text}`),
        rawText.map((text) => `/api/v1/facets/${text}`),
      ),
      pairs: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...NAMES), rawText), rawText), { maxLength: 5 }),
      tail: rawText,
    })
    await fc.assert(
      fc.asyncProperty(request, async ({ path, pairs, tail }) => {
        const query = [...pairs.map(([name, value]) => `${name}=${value}`), tail].join('&')
        const response = await api.get(`${path}?${query}`)
        expect(response.status).toBeLessThan(500)
        if (response.status >= 400) Problem.parse(await response.json())
      }),
      { numRuns: 300 },
    )
  })

  it('gets a 2xx or a 4xx problem for any JSON body', async () => {
    const api = await testApi(SEARCH_ADS)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...NAMES), fc.jsonValue())),
        async (body) => {
          const response = await api.post('/api/v1/ads/query', JSON.stringify(body))
          expect(response.status).toBeLessThan(500)
          if (response.status >= 400) Problem.parse(await response.json())
        },
      ),
      { numRuns: 300 },
    )
  })

  it('survives deeply nested JSON', async () => {
    const api = await testApi(SEARCH_ADS)
    const deep = `{"query":${'['.repeat(30_000)}${']'.repeat(30_000)}}`
    expect((await api.post('/api/v1/ads/query', deep)).status).toBe(400)
  })
})
