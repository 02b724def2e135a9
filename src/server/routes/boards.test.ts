import { describe, expect, it } from 'vitest'
import { OneAd } from '../../contract/ad'
import {
  Board,
  BoardList,
  OneSavedAd,
  SavedAdPage,
  SavedWhere,
  SharedAdPage,
  SharedBoard,
} from '../../contract/boards'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, expectProblem, testApi } from '../../testing/test-api'
import { postJson, signedIn, withSession } from '../../testing/test-team'

const ADS = ['meta_1', 'meta_2', 'meta_3', 'meta_4', 'meta_5'].map((id, i) =>
  makeAd({ id, headline: `Headline ${i + 1}`, started_at: `2025-05-0${i + 1}T00:00:00.000Z` }),
)
type Api = Awaited<ReturnType<typeof testApi>>

async function team(api: Api) {
  return {
    admin: await signedIn(api.app, api.team, 'admin'),
    ana: await signedIn(api.app, api.team, 'member'),
    bo: await signedIn(api.app, api.team, 'member'),
    vic: await signedIn(api.app, api.team, 'viewer'),
  }
}

async function makeBoard(api: Api, cookie: string, name: string, visibility = 'private') {
  const response = await postJson(api.app, '/api/v1/boards', { name, visibility }, cookie)
  expect(response.status, await response.clone().text()).toBe(201)
  return Board.parse(await response.json())
}

const save = (api: Api, cookie: string, boardId: string, adId: string) =>
  withSession(api.app, `/api/v1/boards/${boardId}/ads/${adId}`, cookie, { method: 'PUT' })

