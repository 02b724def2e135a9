import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { Board, OneSavedAd } from '../../contract/boards'
import { Person } from '../../contract/team'
import { SavedSearch } from '../../contract/watching'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, expectProblem, parametersOf, testApi } from '../../testing/test-api'
import { addPerson, postJson, signedIn } from '../../testing/test-team'

type Api = Awaited<ReturnType<typeof testApi>>

/** An admin with a board holding one saved ad, a saved search, and someone else in the team: one of each thing a PATCH changes. */
async function somethingOfEach(api: Api) {
  const ana = await signedIn(api.app, api.team, 'admin')
  const { person: bo } = await addPerson(api.team, 'viewer')
  const made = await postJson(api.app, '/api/v1/boards', { name: 'Hooks', visibility: 'team' }, ana.cookie)
  const board = Board.parse(await made.json())
  const put = await postJson(api.app, `/api/v1/boards/${board.id}/ads/meta_1`, undefined, ana.cookie, 'PUT')
  expect(put.status, await put.clone().text()).toBe(200)
  const kept = await postJson(api.app, '/api/v1/saved-searches', { name: 'Shoes', search: {} }, ana.cookie)
  const saved = SavedSearch.parse(((await kept.json()) as { data: unknown }).data)
  return {
    cookie: ana.cookie,
    changes: [
      { path: `/api/v1/boards/${board.id}`, fields: ['name', 'visibility'], good: { name: 'Still hooks' } },
      { path: `/api/v1/boards/${board.id}/ads/meta_1`, fields: ['note', 'tags'], good: { note: 'a hook' } },
      { path: `/api/v1/saved-searches/${saved.id}`, fields: ['name', 'search'], good: { name: 'Socks' } },
      { path: `/api/v1/people/${bo.id}`, fields: ['role'], good: { role: 'member' } },
    ],
  }
}

describe('a PATCH', () => {
  it('with nothing to change is refused, naming the fields it takes, and changes nothing', async () => {
    const api = await testApi([makeAd({ id: 'meta_1' })])
    const { cookie, changes } = await somethingOfEach(api)
    for (const { path, fields } of changes) {
      const problem = await expectProblem(
        await postJson(api.app, path, {}, cookie, 'PATCH'),
        400,
        'invalid_parameter',
      )
      expect(problem.detail, path).toBe(`Nothing to change: give ${fields.join(' or ')}`)
      expect(parametersOf(problem), path).toEqual(['body'])
    }
  })

  it('with fields it does not take is refused, naming them, whether or not it holds others', async () => {
    const api = await testApi([makeAd({ id: 'meta_1' })])
    const { cookie, changes } = await somethingOfEach(api)
    for (const { path, fields, good } of changes) {
      const unknown = await postJson(api.app, path, { colour: 'red', nmae: 'x' }, cookie, 'PATCH')
      const problem = await expectProblem(unknown, 400, 'parameter_unknown')
      expect(problem.detail, path).toBe(`Unknown parameter: colour, nmae (this takes ${fields.join(', ')})`)
      expect(parametersOf(problem).sort(), path).toEqual(['colour', 'nmae'])
      // A misspelt field beside a good one is not dropped unseen: nothing is changed.
      const mixed = await postJson(api.app, path, { ...good, nmae: 'x' }, cookie, 'PATCH')
      expect(parametersOf(await expectProblem(mixed, 400, 'parameter_unknown')), path).toEqual(['nmae'])
    }
    // Nothing was changed by the refusals; the good fields alone change what they name.
    const patched = (i: number) => postJson(api.app, changes[i]!.path, changes[i]!.good, cookie, 'PATCH')
    expect(await expectOk(await patched(0), Board)).toMatchObject({ name: 'Still hooks', visibility: 'team' })
    expect((await expectOk(await patched(1), OneSavedAd)).data).toMatchObject({ note: 'a hook', tags: [] })
    const renamed = await expectOk(await patched(2), z.object({ data: SavedSearch }))
    expect(renamed.data).toMatchObject({ name: 'Socks', search: {} })
    expect(await expectOk(await patched(3), Person)).toMatchObject({ role: 'member' })
  })
})
