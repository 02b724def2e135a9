import { describe, expect, it } from 'vitest'
import { Board, SharedAdPage, SharedBoard } from '../../contract/boards'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, expectProblem, testApi } from '../../testing/test-api'
import { addPerson, postJson, signIn, withSession } from '../../testing/test-team'
import { shownOwnerName } from './boards'

const ADS = [makeAd({ id: 'meta_1', headline: 'Headline 1' })]
type Api = Awaited<ReturnType<typeof testApi>>

/** A board of Ana's with one ad and a note on it, its link turned on; what anyone with the link reads. */
async function sharedBoard(api: Api) {
  const { email } = await addPerson(api.team, 'member', 'ana@example.com')
  const cookie = await signIn(api.app, email)
  const made = await postJson(api.app, '/api/v1/boards', { name: 'For the client' }, cookie)
  const board = Board.parse(await made.json())
  await withSession(api.app, `/api/v1/boards/${board.id}/ads/meta_1`, cookie, { method: 'PUT' })
  const path = `/api/v1/boards/${board.id}/ads/meta_1`
  await postJson(api.app, path, { note: 'Ask the client about the hook' }, cookie, 'PATCH')
  const shared = await expectOk(
    await postJson(api.app, `/api/v1/boards/${board.id}/share`, {}, cookie),
    Board,
  )
  const token = new URL(shared.share_url!).pathname.split('/').pop()!
  const anyone = {
    board: async () => expectOk(await api.app.request(`/api/v1/shared/boards/${token}`), SharedBoard),
    ads: async () => expectOk(await api.app.request(`/api/v1/shared/boards/${token}/ads`), SharedAdPage),
  }
  const notes = (notes: unknown, as = cookie) =>
    postJson(api.app, `/api/v1/boards/${board.id}/share`, { notes }, as, 'PATCH')
  return { board, shared, anyone, notes, cookie }
}

describe('a shared board', () => {
  it('says whose it is and links to the board in the app, which needs signing in', async () => {
    const api = await testApi(ADS)
    const { board, anyone } = await sharedBoard(api)
    const shown = await anyone.board()
    // addPerson names people "Person n"; never their email.
    expect(shown.owner).toMatch(/^Person \d+$/)
    expect(JSON.stringify(shown)).not.toContain('ana@example.com')
    expect(new URL(shown.app_url).pathname).toBe(`/boards/${board.id}`)
    await expectProblem(await api.app.request(`/api/v1/boards/${board.id}`), 401, 'unauthorized')
  })

  it('shows the notes only while the owner chooses so, checked at every request', async () => {
    const api = await testApi(ADS)
    const { shared, anyone, notes } = await sharedBoard(api)
    expect(shared.share_notes).toBe(false)
    expect((await anyone.board()).notes).toBe(false)
    expect((await anyone.ads()).data[0]).not.toHaveProperty('note')

    expect((await expectOk(await notes(true), Board)).share_notes).toBe(true)
    expect((await anyone.board()).notes).toBe(true)
    expect((await anyone.ads()).data[0]!.note).toBe('Ask the client about the hook')

    await expectOk(await notes(false), Board)
    expect(JSON.stringify(await anyone.ads())).not.toContain('Ask the client')
  })

  it('lets only the owner or an admin choose, with a clear 4xx for a bad choice or no link', async () => {
    const api = await testApi(ADS)
    const { board, notes, cookie, anyone } = await sharedBoard(api)
    const other = await signIn(api.app, (await addPerson(api.team, 'member')).email)
    await expectProblem(await notes(true, other), 404, 'not_found')
    await expectProblem(await notes('yes'), 400, 'invalid_parameter')
    await expectProblem(await notes(undefined), 400, 'invalid_parameter')
    expect((await anyone.board()).notes).toBe(false)

    // A link turned off forgets the choice: a new link shows no notes until chosen again.
    await notes(true)
    await withSession(api.app, `/api/v1/boards/${board.id}/share`, cookie, { method: 'DELETE' })
    await expectProblem(await notes(true), 409, 'conflict')
    const again = await expectOk(
      await postJson(api.app, `/api/v1/boards/${board.id}/share`, {}, cookie),
      Board,
    )
    expect(again.share_notes).toBe(false)
  })
})

describe('shownOwnerName', () => {
  it('is the name, never an email address, and null when there is none', () => {
    expect(shownOwnerName(' Ana Lima ')).toBe('Ana Lima')
    expect(shownOwnerName('ana@example.com')).toBeNull()
    expect(shownOwnerName('  ')).toBeNull()
  })
})
