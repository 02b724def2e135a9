import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import {
  ApiKeyList,
  InvitationList,
  JoinOffer,
  MadeInvitation,
  MadeKey,
  Me,
  OneTimeLink,
  PeopleList,
  Person,
} from '../../contract/team'
import { expectOk, expectProblem, testApi, testConfig } from '../../testing/test-api'
import {
  GOOD_PASSWORD,
  postJson,
  sessionCookie,
  signedIn,
  signIn,
  withSession,
} from '../../testing/test-team'
import { createApp } from '../app'
import { makeWelcomeToken } from '../cli/store-keys'
import { localService } from '../service/local-service'

const tokenOf = (url: string) => new URL(url).hash.slice(1)
const join = (app: Parameters<typeof postJson>[0], token: string, email: string, password = GOOD_PASSWORD) =>
  postJson(app, '/api/v1/join', { token, name: 'New Person', email, password })

describe('the welcome link', () => {
  it('makes the first admin, signed in at once, and works only once', async () => {
    const { app, team } = await testApi()
    const token = (await makeWelcomeToken(team))!
    const offer = await expectOk(await postJson(app, '/api/v1/join/check', { token }), JoinOffer)
    expect(offer).toMatchObject({ kind: 'welcome', role: 'admin' })
    const joined = await join(app, token, 'first@example.com')
    expect(joined.status).toBe(201)
    const me = await expectOk(await withSession(app, '/api/v1/me', sessionCookie(joined)), Me)
    expect(me.person).toMatchObject({ email: 'first@example.com', role: 'admin' })
    const again = await expectProblem(await join(app, token, 'second@example.com'), 404, 'not_found')
    expect(again.detail).toMatch(/used already/)
    // Nobody else gets one once the team has someone in it.
    expect(await makeWelcomeToken(team)).toBeUndefined()
  })

  it('stops working once anyone has an account, and an earlier one stops when a new one is made', async () => {
    const { app, team } = await testApi()
    const old = (await makeWelcomeToken(team))!
    const current = (await makeWelcomeToken(team))!
    expect((await expectProblem(await join(app, old, 'a@example.com'), 404, 'not_found')).detail).toMatch(
      /withdrawn/,
    )
    await team.create({
      email: 'cli@example.com',
      name: 'Made on the command line',
      password: GOOD_PASSWORD,
      role: 'admin',
    })
    await expectProblem(await join(app, current, 'b@example.com'), 404, 'not_found')
  })
})

