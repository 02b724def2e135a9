import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { FollowList, LookedFollow, LookedSearch, SavedSearch, SavedSearchList } from '../../contract/watching'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, expectProblem, parametersOf, testApi } from '../../testing/test-api'
import { postJson, signedIn, withSession } from '../../testing/test-team'
import type { StoredAd } from '../records/ad-records'

const DAY = 86_400_000
type Api = Awaited<ReturnType<typeof testApi>>

/** Ads of two advertisers, found by the index some days ago. */
function adsFoundDaysAgo(): StoredAd[] {
  const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()
  return [
    makeAd({ id: 'meta_a1', headline: 'Red running shoes', first_seen_at: ago(40) }),
    makeAd({ id: 'meta_a2', headline: 'Blue running shoes', first_seen_at: ago(20) }),
    makeAd({ id: 'meta_a3', headline: 'Green socks', first_seen_at: ago(3) }),
    makeAd({
      id: 'meta_b1',
      headline: 'Running shoes sale',
      advertiser: { id: 'adv_b', name: 'Bee Shoes' },
      first_seen_at: ago(0.5),
    }),
  ]
}

/** Writes ads into the index as an import would, and waits until searches see them. */
async function arrive(api: Api, ads: StoredAd[]) {
  await api.records.write(ads)
  await api.store.catchUp()
}

const saveSearch = async (api: Api, cookie: string, name: string, search: object) => {
  const response = await postJson(api.app, '/api/v1/saved-searches', { name, search }, cookie)
  expect(response.status, await response.clone().text()).toBe(201)
  return SavedSearch.parse(((await response.json()) as { data: unknown }).data)
}

describe('first seen', () => {
  it('each ad says when this index first saw it, and a new version keeps that time', async () => {
    const api = await testApi()
    const before = Date.now()
    await arrive(api, [makeAd({ id: 'meta_new', headline: 'First version' })])
    const first = await expectOk(await api.get('/api/v1/ads?query=version'), AdList)
    const seen = Date.parse(first.data[0]!.first_seen_at!)
    expect(seen).toBeGreaterThanOrEqual(before)
    expect(seen).toBeLessThanOrEqual(Date.now())
    await arrive(api, [makeAd({ id: 'meta_new', headline: 'Second version' })])
    const second = await expectOk(await api.get('/api/v1/ads?query=version'), AdList)
    expect(second.data[0]).toMatchObject({
      headline: 'Second version',
      first_seen_at: first.data[0]!.first_seen_at,
    })
  })

  it('first_seen_after finds the ads found since an instant, whenever they started', async () => {
    const api = await testApi(adsFoundDaysAgo())
    const since = new Date(Date.now() - 7 * DAY).toISOString()
    const found = await expectOk(await api.get(`/api/v1/ads?first_seen_after=${since}`), AdList)
    expect(found.data.map((ad) => ad.id).sort()).toEqual(['meta_a3', 'meta_b1'])
    const body = await expectOk(
      await api.post('/api/v1/ads/query', { first_seen_after: since, query: 'shoes' }),
      AdList,
    )
    expect(body.data.map((ad) => ad.id)).toEqual(['meta_b1'])
  })

  it('a first_seen_after that is no instant is a 400 naming it', async () => {
    const api = await testApi(adsFoundDaysAgo())
    for (const bad of ['yesterday', '2026-02-31T00:00:00Z', '2026-11-23', '2026-11-23T10:00']) {
      const problem = await expectProblem(
        await api.get(`/api/v1/ads?first_seen_after=${encodeURIComponent(bad)}`),
        400,
        'invalid_parameter',
      )
      expect(parametersOf(problem)).toEqual(['first_seen_after'])
    }
  })
})

