import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
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
import { JPEG_HEAD, MP4, PNG, type TestMediaServer, testMediaServer } from '../../testing/test-media-server'
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

describe('saved media', () => {
  const MB = 1024 * 1024
  const servers: TestMediaServer[] = []
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close()
  })
  const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

  /**
   * A test media server, ads whose media it serves (`media` gives each ad's links), and the API
   * keeping media of at most 1 MB, allowed to fetch from the test server's address only.
   */
  async function keeping(ads: (media: TestMediaServer) => Parameters<typeof makeAd>[0][]) {
    const media = await testMediaServer()
    servers.push(media)
    const dir = mkdtempSync(join(tmpdir(), 'ads-saved-media-'))
    const api = await testApi(ads(media).map(makeAd), {
      savedMedia: { dir, maxBytes: MB, allowPrivateAddresses: ['127.0.0.1'] },
    })
    const { ana } = await team(api)
    const board = await makeBoard(api, ana.cookie, 'Kept', 'team')
    const savedAds = async (boardId = board.id) =>
      (
        await expectOk(
          await withSession(api.app, `/api/v1/boards/${boardId}/ads?limit=50`, ana.cookie),
          SavedAdPage,
        )
      ).data
    const savedAd = async (adId: string, boardId = board.id) =>
      (await savedAds(boardId)).find((saved) => saved.ad.id === adId)!
    return { api, media, dir, ana, board, savedAd }
  }
  const links = (media: TestMediaServer, image: string, video: string | null = null) => ({
    image: media.url(image),
    video: video && media.url(video),
    thumbnail: media.url(image),
    video_duration: video ? 15 : 0,
  })

  it('keep an ad’s image and video, point the saved copy at them, and serve them to anyone', async () => {
    const { api, media, dir, ana, board, savedAd } = await keeping((media) => [
      { id: 'meta_1', format: 'video', media: links(media, '/a.png', '/clip.mp4') },
    ])
    media.file('/a.png', 'image/png', PNG).file('/clip.mp4', 'video/mp4', MP4)
    const answer = await expectOk(await save(api, ana.cookie, board.id, 'meta_1'), OneSavedAd)
    expect(answer.data.media.state).not.toBe('failed')
    await api.team.boards.mediaQueue.idle()

    const saved = await savedAd('meta_1')
    expect(saved.media).toEqual({ state: 'kept', problem: null })
    expect(saved.ad.media).toEqual({
      image: `http://localhost/media/saved/${sha256(PNG)}`,
      thumbnail: `http://localhost/media/saved/${sha256(PNG)}`,
      video: `http://localhost/media/saved/${sha256(MP4)}`,
      video_duration: 15,
    })
    // The image and its thumbnail are one link: fetched once.
    expect(media.asked('/a.png')).toBe(1)
    // Anyone reads them, without an account (a shared board's readers have none), as they were.
    for (const [link, bytes, type] of [
      [saved.ad.media.image!, PNG, 'image/png'],
      [saved.ad.media.video!, MP4, 'video/mp4'],
    ] as const) {
      const served = await api.app.request(new URL(link).pathname)
      expect(served.status).toBe(200)
      expect(served.headers.get('Content-Type')).toBe(type)
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
    }
    const listed = await expectOk(await withSession(api.app, '/api/v1/boards', ana.cookie), BoardList)
    expect(listed.data[0]?.cover).toBe(saved.ad.media.thumbnail)
    // A share link's readers get the kept copies too.
    const shared = await expectOk(
      await postJson(api.app, `/api/v1/boards/${board.id}/share`, {}, ana.cookie),
      Board,
    )
    const token = new URL(shared.share_url!).pathname.split('/').pop()!
    const read = await expectOk(await api.app.request(`/api/v1/shared/boards/${token}/ads`), SharedAdPage)
    expect(read.data[0]?.ad.media).toEqual(saved.ad.media)

    // Saved on a second board, the ad shares the kept bytes.
    const other = await makeBoard(api, ana.cookie, 'Again')
    await save(api, ana.cookie, other.id, 'meta_1')
    await api.team.boards.mediaQueue.idle()
    expect((await savedAd('meta_1', other.id)).ad.media).toEqual(saved.ad.media)
    // Files under the data directory with SQLite; PostgreSQL's table, shared by the nodes, instead.
    const files = readdirSync(dir).flatMap((folder) => readdirSync(join(dir, folder)))
    expect(files.sort()).toEqual(process.env.ADS_TEST_STORE ? [] : [sha256(PNG), sha256(MP4)].sort())
  })

  it('answer the save at once, and keep the media after', async () => {
    const { api, media, ana, board, savedAd } = await keeping((media) => [
      { id: 'meta_1', media: links(media, '/slow.png') },
    ])
    const slow = media.held('/slow.png', 'image/png', PNG)
    const answer = await expectOk(await save(api, ana.cookie, board.id, 'meta_1'), OneSavedAd)
    expect(answer.data.media).toEqual({ state: 'pending', problem: null })
    expect(answer.data.ad.media.image).toBe(media.url('/slow.png'))
    slow.release()
    await api.team.boards.mediaQueue.idle()
    expect((await savedAd('meta_1')).media.state).toBe('kept')
  })

  it('keep the ad saved with its own links when its media cannot be kept, and say why', async () => {
    const { api, media, ana, board, savedAd } = await keeping((media) => [
      { id: 'meta_1', media: links(media, '/gone.png') },
      { id: 'meta_2', media: links(media, '/endless.jpg') },
      { id: 'meta_3', media: links(media, '/expired.jpg') },
      { id: 'meta_4', media: links(media, '/to-metadata') },
      { id: 'meta_5', format: 'video', media: links(media, '/a.png', '/gone.mp4') },
    ])
    media.endless('/endless.jpg', 'image/jpeg', JPEG_HEAD)
    media.file('/expired.jpg', 'image/jpeg', Buffer.from('<html><body>This link has expired</body></html>'))
    media.redirect('/to-metadata', 'http://169.254.169.254/latest/meta-data/')
    media.file('/a.png', 'image/png', PNG)
    for (const id of ['meta_1', 'meta_2', 'meta_3', 'meta_4', 'meta_5']) {
      expect((await save(api, ana.cookie, board.id, id)).status).toBe(200)
    }
    await api.team.boards.mediaQueue.idle()
    const problems = {
      meta_1: 'image and thumbnail: answered 404',
      meta_2: 'image and thumbnail: larger than 1 MB',
      meta_3: 'image and thumbnail: not an image or video (text/html, labelled image/jpeg)',
      meta_4: 'image and thumbnail: private address (link-local, cloud metadata)',
      meta_5: 'video: answered 404',
    }
    for (const [id, problem] of Object.entries(problems)) {
      const saved = await savedAd(id)
      expect(saved.media, id).toEqual({ state: 'failed', problem })
      // What could not be kept still links to its source; what could, to this server.
      expect(saved.ad.media.video).toBe(id === 'meta_5' ? media.url('/gone.mp4') : null)
      expect(saved.ad.media.image).toMatch(id === 'meta_5' ? /\/media\/saved\// : /^http:\/\/127\.0\.0\.1:/)
    }
    // The endless answer was cut off near the limit: the server could send little more.
    expect(media.sent('/endless.jpg')).toBeLessThan(16 * MB)
  })

  it('fetch nothing for media this server makes, nor from private addresses in a deployment', async () => {
    const own = {
      image: '/media/images/7.svg',
      video: null,
      thumbnail: '/media/images/7.svg',
      video_duration: 0,
    }
    const api = await testApi([makeAd({ id: 'meta_1', media: own }), makeAd({ id: 'meta_2' })])
    const { ana } = await team(api)
    const board = await makeBoard(api, ana.cookie, 'Own')
    const mine = await expectOk(await save(api, ana.cookie, board.id, 'meta_1'), OneSavedAd)
    expect(mine.data.media).toEqual({ state: 'kept', problem: null })
    expect(mine.data.ad.media.image).toBe('http://localhost/media/images/7.svg')
    // A server that keeps no media (ADS_MEDIA_MAX_MB=0) says so.
    const remote = await expectOk(await save(api, ana.cookie, board.id, 'meta_2'), OneSavedAd)
    expect(remote.data.media).toEqual({ state: 'failed', problem: 'this server does not keep media' })

    const media = await testMediaServer()
    servers.push(media)
    media.file('/a.png', 'image/png', PNG)
    const deployed = await testApi([makeAd({ id: 'meta_1', media: links(media, '/a.png') })], {
      savedMedia: { dir: mkdtempSync(join(tmpdir(), 'ads-saved-media-')), maxBytes: MB },
    })
    const bo = await signedIn(deployed.app, deployed.team, 'member')
    const hers = await makeBoard(deployed, bo.cookie, 'Hers')
    await save(deployed, bo.cookie, hers.id, 'meta_1')
    await deployed.team.boards.mediaQueue.idle()
    const page = await expectOk(
      await withSession(deployed.app, `/api/v1/boards/${hers.id}/ads`, bo.cookie),
      SavedAdPage,
    )
    expect(page.data[0]?.media).toEqual({
      state: 'failed',
      problem: 'image and thumbnail: private address (loopback)',
    })
    expect(media.asked('/a.png')).toBe(0)
  })
})