describe('invitations', () => {
  it('let an admin invite with a role, once, until they expire', async () => {
    const api = await testApi()
    const admin = await signedIn(api.app, api.team, 'admin')
    const made = await postJson(
      api.app,
      '/api/v1/invitations',
      { role: 'viewer', valid_days: 2 },
      admin.cookie,
    )
    expect(made.status).toBe(201)
    const { link, invitation } = MadeInvitation.parse(await made.json())
    expect(new URL(link.url).pathname).toBe('/join')
    const open = await expectOk(
      await withSession(api.app, '/api/v1/invitations', admin.cookie),
      InvitationList,
    )
    expect(open.data.map((i) => i.id)).toEqual([invitation.id])

    const joined = await join(api.app, tokenOf(link.url), 'viewer@example.com')
    expect(joined.status).toBe(201)
    const viewer = sessionCookie(joined)
    expect((await expectOk(await withSession(api.app, '/api/v1/me', viewer), Me)).person?.role).toBe('viewer')
    await expectProblem(await join(api.app, tokenOf(link.url), 'other@example.com'), 404, 'not_found')
    expect(
      (await expectOk(await withSession(api.app, '/api/v1/invitations', admin.cookie), InvitationList)).data,
    ).toEqual([])

    const late = await postJson(
      api.app,
      '/api/v1/invitations',
      { role: 'member', valid_days: 1 },
      admin.cookie,
    )
    const lateLink = MadeInvitation.parse(await late.json()).link
    api.advance(24 * 60 * 60 * 1000 + 1)
    expect(
      (await expectProblem(await join(api.app, tokenOf(lateLink.url), 'late@example.com'), 404, 'not_found'))
        .detail,
    ).toMatch(/expired/)
    const noSuchRole = await postJson(api.app, '/api/v1/invitations', { role: 'owner' }, admin.cookie)
    expect(
      (await expectProblem(noSuchRole, 400, 'invalid_parameter')).errors.map((e) => e.parameter),
    ).toEqual(['role'])
    const tooLong = await postJson(
      api.app,
      '/api/v1/invitations',
      { role: 'member', valid_days: 31 },
      admin.cookie,
    )
    await expectProblem(tooLong, 400, 'invalid_parameter')
  })

  it('can be withdrawn, and then open nothing', async () => {
    const { app, team } = await testApi()
    const admin = await signedIn(app, team, 'admin')
    const { link, invitation } = MadeInvitation.parse(
      await (await postJson(app, '/api/v1/invitations', { role: 'member' }, admin.cookie)).json(),
    )
    expect(
      (await withSession(app, `/api/v1/invitations/${invitation.id}`, admin.cookie, { method: 'DELETE' }))
        .status,
    ).toBe(204)
    await expectProblem(await join(app, tokenOf(link.url), 'x@example.com'), 404, 'not_found')
  })

  it('refuse bad input on joining: a weak password, a taken email, a malformed body, a made-up token', async () => {
    const { app, team } = await testApi()
    const admin = await signedIn(app, team, 'admin')
    const { link } = MadeInvitation.parse(
      await (await postJson(app, '/api/v1/invitations', { role: 'member' }, admin.cookie)).json(),
    )
    const token = tokenOf(link.url)
    const weak = await expectProblem(
      await join(app, token, 'new@example.com', 'password123456789'),
      400,
      'invalid_parameter',
    )
    expect(weak.errors.map((e) => e.parameter)).toEqual(['password'])
    const taken = await expectProblem(await join(app, token, admin.email), 409, 'conflict')
    expect(taken.errors.map((e) => e.parameter)).toEqual(['email'])
    await expectProblem(await postJson(app, '/api/v1/join', { token }), 400, 'invalid_parameter')
    await expectProblem(await postJson(app, '/api/v1/join/check', { token: 'made-up' }), 404, 'not_found')
    // None of that spent the link.
    expect((await join(app, token, 'new@example.com')).status).toBe(201)
  })

  it('say who made each, and end with their maker: demoted or removed, their open links are withdrawn', async () => {
    const { app, team } = await testApi()
    const [ana, bo, cy] = [
      await signedIn(app, team, 'admin'),
      await signedIn(app, team, 'admin'),
      await signedIn(app, team, 'admin'),
    ]
    const invite = async (cookie: string) =>
      MadeInvitation.parse(
        await (await postJson(app, '/api/v1/invitations', { role: 'member' }, cookie)).json(),
      )
    const [byAna, byBo, byCy] = [await invite(ana.cookie), await invite(bo.cookie), await invite(cy.cookie)]
    const open = async () =>
      (await expectOk(await withSession(app, '/api/v1/invitations', ana.cookie), InvitationList)).data
    const madeBy = (list: InvitationList['data']) =>
      Object.fromEntries(list.map((invitation) => [invitation.id, invitation.invited_by]))
    expect(madeBy(await open())).toEqual({
      [byAna.invitation.id]: { id: ana.person.id, name: ana.person.name },
      [byBo.invitation.id]: { id: bo.person.id, name: bo.person.name },
      [byCy.invitation.id]: { id: cy.person.id, name: cy.person.name },
    })
    expect(byAna.invitation.invited_by).toEqual({ id: ana.person.id, name: ana.person.name })

    // Bo is made a member: the links Bo made as an admin stop working, and no longer list.
    const demoted = await postJson(
      app,
      `/api/v1/people/${bo.person.id}`,
      { role: 'member' },
      ana.cookie,
      'PATCH',
    )
    expect(demoted.status).toBe(200)
    expect(Object.keys(madeBy(await open())).sort()).toEqual([byAna.invitation.id, byCy.invitation.id].sort())
    const boLink = await expectProblem(
      await join(app, tokenOf(byBo.link.url), 'b@example.com'),
      404,
      'not_found',
    )
    expect(boLink.detail).toMatch(/withdrawn/)

    // Cy is removed: the same.
    expect(
      (await withSession(app, `/api/v1/people/${cy.person.id}`, ana.cookie, { method: 'DELETE' })).status,
    ).toBe(204)
    expect(Object.keys(madeBy(await open()))).toEqual([byAna.invitation.id])
    await expectProblem(await join(app, tokenOf(byCy.link.url), 'c@example.com'), 404, 'not_found')

    // A change that keeps someone an admin withdraws nothing; Ana's link still works.
    await postJson(app, `/api/v1/people/${ana.person.id}`, { role: 'admin' }, ana.cookie, 'PATCH')
    expect((await join(app, tokenOf(byAna.link.url), 'a@example.com')).status).toBe(201)
  })

  it('are for admins only', async () => {
    const { app, team } = await testApi()
    const member = await signedIn(app, team, 'member')
    await expectProblem(
      await postJson(app, '/api/v1/invitations', { role: 'admin' }, member.cookie),
      403,
      'forbidden',
    )
    await expectProblem(await withSession(app, '/api/v1/invitations', member.cookie), 403, 'forbidden')
  })
})

