import { describe, expect, it } from 'vitest'
import { Board, BoardList, SharedAdPage } from '../../contract/boards'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, testApi } from '../../testing/test-api'
import { postJson, signedIn, withSession } from '../../testing/test-team'

const GENERATED = makeAd({
  id: 'meta_generated',
  media: { image: '/media/images/7.svg', video: null, thumbnail: '/media/images/7.svg', video_duration: 0 },
})

const OTHER = makeAd({
  id: 'meta_other',
  media: { image: '/media/images/8.svg', video: null, thumbnail: '/media/images/8.svg', video_duration: 0 },
})

/** A board of Ana's holding these ads, shared: its share token. */
async function sharedBoard(api: Awaited<ReturnType<typeof testApi>>, cookie: string, adIds: string[]) {
  const board = Board.parse(
    await (await postJson(api.app, '/api/v1/boards', { name: 'Client' }, cookie)).json(),
  )
  for (const id of adIds)
    await withSession(api.app, `/api/v1/boards/${board.id}/ads/${id}`, cookie, { method: 'PUT' })
  const shared = Board.parse(
    await (await postJson(api.app, `/api/v1/boards/${board.id}/share`, {}, cookie)).json(),
  )
  return new URL(shared.share_url!).pathname.split('/').at(-1)!
}

describe('a shared board’s generated media', () => {
  it('opens only the media of that board’s ads: another ad’s media still need an account', async () => {
    const api = await testApi([GENERATED, OTHER])
    const ana = await signedIn(api.app, api.team, 'member')
    const first = await sharedBoard(api, ana.cookie, ['meta_generated'])
    const second = await sharedBoard(api, ana.cookie, ['meta_other'])
    const open = async (path: string, token: string) =>
      (await api.app.request(`${path}?share=${encodeURIComponent(token)}`)).status
    expect(await open('/media/images/7.svg', first)).toBe(200)
    expect(await open('/media/images/8.svg', second)).toBe(200)
    // Each token opens its own board's media only, not every generated image nor the clips.
    expect(await open('/media/images/8.svg', first)).toBe(401)
    expect(await open('/media/images/7.svg', second)).toBe(401)
    expect(await open('/media/images/9.svg', first)).toBe(401)
    expect(await open('/media/clips/1.webm', first)).toBe(401)
    // Taken off the board, its media close to that board's link.
    const boards = await expectOk(await withSession(api.app, '/api/v1/boards', ana.cookie), BoardList)
    const firstBoard = boards.data.find((board) => board.share_url?.endsWith(first))!
    await withSession(api.app, `/api/v1/boards/${firstBoard.id}/ads/meta_generated`, ana.cookie, {
      method: 'DELETE',
    })
    expect(await open('/media/images/7.svg', first)).toBe(401)
  })

  it('open to whoever has the link, while it is on; other media stay private', async () => {
    const api = await testApi([GENERATED])
    const ana = await signedIn(api.app, api.team, 'member')
    const made = await postJson(api.app, '/api/v1/boards', { name: 'Client' }, ana.cookie)
    const board = Board.parse(await made.json())
    await withSession(api.app, `/api/v1/boards/${board.id}/ads/meta_generated`, ana.cookie, { method: 'PUT' })
    const shared = Board.parse(
      await (await postJson(api.app, `/api/v1/boards/${board.id}/share`, {}, ana.cookie)).json(),
    )
    const token = new URL(shared.share_url!).pathname.split('/').at(-1)!
    // Read as a visitor without an account would.
    const page = await expectOk(await api.app.request(`/api/v1/shared/boards/${token}/ads`), SharedAdPage)
    const image = new URL(page.data[0]!.ad.media.image!)
    expect(image.pathname).toBe('/media/images/7.svg')
    expect(image.searchParams.get('share')).toBe(token)
    const opened = await api.app.request(`${image.pathname}${image.search}`)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('Content-Type')).toBe('image/svg+xml')

    // Without the link, or with a link turned off, the media need an account again.
    expect((await api.app.request(image.pathname)).status).toBe(401)
    expect((await api.app.request('/media/images/7.svg?share=made-up')).status).toBe(401)
    await withSession(api.app, `/api/v1/boards/${board.id}/share`, ana.cookie, { method: 'DELETE' })
    expect((await api.app.request(`${image.pathname}${image.search}`)).status).toBe(401)
  })
})
