import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { Problem } from '../../contract/problem'
import { makeAd } from '../../testing/ad-fixture'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { expectOk, expectProblem, parametersOf, testApi } from '../../testing/test-api'

const ADS = [
  ...SEARCH_ADS,
  makeAd({
    id: 'meta_5',
    headline: 'C++ & C# courses: 50% off!',
    body: 'Visit https://learn.example.com/c++?x=1 now',
  }),
  makeAd({ id: 'meta_6', headline: 'Sommerfest 🎉 im Café', body: 'Ünïcödé ist überall' }),
]

/** Text people type, and text an attacker types: none of it is query syntax, none of it fails. */
const ODD_QUERIES = [
  '"red shoes"',
  '"red shoes',
  'shoes"',
  '""',
  '"',
  '(shoes)',
  '[shoes]',
  '{shoes}',
  'shoes AND red',
  'shoes OR glow',
  'NOT shoes',
  'shoes NEAR/2 red',
  'sho*',
  '*',
  '-shoes',
  'headline:shoes',
  'body:',
  ':',
  'https://acme.com/shoes?x=1&y=2#top',
  'C++',
  'C#',
  '50%',
  '🎉',
  '🎉 café',
  'CAFÉ',
  "'; DROP TABLE ads; --",
  '\\',
  '   ',
  '^$.|?+()',
  'a'.repeat(256),
]

describe('keyword text', () => {
  it.each(ODD_QUERIES)('answers %j with 200, by body and by query string', async (query) => {
    const api = await testApi(ADS)
    await expectOk(await api.post('/api/v1/ads/query', { query }), AdList)
    await expectOk(await api.get(`/api/v1/ads?query=${encodeURIComponent(query)}`), AdList)
  })

  it('refuses a NUL character in the keywords with 400 naming query, by body and by query string', async () => {
    const api = await testApi(ADS)
    for (const response of [
      await api.post('/api/v1/ads/query', { query: 'red\u0000shoes' }),
      await api.get('/api/v1/ads?query=red%00shoes'),
    ]) {
      expect(parametersOf(await expectProblem(response, 400, 'invalid_parameter'))).toEqual(['query'])
    }
  })

  it('finds words around punctuation, accents and emoji', async () => {
    const api = await testApi(ADS)
    const find = async (query: string) =>
      (await expectOk(await api.post('/api/v1/ads/query', { query }), AdList)).data.map((ad) => ad.id).sort()
    expect(await find('cafe')).toEqual(['meta_6'])
    expect(await find('🎉 SOMMERFEST')).toEqual(['meta_6'])
    expect(await find('learn.example.com')).toEqual(['meta_5'])
    expect(await find('"red running"')).toEqual(['meta_1'])
    expect(await find('"running red"')).toEqual([])
    expect(await find('shoes AND red')).toEqual([]) // "and" is a word here, not an operator
  })

  it('takes lone surrogates and control characters escaped in JSON', async () => {
    const api = await testApi(ADS)
    const response = await api.post('/api/v1/ads/query', '{"query":"\\ud800 shoes \\udfff \\u0007"}')
    await expectOk(response, AdList)
  })

  it('refuses a 10 KB query with a clear 400 naming query', async () => {
    const api = await testApi(ADS)
    for (const response of [
      await api.post('/api/v1/ads/query', { query: 'shoes '.repeat(1700) }),
      await api.get(`/api/v1/ads?query=${'x'.repeat(10_240)}`),
      await api.post('/api/v1/ads/query', { query: 'a b c d e f g h i j k l m n o p q' }),
    ]) {
      const problem = await expectProblem(response, 400, 'invalid_parameter')
      expect(parametersOf(problem)).toEqual(['query'])
      expect(problem.errors[0]?.detail).toMatch(/at most \d+ (characters|words)/)
    }
  })

  it('never answers a random query with a 5xx, and always on contract', async () => {
    const api = await testApi(ADS)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ unit: 'binary' })),
        async (query) => {
          for (const response of [
            await api.post('/api/v1/ads/query', { query }),
            await api.get(`/api/v1/ads?query=${encodeURIComponent(query)}`),
          ]) {
            expect(response.status).toBeLessThan(500)
            const body = await response.json()
            if (response.status === 200) AdList.parse(body)
            else expect(Problem.parse(body).code).toBe('invalid_parameter')
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})