describe('saved searches', () => {
  it('count the ads first seen since their owner last looked, and looking resets the count', async () => {
    const api = await testApi(adsFoundDaysAgo())
    const ana = await signedIn(api.app, api.team, 'member')
    const saved = await saveSearch(api, ana.cookie, '  Running shoes ', {
      query: 'running shoes',
      formats: 'image,video',
      limit: 5,
    })
    // Kept in its normal form, without the page size; nothing is new yet.
    expect(saved).toMatchObject({
      name: 'Running shoes',
      search: { query: 'running shoes', formats: ['image', 'video'] },
      total: 3,
      new_count: 0,
    })
    await arrive(api, [
      makeAd({ id: 'meta_c1', headline: 'Running shoes for kids', started_at: '2024-01-01T00:00:00.000Z' }),
      makeAd({ id: 'meta_c2', headline: 'Wool socks' }),
    ])
    const listed = await expectOk(
      await withSession(api.app, '/api/v1/saved-searches', ana.cookie),
      SavedSearchList,
    )
    // An ad that started long ago is new all the same: the index found it since.
    expect(listed.data).toMatchObject([{ id: saved.id, total: 4, new_count: 1 }])

    api.advance(1000)
    const looked = await expectOk(
      await withSession(api.app, `/api/v1/saved-searches/${saved.id}/look`, ana.cookie, { method: 'POST' }),
      LookedSearch,
    )
    expect(looked.previous_looked_at).toBe(saved.looked_at)
    expect(looked.data).toMatchObject({ total: 4, new_count: 0 })
    // What was new since the previous look is what the app marks.
    const marked = await expectOk(
      await api.get(`/api/v1/ads?query=running%20shoes&first_seen_after=${looked.previous_looked_at}`),
      AdList,
    )
    expect(marked.data.map((ad) => ad.id)).toEqual(['meta_c1'])
  })

  it('are their owner’s alone; renamed, changed and removed by them', async () => {
    const api = await testApi(adsFoundDaysAgo())
    const ana = await signedIn(api.app, api.team, 'member')
    const bo = await signedIn(api.app, api.team, 'admin')
    const saved = await saveSearch(api, ana.cookie, 'Socks', { query: 'socks' })
    expect(
      (await expectOk(await withSession(api.app, '/api/v1/saved-searches', bo.cookie), SavedSearchList)).data,
    ).toEqual([])
    await expectProblem(
      await withSession(api.app, `/api/v1/saved-searches/${saved.id}`, bo.cookie),
      404,
      'not_found',
    )
    for (const method of ['PATCH', 'DELETE']) {
      const response = await postJson(
        api.app,
        `/api/v1/saved-searches/${saved.id}`,
        { name: 'x' },
        bo.cookie,
        method,
      )
      await expectProblem(response, 404, 'not_found')
    }
    const renamed = await postJson(
      api.app,
      `/api/v1/saved-searches/${saved.id}`,
      { name: 'Shoes', search: { query: 'shoes', active: true } },
      ana.cookie,
      'PATCH',
    )
    expect(((await renamed.json()) as { data: unknown }).data).toMatchObject({
      name: 'Shoes',
      search: { query: 'shoes', active: true },
      total: 3,
    })
    const removed = await withSession(api.app, `/api/v1/saved-searches/${saved.id}`, ana.cookie, {
      method: 'DELETE',
    })
    expect(removed.status).toBe(204)
    expect(
      (await expectOk(await withSession(api.app, '/api/v1/saved-searches', ana.cookie), SavedSearchList))
        .data,
    ).toEqual([])
  })

  it('refuse a bad search naming the parameter, a long name, and a read key; viewers keep their own', async () => {
    const api = await testApi(adsFoundDaysAgo())
    const vic = await signedIn(api.app, api.team, 'viewer')
    const bad = await postJson(
      api.app,
      '/api/v1/saved-searches',
      { name: 'x', search: { formats: 'hologram', colour: 'red' } },
      vic.cookie,
    )
    const problem = await expectProblem(bad, 400, 'invalid_parameter')
    expect(parametersOf(problem).sort()).toEqual(['search.colour', 'search.formats'])
    const long = await postJson(
      api.app,
      '/api/v1/saved-searches',
      { name: 'n'.repeat(10_000), search: {} },
      vic.cookie,
    )
    expect(parametersOf(await expectProblem(long, 400, 'invalid_parameter'))).toEqual(['name'])
    // A viewer watches too: the saved search is theirs, not the team's.
    expect((await saveSearch(api, vic.cookie, 'Everything', {})).total).toBe(4)
    const { key } = await api.team.keys.create({ label: 'r', scope: 'read', owner: vic.person.id })
    const withKey = await api.app.request('/api/v1/saved-searches', {
      method: 'POST',
      body: JSON.stringify({ name: 'y', search: {} }),
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    })
    await expectProblem(withKey, 403, 'forbidden')
    // The operator's key belongs to no one, and keeps nothing.
    await expectProblem(await api.get('/api/v1/saved-searches'), 403, 'forbidden')
  })
})

