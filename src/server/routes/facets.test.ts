import { describe, expect, it } from 'vitest'
import { FACETS } from '../../contract/enums'
import { FacetList } from '../../contract/facets'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { expectOk, expectProblem, parametersOf, testApi } from '../../testing/test-api'
import type { Catalogue } from '../records/ad-records'

const CATALOGUE: Catalogue = {
  shops: [
    { id: 's1', platform: 'shopify', apps: ['klaviyo', 'judge-me'], technologies: ['react'], theme: 'dawn' },
    { id: 's2', platform: 'shopify', apps: ['klaviyo'], technologies: ['jquery'], theme: 'impulse' },
    { id: 's3', platform: 'woocommerce', apps: [], technologies: ['jquery'], theme: 'storefront' },
  ],
  emails: [{ id: 'e1', campaign_type: 'newsletter', promotion_type: 'discount' }],
  labels: { shopify: 'Shopify', klaviyo: 'Klaviyo', 'judge-me': 'Judge.me' },
}

async function api() {
  const api = await testApi(SEARCH_ADS)
  await api.records.replaceCatalogue(CATALOGUE)
  return api
}

/** Counts of the values that have any: the store also lists every known value with 0. */
const counts = (list: FacetList) =>
  Object.fromEntries(list.data.filter((v) => v.count > 0).map((v) => [v.value, v.count]))

describe('GET /api/v1/facets/{facet}', () => {
  it('answers every facet of the spec on contract', async () => {
    const client = await api()
    for (const facet of FACETS) {
      const list = await expectOk(await client.get(`/api/v1/facets/${facet}`), FacetList)
      expect(list.facet).toBe(facet)
      const values = list.data.map((v) => v.count)
      expect(values).toEqual([...values].sort((a, b) => b - a))
    }
  })

  it('counts ads per value, and within the ads matching the search parameters', async () => {
    const client = await api()
    const all = await expectOk(await client.get('/api/v1/facets/formats'), FacetList)
    expect(counts(all)).toEqual({ video: 2, image: 1, carousel: 1 })
    const inGermany = await expectOk(
      await client.get('/api/v1/facets/formats?countries=DE&query=shoes'),
      FacetList,
    )
    expect(counts(inGermany)).toEqual({ video: 1, carousel: 1 })
    // The facet's own filter is left out, so every format keeps a count to switch to.
    const ownFilter = await expectOk(
      await client.get('/api/v1/facets/formats?formats=image&platforms=tiktok'),
      FacetList,
    )
    expect(counts(ownFilter)).toEqual({ video: 1, image: 1 })
  })

  it('narrows values with search on every facet', async () => {
    const client = await api()
    const apps = await expectOk(await client.get('/api/v1/facets/shop-apps?search=judge'), FacetList)
    expect(apps.data).toEqual([{ value: 'judge-me', label: 'Judge.me', count: 1 }])
    const niches = await expectOk(await client.get('/api/v1/facets/niches?search=beauty'), FacetList)
    expect(niches.data.map((v) => v.value)).toEqual(['beauty-care'])
  })

  it('answers 404 for an unknown facet, listing the valid ones', async () => {
    const client = await api()
    const problem = await expectProblem(await client.get('/api/v1/facets/colours'), 404, 'not_found')
    for (const facet of FACETS) expect(problem.detail).toContain(facet)
  })

  it('says why ad search parameters do not apply to the catalogue facets', async () => {
    const client = await api()
    const problem = await expectProblem(
      await client.get('/api/v1/facets/themes?countries=DE&search=d'),
      400,
      'parameter_unknown',
    )
    expect(parametersOf(problem)).toEqual(['countries'])
    expect(problem.errors[0]?.detail).toMatch(/filters ads/)
  })

  it.each([
    ['/api/v1/facets/niches?colour=red', 'parameter_unknown', ['colour']],
    ['/api/v1/facets/niches?limit=5', 'parameter_unknown', ['limit']],
    ['/api/v1/facets/niches?cursor=abc&sort=newest', 'parameter_unknown', ['cursor', 'sort']],
    ['/api/v1/facets/niches?formats=gif', 'invalid_parameter', ['formats']],
    ['/api/v1/facets/niches?search=a&search=b', 'invalid_parameter', ['search']],
    [`/api/v1/facets/niches?search=${'x'.repeat(101)}`, 'invalid_parameter', ['search']],
    ['/api/v1/facets/shop-apps?colour=red', 'parameter_unknown', ['colour']],
  ] as const)('refuses %s', async (path, code, parameters) => {
    const client = await api()
    const problem = await expectProblem(await client.get(path), 400, code)
    expect(parametersOf(problem).sort()).toEqual(parameters)
  })
})