describe('people', () => {
  it('an admin lists them, changes roles (at once, on the next request) and removes them', async () => {
    const { app, team } = await testApi()
    const admin = await signedIn(app, team, 'admin')
    const member = await signedIn(app, team, 'member')
    const people = await expectOk(await withSession(app, '/api/v1/people', admin.cookie), PeopleList)
    expect(people.data.map((p) => p.email)).toEqual([admin.email, member.email])

    const changed = await postJson(
      app,
      `/api/v1/people/${member.person.id}`,
      { role: 'viewer' },
      admin.cookie,
      'PATCH',
    )
    expect((await expectOk(changed, Person)).role).toBe('viewer')
    await expectProblem(await postJson(app, '/api/v1/keys', { label: 'x' }, member.cookie), 403, 'forbidden')

    expect(
      (await withSession(app, `/api/v1/people/${member.person.id}`, admin.cookie, { method: 'DELETE' }))
        .status,
    ).toBe(204)
    await expectProblem(await withSession(app, '/api/v1/ads', member.cookie), 401, 'unauthorized')
    await expectProblem(
      await withSession(app, `/api/v1/people/${member.person.id}`, admin.cookie, { method: 'DELETE' }),
      404,
      'not_found',
    )
  })

  it('always keep one admin', async () => {
    const { app, team } = await testApi()
    const admin = await signedIn(app, team, 'admin')
    const demote = await postJson(
      app,
      `/api/v1/people/${admin.person.id}`,
      { role: 'member' },
      admin.cookie,
      'PATCH',
    )
    expect((await expectProblem(demote, 409, 'conflict')).detail).toMatch(/only admin/)
    await expectProblem(
      await withSession(app, `/api/v1/people/${admin.person.id}`, admin.cookie, { method: 'DELETE' }),
      409,
      'conflict',
    )
  })

  it('are managed by admins only, signed in: not by members, viewers, or any key', async () => {
    const { app, team } = await testApi()
    const admin = await signedIn(app, team, 'admin')
    for (const role of ['member', 'viewer'] as const) {
      const someone = await signedIn(app, team, role)
      await expectProblem(await withSession(app, '/api/v1/people', someone.cookie), 403, 'forbidden')
      await expectProblem(
        await postJson(
          app,
          `/api/v1/people/${someone.person.id}`,
          { role: 'admin' },
          someone.cookie,
          'PATCH',
        ),
        403,
        'forbidden',
      )
      await expectProblem(
        await postJson(app, `/api/v1/people/${admin.person.id}/reset-link`, {}, someone.cookie),
        403,
        'forbidden',
      )
    }
    const { key } = await team.keys.create({ label: 'admin key', scope: 'write', owner: admin.person.id })
    await expectProblem(
      await app.request('/api/v1/people', { headers: { Authorization: `Bearer ${key}` } }),
      403,
      'forbidden',
    )
  })

  it('an admin makes a reset link that sets a new password', async () => {
    const { app, team } = await testApi()
    const admin = await signedIn(app, team, 'admin')
    const member = await signedIn(app, team, 'member')
    const link = await expectOk(
      await postJson(app, `/api/v1/people/${member.person.id}/reset-link`, {}, admin.cookie),
      OneTimeLink,
    )
    expect(new URL(link.url).pathname).toBe('/reset-password')
    const reset = await postJson(app, '/api/auth/reset-password', {
      token: tokenOf(link.url),
      newPassword: 'amber fields and a slow river',
    })
    expect(reset.status).toBe(204)
    await expectProblem(await withSession(app, '/api/v1/ads', member.cookie), 401, 'unauthorized')
    await signIn(app, member.email, 'amber fields and a slow river')
  })
})