describe('boards', () => {
  it('a member makes a board, saves ads on it once each, and the board lists them newest first', async () => {
    const api = await testApi(ADS)
    const { ana } = await team(api)
    const board = await makeBoard(api, ana.cookie, '  Summer hooks  ')
    expect(board).toMatchObject({
      name: 'Summer hooks',
      visibility: 'private',
      count: 0,
      cover: null,
      manageable: true,
    })
    expect((await save(api, ana.cookie, board.id, 'meta_2')).status).toBe(200)
    api.advance(1000)
    const first = await expectOk(await save(api, ana.cookie, board.id, 'meta_4'), OneSavedAd)
    expect(first.data.ad.id).toBe('meta_4')
    // Saving again changes nothing: the same saved ad, saved at the same time.
    api.advance(1000)
    const again = await expectOk(await save(api, ana.cookie, board.id, 'meta_4'), OneSavedAd)
    expect(again.data.saved_at).toBe(first.data.saved_at)
    const page = await expectOk(
      await withSession(api.app, `/api/v1/boards/${board.id}/ads`, ana.cookie),
      SavedAdPage,
    )
    expect(page.data.map((saved) => saved.ad.id)).toEqual(['meta_4', 'meta_2'])
    expect(page.pagination).toEqual({ total: 2, next_cursor: null })
    expect(page.data[0]?.saved_by?.id).toBe(ana.person.id)
    const listed = await expectOk(await withSession(api.app, '/api/v1/boards', ana.cookie), BoardList)
    expect(listed.data.map((b) => [b.name, b.count])).toEqual([['Summer hooks', 2]])
    // The cover is the picture of the ad saved last.
    expect(listed.data[0]?.cover).toBe(ADS[3]!.media.thumbnail || ADS[3]!.media.image)
  })

  it('keep the ad as it was when saved, after the index changes it', async () => {
    const api = await testApi(ADS)
    const { ana } = await team(api)
    const board = await makeBoard(api, ana.cookie, 'Kept')
    await save(api, ana.cookie, board.id, 'meta_1')
    await api.records.write([{ ...ADS[0]!, headline: 'Changed since' }])
    await api.store.catchUp()
    const now = await expectOk(await api.get('/api/v1/ads/meta_1'), OneAd)
    expect(now.data.headline).toBe('Changed since')
    const page = await expectOk(
      await withSession(api.app, `/api/v1/boards/${board.id}/ads`, ana.cookie),
      SavedAdPage,
    )
    expect(page.data[0]?.ad.headline).toBe('Headline 1')
  })

  it('refuses what cannot be saved: an ad that does not exist, a name of 10 KB, a viewer, a read key, anyone not signed in', async () => {
    const api = await testApi(ADS)
    const { ana, vic } = await team(api)
    const board = await makeBoard(api, ana.cookie, 'Ideas', 'team')
    await expectProblem(await save(api, ana.cookie, board.id, 'meta_nope'), 404, 'not_found')
    const long = await postJson(api.app, '/api/v1/boards', { name: 'x'.repeat(10_240) }, ana.cookie)
    expect((await expectProblem(long, 400, 'invalid_parameter')).errors[0]?.parameter).toBe('name')
    await expectProblem(
      await postJson(api.app, '/api/v1/boards', { name: '   ' }, ana.cookie),
      400,
      'invalid_parameter',
    )
    await expectProblem(await save(api, vic.cookie, board.id, 'meta_1'), 403, 'forbidden')
    await expectProblem(
      await postJson(api.app, '/api/v1/boards', { name: 'Mine' }, vic.cookie),
      403,
      'forbidden',
    )
    const { key } = await api.team.keys.create({ label: 'r', scope: 'read', owner: ana.person.id })
    const withKey = await api.app.request(`/api/v1/boards/${board.id}/ads/meta_1`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${key}` },
    })
    await expectProblem(withKey, 403, 'forbidden')
    await expectProblem(await api.app.request('/api/v1/boards'), 401, 'unauthorized')
    // A key of no one (ADS_API_KEYS) reads no one's boards.
    await expectProblem(await api.get('/api/v1/boards'), 403, 'forbidden')
    await expectProblem(await api.get(`/api/v1/boards/${board.id}/ads`), 403, 'forbidden')
  })

  it('hide a private board from everyone but its owner, and let the team read and add to a shared one', async () => {
    const api = await testApi(ADS)
    const { admin, ana, bo, vic } = await team(api)
    const mine = await makeBoard(api, ana.cookie, 'Private notes')
    const ours = await makeBoard(api, ana.cookie, 'Team picks', 'team')
    for (const other of [bo, vic, admin]) {
      await expectProblem(
        await withSession(api.app, `/api/v1/boards/${mine.id}`, other.cookie),
        404,
        'not_found',
      )
      // A viewer saves nowhere; the others do not learn that the board exists.
      const refused = await save(api, other.cookie, mine.id, 'meta_1')
      if (other === vic) await expectProblem(refused, 403, 'forbidden')
      else await expectProblem(refused, 404, 'not_found')
      const seen = await expectOk(await withSession(api.app, '/api/v1/boards', other.cookie), BoardList)
      expect(seen.data.map((b) => b.id)).toEqual([ours.id])
    }
    expect((await save(api, bo.cookie, ours.id, 'meta_3')).status).toBe(200)
    const read = await expectOk(
      await withSession(api.app, `/api/v1/boards/${ours.id}/ads`, vic.cookie),
      SavedAdPage,
    )
    expect(read.data.map((saved) => saved.ad.id)).toEqual(['meta_3'])
    // Only its owner or an admin renames, shares or deletes it.
    const rename = (cookie: string) =>
      postJson(api.app, `/api/v1/boards/${ours.id}`, { name: 'Renamed' }, cookie, 'PATCH')
    await expectProblem(await rename(bo.cookie), 403, 'forbidden')
    expect((await expectOk(await rename(admin.cookie), Board)).name).toBe('Renamed')
    const unshare = await postJson(
      api.app,
      `/api/v1/boards/${ours.id}`,
      { visibility: 'private' },
      ana.cookie,
      'PATCH',
    )
    expect((await expectOk(unshare, Board)).visibility).toBe('private')
    await expectProblem(await withSession(api.app, `/api/v1/boards/${ours.id}`, bo.cookie), 404, 'not_found')
    expect(
      (await withSession(api.app, `/api/v1/boards/${ours.id}`, ana.cookie, { method: 'DELETE' })).status,
    ).toBe(204)
    await expectProblem(await withSession(api.app, `/api/v1/boards/${ours.id}`, ana.cookie), 404, 'not_found')
  })

  it('carry a note and tags on each saved ad, and forget an ad taken off', async () => {
    const api = await testApi(ADS)
    const { ana } = await team(api)
    const board = await makeBoard(api, ana.cookie, 'Notes')
    await save(api, ana.cookie, board.id, 'meta_5')
    const path = `/api/v1/boards/${board.id}/ads/meta_5`
    const noted = await postJson(
      api.app,
      path,
      { note: 'Strong hook =SUM(A1)', tags: [' ugc ', 'hook'] },
      ana.cookie,
      'PATCH',
    )
    expect((await expectOk(noted, OneSavedAd)).data).toMatchObject({
      note: 'Strong hook =SUM(A1)',
      tags: ['ugc', 'hook'],
    })
    const tooMany = await postJson(
      api.app,
      path,
      { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      ana.cookie,
      'PATCH',
    )
    await expectProblem(tooMany, 400, 'invalid_parameter')
    expect((await withSession(api.app, path, ana.cookie, { method: 'DELETE' })).status).toBe(204)
    await expectProblem(await withSession(api.app, path, ana.cookie, { method: 'DELETE' }), 404, 'not_found')
    await expectProblem(await postJson(api.app, path, { note: 'x' }, ana.cookie, 'PATCH'), 404, 'not_found')
  })

  it('page through a board with a cursor, every ad exactly once, and refuse a made-up cursor', async () => {
    const api = await testApi(ADS)
    const { ana } = await team(api)
    const board = await makeBoard(api, ana.cookie, 'Many')
    for (const ad of ADS) await save(api, ana.cookie, board.id, ad.id)
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const path: string = `/api/v1/boards/${board.id}/ads?limit=2${cursor ? `&cursor=${cursor}` : ''}`
      const page = await expectOk(await withSession(api.app, path, ana.cookie), SavedAdPage)
      seen.push(...page.data.map((saved) => saved.ad.id))
      cursor = page.pagination.next_cursor
    } while (cursor)
    expect(seen.sort()).toEqual(ADS.map((ad) => ad.id))
    const bad = await withSession(api.app, `/api/v1/boards/${board.id}/ads?cursor=nonsense`, ana.cookie)
    await expectProblem(bad, 400, 'invalid_cursor')
    await expectProblem(
      await withSession(api.app, `/api/v1/boards/${board.id}/ads?limit=0`, ana.cookie),
      400,
      'invalid_parameter',
    )
  })

  it('say where ads are saved, among the boards the caller sees', async () => {
    const api = await testApi(ADS)
    const { ana, bo } = await team(api)
    const mine = await makeBoard(api, ana.cookie, 'Mine')
    const ours = await makeBoard(api, ana.cookie, 'Ours', 'team')
    await save(api, ana.cookie, mine.id, 'meta_1')
    await save(api, ana.cookie, ours.id, 'meta_1')
    await save(api, ana.cookie, ours.id, 'meta_2')
    const ask = (cookie: string) =>
      postJson(api.app, '/api/v1/saved-ads/lookup', { ad_ids: ['meta_1', 'meta_2', 'meta_3'] }, cookie)
    const forAna = await expectOk(await ask(ana.cookie), SavedWhere)
    expect(forAna.data).toEqual([
      { ad_id: 'meta_1', board_ids: [mine.id, ours.id].sort() },
      { ad_id: 'meta_2', board_ids: [ours.id] },
    ])
    const forBo = await expectOk(await ask(bo.cookie), SavedWhere)
    expect(forBo.data).toEqual([
      { ad_id: 'meta_1', board_ids: [ours.id] },
      { ad_id: 'meta_2', board_ids: [ours.id] },
    ])
  })

  it("go with a person who leaves when private, and stay the team's when shared", async () => {
    const api = await testApi(ADS)
    const { admin, ana } = await team(api)
    const mine = await makeBoard(api, ana.cookie, 'Mine')
    const ours = await makeBoard(api, ana.cookie, 'Ours', 'team')
    await save(api, ana.cookie, mine.id, 'meta_1')
    await api.team.remove(ana.person.id)
    const seen = await expectOk(await withSession(api.app, '/api/v1/boards', admin.cookie), BoardList)
    expect(seen.data.map((b) => [b.id, b.owner.name])).toEqual([[ours.id, 'someone who left']])
    expect(await api.team.boards.find(mine.id)).toBeUndefined()
  })
})

describe('share links', () => {
  it('open a board read-only to anyone with the link, without notes or names, until turned off', async () => {
    const api = await testApi(ADS)
    const { ana, bo } = await team(api)
    const board = await makeBoard(api, ana.cookie, 'For the client')
    await save(api, ana.cookie, board.id, 'meta_2')
    await postJson(
      api.app,
      `/api/v1/boards/${board.id}/ads/meta_2`,
      { note: 'internal: too pricey' },
      ana.cookie,
      'PATCH',
    )
    // Only its owner (or an admin) turns the link on.
    await expectProblem(
      await postJson(api.app, `/api/v1/boards/${board.id}/share`, {}, bo.cookie),
      404,
      'not_found',
    )
    const shared = await expectOk(
      await postJson(api.app, `/api/v1/boards/${board.id}/share`, {}, ana.cookie),
      Board,
    )
    const link = new URL(shared.share_url!)
    expect(link.pathname).toMatch(/^\/shared\/boards\/[\w-]{32}$/)
    const token = link.pathname.split('/').pop()!

    const anyone = (path: string) => api.app.request(`/api/v1/shared/boards/${token}${path}`)
    const opened = await anyone('')
    expect(opened.headers.get('X-Robots-Tag')).toBe('noindex, nofollow')
    expect(await expectOk(opened, SharedBoard)).toMatchObject({ name: 'For the client', count: 1 })
    const ads = await expectOk(await anyone('/ads'), SharedAdPage)
    expect(ads.data.map((saved) => saved.ad.id)).toEqual(['meta_2'])
    expect(JSON.stringify(ads)).not.toContain('too pricey')
    expect(JSON.stringify(ads)).not.toContain(ana.email)
    // The page itself is not for search engines either.
    expect((await api.app.request(link.pathname)).headers.get('X-Robots-Tag')).toBe('noindex, nofollow')

    // A new link replaces the old one; turning it off ends it.
    const again = await expectOk(
      await postJson(api.app, `/api/v1/boards/${board.id}/share`, {}, ana.cookie),
      Board,
    )
    await expectProblem(await anyone(''), 404, 'not_found')
    const newToken = new URL(again.share_url!).pathname.split('/').pop()!
    expect((await api.app.request(`/api/v1/shared/boards/${newToken}`)).status).toBe(200)
    const off = await withSession(api.app, `/api/v1/boards/${board.id}/share`, ana.cookie, {
      method: 'DELETE',
    })
    expect((await expectOk(off, Board)).share_url).toBeNull()
    await expectProblem(await api.app.request(`/api/v1/shared/boards/${newToken}/ads`), 404, 'not_found')
    await expectProblem(await api.app.request('/api/v1/shared/boards/made-up'), 404, 'not_found')
  })
})