describe('follows', () => {
  it('list active ads and the new ones of the last 1, 7 and 30 days and since the last look', async () => {
    const api = await testApi(adsFoundDaysAgo())
    const ana = await signedIn(api.app, api.team, 'member')
    const advertiser = makeAd({ id: 'x' }).advertiser
    const follow = (id: string) =>
      withSession(api.app, `/api/v1/follows/${id}`, ana.cookie, { method: 'PUT' })
    expect((await follow(advertiser.id)).status).toBe(200)
    expect((await follow('adv_b')).status).toBe(200)
    // Following again changes nothing.
    expect((await follow('adv_b')).status).toBe(200)
    const listed = await expectOk(await withSession(api.app, '/api/v1/follows', ana.cookie), FollowList)
    expect(listed.data).toMatchObject([
      {
        advertiser,
        active_ads: 3,
        new_ads: { last_day: 0, last_7_days: 1, last_30_days: 2, since_last_look: 0 },
      },
      {
        advertiser: { id: 'adv_b', name: 'Bee Shoes' },
        new_ads: { last_day: 1, last_7_days: 1, last_30_days: 1, since_last_look: 0 },
      },
    ])
    await arrive(api, [makeAd({ id: 'meta_a9', headline: 'Found just now' })])
    const after = await expectOk(await withSession(api.app, '/api/v1/follows', ana.cookie), FollowList)
    expect(after.data[0]?.new_ads).toEqual({
      last_day: 1,
      last_7_days: 2,
      last_30_days: 3,
      since_last_look: 1,
    })
    const looked = await expectOk(
      await withSession(api.app, `/api/v1/follows/${advertiser.id}/look`, ana.cookie, { method: 'POST' }),
      LookedFollow,
    )
    expect(looked.data.new_ads?.since_last_look).toBe(0)

    const unfollowed = await withSession(api.app, '/api/v1/follows/adv_b', ana.cookie, { method: 'DELETE' })
    expect(unfollowed.status).toBe(204)
    await expectProblem(await withSession(api.app, '/api/v1/follows/adv_b', ana.cookie), 404, 'not_found')
    const left = await expectOk(await withSession(api.app, '/api/v1/follows', ana.cookie), FollowList)
    expect(left.data.map((f) => f.advertiser.id)).toEqual([advertiser.id])
  })

  it('refuse an advertiser with no ads, and are each person’s own', async () => {
    const api = await testApi(adsFoundDaysAgo())
    const ana = await signedIn(api.app, api.team, 'member')
    const bo = await signedIn(api.app, api.team, 'member')
    await expectProblem(
      await withSession(api.app, '/api/v1/follows/adv_nobody', ana.cookie, { method: 'PUT' }),
      404,
      'not_found',
    )
    await withSession(api.app, '/api/v1/follows/adv_b', ana.cookie, { method: 'PUT' })
    expect(
      (await expectOk(await withSession(api.app, '/api/v1/follows', bo.cookie), FollowList)).data,
    ).toEqual([])
    await expectProblem(
      await withSession(api.app, '/api/v1/follows/adv_b', bo.cookie, { method: 'DELETE' }),
      404,
      'not_found',
    )
  })

  it('go when their person leaves the team', async () => {
    const api = await testApi(adsFoundDaysAgo())
    const ana = await signedIn(api.app, api.team, 'member')
    await withSession(api.app, '/api/v1/follows/adv_b', ana.cookie, { method: 'PUT' })
    await saveSearch(api, ana.cookie, 'Shoes', { query: 'shoes' })
    await api.team.remove(ana.person.id)
    expect(await api.team.watching.follows.of(ana.person.id)).toEqual([])
    expect(await api.team.watching.savedSearches.of(ana.person.id)).toEqual([])
  })
})
