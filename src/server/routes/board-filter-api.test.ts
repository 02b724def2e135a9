import { describe, expect, it } from 'vitest'
import { Board, SavedAdPage } from '../../contract/boards'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, expectProblem, testApi } from '../../testing/test-api'
import { postJson, signedIn, withSession } from '../../testing/test-team'

const ADS = [1, 2, 3, 4].map((i) =>
  makeAd({
    id: `meta_${i}`,
    headline: i === 2 ? 'Zebra hook' : `Headline ${i}`,
    started_at: `2025-05-0${5 - i}T00:00:00.000Z`,
  }),
)

describe('a board page found, filtered and sorted (wired)', () => {
  it('takes q, tag and sort on the team page, not on the shared link', async () => {
    const api = await testApi(ADS)
    const ana = await signedIn(api.app, api.team, 'member')
    const made = await postJson(api.app, '/api/v1/boards', { name: 'B' }, ana.cookie)
    const board = Board.parse(await made.json())
    for (const ad of ADS) {
      api.advance(1000)
      await withSession(api.app, `/api/v1/boards/${board.id}/ads/${ad.id}`, ana.cookie, { method: 'PUT' })
    }
    await withSession(api.app, `/api/v1/boards/${board.id}/ads/meta_3`, ana.cookie, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'a zebra too', tags: ['ugc'] }),
    })
    const get = (query: string) => withSession(api.app, `/api/v1/boards/${board.id}/ads?${query}`, ana.cookie)
    const found = await expectOk(await get('q=ZEBRA'), SavedAdPage)
    expect(found.data.map((s) => s.ad.id)).toEqual(['meta_3', 'meta_2'])
    expect(found.pagination.total).toBe(2)
    expect((await expectOk(await get('tag=ugc'), SavedAdPage)).data.map((s) => s.ad.id)).toEqual(['meta_3'])
    const first = await expectOk(await get('sort=started_asc&limit=2'), SavedAdPage)
    expect(first.data.map((s) => s.ad.id)).toEqual(['meta_4', 'meta_3'])
    expect(first.pagination.total).toBe(4)
    const second = await expectOk(
      await get(`sort=started_asc&limit=2&cursor=${first.pagination.next_cursor}`),
      SavedAdPage,
    )
    expect(second.data.map((s) => s.ad.id)).toEqual(['meta_2', 'meta_1'])
    await expectProblem(await get(`sort=saved&cursor=${first.pagination.next_cursor}`), 400, 'invalid_cursor')
    await expectProblem(await get('sort=newest'), 400, 'invalid_parameter')
    await expectProblem(await get('colour=red'), 400, 'parameter_unknown')
    // Unchanged without them: cursors of before still page newest saved first.
    const plain = await expectOk(await get('limit=2'), SavedAdPage)
    expect(plain.data.map((s) => s.ad.id)).toEqual(['meta_4', 'meta_3'])
    const shared = Board.parse(
      await (
        await withSession(api.app, `/api/v1/boards/${board.id}/share`, ana.cookie, { method: 'POST' })
      ).json(),
    )
    const token = shared.share_url!.split('/').at(-1)
    await expectProblem(
      await api.app.request(`/api/v1/shared/boards/${token}/ads?q=zebra`),
      400,
      'parameter_unknown',
    )
  })

  it('narrows a board by the creative breakdown: hooks, offers, calls to action', async () => {
    // The store tags what it writes, and a saved copy keeps the ad's tags.
    const tagged = [
      makeAd({ id: 'meta_q', headline: 'Tired of blisters?', body: 'Free shipping on every order.' }),
      makeAd({ id: 'meta_p', headline: 'Summer sale', body: 'Take 30% off all running shoes.' }),
      makeAd({ id: 'meta_n', headline: 'Plain headline', body: 'Plain body', cta: 'Learn more' }),
    ]
    const api = await testApi(tagged)
    const ana = await signedIn(api.app, api.team, 'member')
    const board = Board.parse(
      await (await postJson(api.app, '/api/v1/boards', { name: 'B' }, ana.cookie)).json(),
    )
    for (const ad of tagged) {
      api.advance(1000)
      await withSession(api.app, `/api/v1/boards/${board.id}/ads/${ad.id}`, ana.cookie, { method: 'PUT' })
    }
    const ids = async (query: string) => {
      const page = await expectOk(
        await withSession(api.app, `/api/v1/boards/${board.id}/ads?${query}`, ana.cookie),
        SavedAdPage,
      )
      return { ids: page.data.map((s) => s.ad.id), total: page.pagination.total }
    }
    expect(await ids('hooks=question')).toEqual({ ids: ['meta_q'], total: 1 })
    // OR within a family, AND across them.
    expect((await ids('offers=percent-off,free-shipping')).ids).toEqual(['meta_p', 'meta_q'])
    expect((await ids('offers=percent-off,free-shipping&hooks=question')).ids).toEqual(['meta_q'])
    expect((await ids('cta_types=learn')).ids).toEqual(['meta_n'])
    expect((await ids('hooks=urgency')).total).toBe(0)
    const bad = await withSession(api.app, `/api/v1/boards/${board.id}/ads?hooks=shouting`, ana.cookie)
    await expectProblem(bad, 400, 'invalid_parameter')
  })
})
