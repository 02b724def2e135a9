import { describe, expect, it } from 'vitest'
import { SimilarAnswer } from '../../contract/stats'
import { makeAd } from '../../testing/ad-fixture'
import { generatedAds } from '../../testing/generated-ads'
import { expectOk, expectProblem, parametersOf, testApi } from '../../testing/test-api'

const TRAIL = { id: 'meta_trail', name: 'Trailgrip' }
const RIVAL = { id: 'meta_rival', name: 'Summitco' }
const CRAFTED = [
  makeAd({
    id: 'source',
    advertiser: TRAIL,
    headline: 'Waterproof alpine boots',
    body: 'Vibram soles and gore membranes for alpine scrambles',
  }),
  makeAd({
    id: 'same_brand_copy',
    advertiser: TRAIL,
    headline: 'Waterproof alpine boots',
    body: 'Vibram soles and gore membranes for alpine scrambles',
  }),
  makeAd({
    id: 'rival_close',
    advertiser: RIVAL,
    headline: 'Alpine boots, waterproof',
    body: 'Gore membranes keep scrambles dry',
  }),
  makeAd({
    id: 'rival_loose',
    advertiser: RIVAL,
    headline: 'Alpine huts',
    body: 'Book a bed for your scrambles',
  }),
  makeAd({ id: 'unrelated', advertiser: RIVAL, headline: 'Crispy waffles', body: 'Syrup included' }),
  makeAd({ id: 'wordless', advertiser: RIVAL, headline: '', body: '' }),
  // Only words most ads say: no telling word at all.
  makeAd({ id: 'plain', advertiser: TRAIL, headline: 'Free shipping on every order', body: '' }),
  makeAd({ id: 'plain_rival', advertiser: RIVAL, headline: 'Free shipping on every order', body: '' }),
]
// Filler gives the words their ordinary frequencies: the crafted ones are rare among them.
const ADS = [...generatedAds(300, 3), ...CRAFTED]

async function similar(query: string, id = 'source') {
  const api = await testApi(ADS)
  return (await expectOk(await api.get(`/api/v1/ads/${id}/similar${query}`), SimilarAnswer)).data
}

describe('GET /ads/{id}/similar', () => {
  it('lists ads sharing the most telling words first, never the ad itself', async () => {
    const found = await similar('?exclude_same_advertiser=false')
    const ids = found.map(({ ad }) => ad.id)
    expect(ids.slice(0, 3)).toEqual(['same_brand_copy', 'rival_close', 'rival_loose'])
    expect(ids).not.toContain('source')
    expect(ids).not.toContain('unrelated')
    // The same words weighed the same are as alike as can be; fewer shared words, less alike.
    expect(found[0]!.similarity).toBe(1)
    expect(found[1]!.similarity).toBeLessThan(1)
    expect(found[2]!.similarity).toBeLessThan(found[1]!.similarity)
    expect(found.at(-1)!.similarity).toBeGreaterThanOrEqual(0.1)
  })

  it('leaves out the same advertiser unless asked to list it, and keeps to the limit', async () => {
    for (const query of ['', '?exclude_same_advertiser=true']) {
      const others = await similar(query)
      expect(others.map(({ ad }) => ad.advertiser.id)).not.toContain('meta_trail')
      expect(others[0]!.ad.id).toBe('rival_close')
    }
    expect(await similar('?limit=1')).toHaveLength(1)
  })

  it('spreads similarity: an ad saying a word more often or in fewer words is not the same ad', async () => {
    const generated = ADS[0]!
    const found = await similar('?limit=20', generated.id)
    const similarities = found.map(({ similarity }) => similarity)
    expect(found.length).toBeGreaterThan(5)
    // None of the filler says the very same text: none is "as alike as can be", and they differ.
    expect(similarities.filter((s) => s === 1)).toEqual([])
    expect(new Set(similarities).size).toBeGreaterThan(found.length / 2)
  })

  it('finds the same text for an ad of only common words', async () => {
    const found = await similar('', 'plain')
    expect(found[0]).toMatchObject({ similarity: 1, ad: { id: 'plain_rival' } })
  })

  it('finds nothing for an ad without words', async () => {
    expect(await similar('', 'wordless')).toEqual([])
  })

  it('answers 404 for an unknown ad and 400 naming a bad parameter', async () => {
    const api = await testApi(ADS)
    await expectProblem(await api.get('/api/v1/ads/nope/similar'), 404, 'not_found')
    for (const [query, parameter] of [
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
      ['?limit=two', 'limit'],
      ['?exclude_same_advertiser=yes', 'exclude_same_advertiser'],
    ]) {
      const problem = await expectProblem(
        await api.get(`/api/v1/ads/source/similar${query}`),
        400,
        'invalid_parameter',
      )
      expect(parametersOf(problem)).toEqual([parameter])
    }
    const unknown = await expectProblem(
      await api.get('/api/v1/ads/source/similar?sort=newest'),
      400,
      'parameter_unknown',
    )
    expect(parametersOf(unknown)).toEqual(['sort'])
  })
})