describe('reset links', () => {
  it('a new one ends the earlier ones for that person; completing a reset ends all the others', async () => {
    const { app, team, records } = await testApi()
    const admin = await signedIn(app, team, 'admin')
    const member = await signedIn(app, team, 'member')
    const other = await signedIn(app, team, 'member')
    const makeLink = async (personId: string) =>
      tokenOf(
        (
          await expectOk(
            await postJson(app, `/api/v1/people/${personId}/reset-link`, {}, admin.cookie),
            OneTimeLink,
          )
        ).url,
      )
    const reset = (token: string, newPassword: string) =>
      postJson(app, '/api/auth/reset-password', { token, newPassword })

    const first = await makeLink(member.person.id)
    const othersLink = await makeLink(other.person.id)
    const second = await makeLink(member.person.id)
    // The earlier link of the same person stopped when the new one was made; another person's did not.
    await expectProblem(await reset(first, 'amber fields and a slow river'), 400, 'invalid_parameter')
    // Made on the command line (`users reset-link` calls the same), the same holds.
    const third = await team.resetToken(member.person.id)
    await expectProblem(await reset(second, 'amber fields and a slow river'), 400, 'invalid_parameter')
    expect((await reset(third, 'amber fields and a slow river')).status).toBe(204)
    expect((await reset(othersLink, 'copper kite sings over the dunes')).status).toBe(204)

    // Two links open at once (the second made on another server at the same moment, say): a reset
    // with one ends the other.
    const openLinks = async () =>
      Number(
        (
          await sql<{
            n: number | string
          }>`select count(*) as n from verification where value = ${member.person.id}`.execute(
            records.connection.db,
          )
        ).rows[0]?.n,
      )
    const current = await team.resetToken(member.person.id)
    await team.auth.api.requestPasswordReset({ body: { email: member.email } })
    expect(await openLinks()).toBe(2)
    expect((await reset(current, 'quiet harbour under nine moons')).status).toBe(204)
    expect(await openLinks()).toBe(0)
    await signIn(app, member.email, 'quiet harbour under nine moons')
  })
})