describe('a board of 10,000 saved ads', () => {
  it('counts them, pages through each exactly once, and still takes one more', {
    timeout: 120_000,
  }, async () => {
    const api = await testApi(ADS)
    const { ana } = await team(api)
    const board = await makeBoard(api, ana.cookie, 'Everything')
    // Saved in the store (as 10,000 clicks over weeks would have), a hundred at a time.
    for (let from = 0; from < 10_000; from += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, i) => {
          const adId = `meta_kept_${from + i}`
          const adJson = JSON.stringify({ ...ADS[0], id: adId })
          return api.team.boards.save({ boardId: board.id, adId, adJson, savedBy: ana.person.id })
        }),
      )
      api.advance(1)
    }
    expect((await save(api, ana.cookie, board.id, 'meta_5')).status).toBe(200)
    const seen = new Set<string>()
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = cursor ? `?limit=50&cursor=${cursor}` : '?limit=50'
      const page = await expectOk(
        await withSession(api.app, `/api/v1/boards/${board.id}/ads${query}`, ana.cookie),
        SavedAdPage,
      )
      expect(page.pagination.total).toBe(10_001)
      for (const saved of page.data) seen.add(saved.ad.id)
      cursor = page.pagination.next_cursor
      pages++
    } while (cursor)
    expect(pages).toBe(201)
    expect(seen.size).toBe(10_001)
    const [listed] = (await expectOk(await withSession(api.app, '/api/v1/boards', ana.cookie), BoardList))
      .data
    expect(listed?.count).toBe(10_001)
  })
})
