import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { Problem } from '../../contract/problem'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, expectProblem, NOW, parametersOf, testApi } from '../../testing/test-api'
import type { StoredAd } from '../records/ad-records'
import { generateAds } from '../seed/generate-ads'

/** Ads with many equal start dates, so that pages must break ties by id to stay exact. */
function manyAds(count: number, prefix = 'meta_'): StoredAd[] {
  return Array.from({ length: count }, (_, i) =>
    makeAd({
      id: `${prefix}${i}`,
      headline: i % 2 === 0 ? 'Even shoes' : 'Odd shoes',
      started_at: new Date(Date.parse('2025-01-01T00:00:00.000Z') + (i % 7) * 86_400_000).toISOString(),
      countries: i % 3 === 0 ? ['DE'] : ['US'],
    }),
  )
}

const CURSOR_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.='

type Api = Awaited<ReturnType<typeof testApi>>
const page = async (api: Api, body: Record<string, unknown>) =>
  expectOk(await api.post('/api/v1/ads/query', body), AdList)

describe('cursor pagination', () => {
  it.each([
    [{}, 1],
    [{}, 7],
    [{ query: 'shoes', limit: 5 }, 5],
    [{ sort: 'longest_running', countries: 'DE' }, 4],
    [{ sort: 'oldest' }, 50],
  ])('walks %j by %i and returns every match exactly once', async (search, limit) => {
    const api = await testApi(manyAds(45))
    const first = await page(api, { ...search, limit })
    const seen = first.data.map((ad) => ad.id)
    let cursor = first.pagination.next_cursor
    while (cursor) {
      const next = await page(api, { ...search, limit, cursor })
      expect(next.pagination.total).toBe(first.pagination.total)
      seen.push(...next.data.map((ad) => ad.id))
      cursor = next.pagination.next_cursor
    }
    expect(seen.length).toBe(first.pagination.total)
    expect(new Set(seen).size).toBe(seen.length)
  })

  it.each(['newest', 'oldest', 'longest_running', 'most_relevant'])(
    'walks generated ads by %s, every one on contract and exactly once',
    async (sort) => {
      const ads = [...generateAds({ count: 300, seed: 3, now: NOW })]
      const api = await testApi(ads)
      const seen: string[] = []
      let cursor: string | null | undefined
      do {
        const next = await page(api, { sort, limit: 50, ...(cursor && { cursor }) })
        seen.push(...next.data.map((ad) => ad.id))
        cursor = next.pagination.next_cursor
      } while (cursor)
      expect(seen.sort()).toEqual(ads.map((ad) => ad.id).sort())
    },
  )

  it('stays exact while ads are inserted between pages', async () => {
    const api = await testApi(manyAds(30))
    const first = await page(api, { limit: 4 })
    const seen = first.data.map((ad) => ad.id)
    let cursor = first.pagination.next_cursor
    let round = 0
    while (cursor) {
      await api.records.write(manyAds(3, `new_${round++}_`))
      await api.store.catchUp()
      const next = await page(api, { limit: 4, cursor })
      seen.push(...next.data.map((ad) => ad.id))
      cursor = next.pagination.next_cursor
    }
    expect(seen.sort()).toEqual(
      manyAds(30)
        .map((ad) => ad.id)
        .sort(),
    )
  })

  it('keeps a GET traversal on GET, with the same parameters', async () => {
    const api = await testApi(manyAds(10))
    const first = await expectOk(await api.get('/api/v1/ads?limit=4&countries=US'), AdList)
    const cursor = encodeURIComponent(first.pagination.next_cursor!)
    const second = await expectOk(await api.get(`/api/v1/ads?countries=US&limit=4&cursor=${cursor}`), AdList)
    expect(second.data.length).toBe(2)
    await expectProblem(await api.get(`/api/v1/ads?limit=4&cursor=${cursor}`), 400, 'invalid_cursor')
    await expectProblem(
      await api.get(`/api/v1/tiktok/ads?countries=US&cursor=${cursor}`),
      400,
      'invalid_cursor',
    )
    const viaPost = await api.post('/api/v1/ads/query', {
      countries: ['US'],
      cursor: first.pagination.next_cursor,
    })
    await expectProblem(viaPost, 400, 'invalid_cursor')
  })

  it('refuses a cursor of another query or sort, but lets the page size change', async () => {
    const api = await testApi(manyAds(10))
    const cursor = (await page(api, { query: 'shoes', limit: 3 })).pagination.next_cursor
    await expectProblem(await api.post('/api/v1/ads/query', { query: 'even', cursor }), 400, 'invalid_cursor')
    await expectProblem(
      await api.post('/api/v1/ads/query', { query: 'shoes', sort: 'oldest', cursor }),
      400,
      'invalid_cursor',
    )
    await expectProblem(await api.post('/api/v1/ads/query', { cursor }), 400, 'invalid_cursor')
    // The effective sort is what counts: most_relevant named or implied is the same traversal.
    await page(api, { query: 'shoes', sort: 'most_relevant', limit: 5, cursor })
  })

  it('refuses every one-character change to a cursor with 400 invalid_cursor', async () => {
    const api = await testApi(manyAds(10))
    const first = await expectOk(await api.get('/api/v1/ads?limit=2'), AdList)
    const cursor = first.pagination.next_cursor!
    const refused = async (tampered: string) => {
      const response = await api.get(`/api/v1/ads?limit=2&cursor=${encodeURIComponent(tampered)}`)
      return response.status === 400 && Problem.parse(await response.json()).code === 'invalid_cursor'
    }
    expect(await refused(cursor)).toBe(false)
    // Every position against every character a cursor is written in (base64url's unused trailing bits
    // make some of these decode to the same bytes as the original)...
    for (let at = 0; at < cursor.length; at++) {
      for (const char of CURSOR_CHARS) {
        if (char !== cursor[at])
          expect(await refused(cursor.slice(0, at) + char + cursor.slice(at + 1))).toBe(true)
      }
    }
    // ...and against any other character, in the JSON body too.
    const change = fc
      .record({
        at: fc.nat({ max: cursor.length - 1 }),
        char: fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }),
      })
      .filter(({ at, char }) => cursor[at] !== char)
    await fc.assert(
      fc.asyncProperty(change, async ({ at, char }) => {
        const tampered = cursor.slice(0, at) + char + cursor.slice(at + 1)
        // A NUL is refused before the cursor is read, as in every parameter; still a 400 naming it.
        const problem = await expectProblem(
          await api.post('/api/v1/ads/query', { limit: 2, cursor: tampered }),
          400,
          char === '\u0000' ? 'invalid_parameter' : 'invalid_cursor',
        )
        expect(parametersOf(problem)).toEqual(['cursor'])
      }),
    )
  }, 60_000)

  it('refuses garbage of every shape as invalid_cursor, never a 5xx', async () => {
    const api = await testApi(manyAds(3))
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (cursor) => {
        const response = await api.post('/api/v1/ads/query', { cursor })
        if (cursor === '') expect(response.status).toBe(200)
        else expect(Problem.parse(await response.json()).code).toBe('invalid_cursor')
      }),
    )
    await expectProblem(
      await api.post('/api/v1/ads/query', { cursor: 'x'.repeat(3000) }),
      400,
      'invalid_parameter',
    )
  })
})