describe('API keys', () => {
  it('belong to the person who makes them, are shown once, work at once and stop at once when revoked', async () => {
    const { app, team } = await testApi()
    const member = await signedIn(app, team, 'member')
    const made = await postJson(app, '/api/v1/keys', { label: 'reporting' }, member.cookie)
    expect(made.status).toBe(201)
    const { key, api_key } = MadeKey.parse(await made.json())
    expect(api_key).toMatchObject({ label: 'reporting', scope: 'read', owner: { id: member.person.id } })
    const listed = await expectOk(await withSession(app, '/api/v1/keys', member.cookie), ApiKeyList)
    expect(JSON.stringify(listed)).not.toContain(key)
    expect(listed.data.map((k) => k.id)).toEqual([api_key.id])

    const bearer = { headers: { Authorization: `Bearer ${key}` } }
    await expectOk(await app.request('/api/v1/ads', bearer), AdList)
    expect(
      (await withSession(app, `/api/v1/keys/${api_key.id}`, member.cookie, { method: 'DELETE' })).status,
    ).toBe(204)
    await expectProblem(await app.request('/api/v1/ads', bearer), 401, 'unauthorized')
  })

  it('stop at once on every server over the store when revoked on one', async () => {
    const first = await testApi()
    const second = createApp({
      service: localService(first.store, 'test-secret'),
      config: testConfig(),
      team: first.team,
    })
    const member = await signedIn(first.app, first.team, 'member')
    const { key, api_key } = MadeKey.parse(
      await (await postJson(first.app, '/api/v1/keys', { label: 'x' }, member.cookie)).json(),
    )
    const bearer = { headers: { Authorization: `Bearer ${key}` } }
    await expectOk(await second.request('/api/v1/ads', bearer), AdList)
    await withSession(first.app, `/api/v1/keys/${api_key.id}`, member.cookie, { method: 'DELETE' })
    await expectProblem(await second.request('/api/v1/ads', bearer), 401, 'unauthorized')
  })

  it('follow the role: viewers make none, members and admins make read and write keys; each sees their own', async () => {
    const { app, team } = await testApi()
    const admin = await signedIn(app, team, 'admin')
    const member = await signedIn(app, team, 'member')
    const viewer = await signedIn(app, team, 'viewer')
    await expectProblem(await postJson(app, '/api/v1/keys', { label: 'v' }, viewer.cookie), 403, 'forbidden')
    await expectProblem(
      await postJson(app, '/api/v1/keys', { label: 'v', scope: 'write' }, viewer.cookie),
      403,
      'forbidden',
    )
    const memberKey = MadeKey.parse(
      await (await postJson(app, '/api/v1/keys', { label: 'm', scope: 'write' }, member.cookie)).json(),
    )
    expect(memberKey.api_key.scope).toBe('write')
    const adminKey = MadeKey.parse(
      await (await postJson(app, '/api/v1/keys', { label: 'ingest', scope: 'write' }, admin.cookie)).json(),
    )
    expect(adminKey.api_key.scope).toBe('write')

    const memberKeys = await expectOk(await withSession(app, '/api/v1/keys', member.cookie), ApiKeyList)
    expect(memberKeys.data.map((k) => k.label)).toEqual(['m'])
    const allKeys = await expectOk(await withSession(app, '/api/v1/keys', admin.cookie), ApiKeyList)
    expect(allKeys.data.map((k) => k.label).sort()).toEqual(['ingest', 'm'])
    // A member cannot revoke someone else's key, nor learn that it exists.
    await expectProblem(
      await withSession(app, `/api/v1/keys/${adminKey.api_key.id}`, member.cookie, { method: 'DELETE' }),
      404,
      'not_found',
    )
    // A key cannot make keys.
    await expectProblem(
      await app.request('/api/v1/keys', {
        method: 'POST',
        body: '{"label":"more"}',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminKey.key}` },
      }),
      403,
      'forbidden',
    )
    await expectProblem(
      await postJson(app, '/api/v1/keys', { label: '' }, member.cookie),
      400,
      'invalid_parameter',
    )
    await expectProblem(
      await postJson(app, '/api/v1/keys', { label: 'x', scope: 'admin' }, member.cookie),
      400,
      'invalid_parameter',
    )
  })
})
