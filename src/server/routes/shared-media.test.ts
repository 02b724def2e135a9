import { describe, expect, it } from 'vitest'
import { Board, SharedAdPage } from '../../contract/boards'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, testApi } from '../../testing/test-api'
import { postJson, signedIn, withSession } from '../../testing/test-team'

const GENERATED = makeAd({
  id: 'meta_generated',
  media: { image: '/media/images/7.svg', video: null, thumbnail: '/media/images/7.svg', video_duration: 0 },
})

describe('a shared board’s generated media', () => {
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
