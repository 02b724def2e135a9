import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { expectOk, expectProblem, testApi } from '../../testing/test-api'
import {
  addPerson,
  GOOD_PASSWORD,
  postJson,
  sessionCookie,
  signedIn,
  signIn,
  withSession,
} from '../../testing/test-team'
import { KNOWN_BROWSER_COOKIE, SIGN_IN_LIMITS } from '../http/sign-in-limits'
import { CLIENT_ADDRESS_HEADER } from '../workspace/accounts'
import { backOffWait } from '../workspace/limits'

const SIGN_IN = '/api/auth/sign-in/email'
type App = Awaited<ReturnType<typeof testApi>>['app']
/** A sign-in posted by the app's page; `peer`: the address it came from over a socket (else none). */
const signInWith = (app: App, email: string, password: string, headers = {}, peer?: string) =>
  app.request(
    SIGN_IN,
    {
      method: 'POST',
      body: JSON.stringify({ email, password }),
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', ...headers },
    },
    peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } },
  )

describe('signing in', () => {
  it('gives a new HttpOnly session cookie for the right password, and nothing a script could read', async () => {
    const { app, team } = await testApi()
    const { email } = await addPerson(team, 'member')
    const first = await signInWith(app, email, GOOD_PASSWORD)
    expect(first.status).toBe(204)
    expect(await first.text()).toBe('')
    const setCookie = first.headers.getSetCookie().find((line) => line.startsWith('ads.session_token='))!
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    // Each sign-in is a new session: a token known before signing in is worth nothing after.
    const second = sessionCookie(await signInWith(app, email, GOOD_PASSWORD))
    expect(second).not.toBe(setCookie.split(';')[0])
    // Addresses are matched whatever their case.
    expect((await signInWith(app, email.toUpperCase(), GOOD_PASSWORD)).status).toBe(204)
  })

  it('answers a wrong password and an unknown email alike', async () => {
    const { app, team } = await testApi()
    const { email } = await addPerson(team, 'member')
    const wrongPassword = await signInWith(app, email, `${GOOD_PASSWORD}!`)
    const unknownEmail = await signInWith(app, 'nobody@example.com', GOOD_PASSWORD)
    const [a, b] = [
      await expectProblem(wrongPassword, 401, 'unauthorized'),
      await expectProblem(unknownEmail, 401, 'unauthorized'),
    ]
    expect(a).toEqual(b)
    expect(wrongPassword.headers.getSetCookie()).toEqual([])
  })

  it('slows guessing at an account by a back-off that doubles up to a minute; the right person then gets in from anywhere', async () => {
    const api = await testApi()
    const ana = await addPerson(api.team, 'member')
    const bo = await addPerson(api.team, 'member')
    const { free, firstMs, maxMs } = SIGN_IN_LIMITS.account
    // A stranger fails at Ana's account from one address; Ana signs in from another.
    const stranger = (email: string, password: string) =>
      signInWith(api.app, email, password, {}, '203.0.113.7')
    const fromHome = (email: string, password: string) =>
      signInWith(api.app, email, password, {}, '198.51.100.20')
    for (let i = 0; i < free; i++)
      await expectProblem(await stranger(ana.email, `wrong password number ${i}`), 401, 'unauthorized')
    let wait = firstMs
    const waits: number[] = []
    for (let i = 0; i < 7; i++) {
      await expectProblem(await stranger(ana.email, `another wrong password ${i}`), 401, 'unauthorized')
      // For the back-off every address is refused, the right password too, and told how long to wait.
      for (const refused of [await stranger(ana.email, 'x'), await fromHome(ana.email, GOOD_PASSWORD)]) {
        const seconds = Number(refused.headers.get('Retry-After'))
        expect(seconds).toBeGreaterThanOrEqual(1)
        expect(seconds).toBeLessThanOrEqual(wait / 1000)
        await expectProblem(refused, 429, 'rate_limited')
      }
      waits.push(wait)
      api.advance(wait)
      wait = Math.min(wait * 2, maxMs)
    }
    // Doubling from a few seconds, never more than about a minute.
    expect(waits).toEqual([firstMs, 2 * firstMs, 4 * firstMs, 8 * firstMs, 16 * firstMs, maxMs, maxMs])
    expect(maxMs).toBeLessThanOrEqual(60_000)
    // Other accounts never waited; once the back-off is over, Ana gets in from her own address.
    expect((await fromHome(bo.email, GOOD_PASSWORD)).status).toBe(204)
    expect((await fromHome(ana.email, GOOD_PASSWORD)).status).toBe(204)
    // Her sign-in cleared the account's failures: a typo afterwards is a plain 401.
    await expectProblem(await fromHome(ana.email, 'a typo'), 401, 'unauthorized')
  })

  it('lets the right person past a stranger who never stops failing, from a browser that signed in before', async () => {
    const api = await testApi()
    const ana = await addPerson(api.team, 'member')
    const bo = await addPerson(api.team, 'member')
    // Ana signed in on her laptop once: it keeps a cookie that says so (of her email, not her password).
    const before = await signInWith(api.app, ana.email, GOOD_PASSWORD, {}, '198.51.100.20')
    const line = before.headers.getSetCookie().find((cookie) => cookie.startsWith(`${KNOWN_BROWSER_COOKIE}=`))
    expect(line).toMatch(/; Path=\/api\/auth\/sign-in;.*HttpOnly; SameSite=Strict/)
    expect(line).not.toContain(GOOD_PASSWORD)
    const laptop = { Cookie: line!.split(';')[0]! }
    // A stranger fails at her account again each time the back-off is over, and keeps it on.
    const stranger = (email: string, password: string) =>
      signInWith(api.app, email, password, {}, '203.0.113.7')
    for (let i = 1; i <= SIGN_IN_LIMITS.account.free + 5; i++) {
      await expectProblem(await stranger(ana.email, `wrong ${i}`), 401, 'unauthorized')
      api.advance(backOffWait(i, SIGN_IN_LIMITS.account))
    }
    await expectProblem(await stranger(ana.email, 'once more'), 401, 'unauthorized')
    // Any other browser waits; her laptop gets in at once, from wherever she is.
    await expectProblem(
      await signInWith(api.app, ana.email, GOOD_PASSWORD, {}, '192.0.2.1'),
      429,
      'rate_limited',
    )
    expect((await signInWith(api.app, ana.email, GOOD_PASSWORD, laptop, '192.0.2.50')).status).toBe(204)
    // The cookie speaks for Ana's account only.
    for (let i = 0; i <= SIGN_IN_LIMITS.account.free; i++) await stranger(bo.email, `wrong ${i}`)
    await expectProblem(
      await signInWith(api.app, bo.email, GOOD_PASSWORD, laptop, '192.0.2.50'),
      429,
      'rate_limited',
    )
  })

  it('answers an unknown address with the same back-off, so that it tells nobody who has an account', async () => {
    const api = await testApi()
    const ana = await addPerson(api.team, 'member')
    const { free } = SIGN_IN_LIMITS.account
    for (let i = 0; i <= free; i++) {
      await signInWith(api.app, ana.email, `wrong ${i}`, {}, '203.0.113.8')
      await signInWith(api.app, 'ghost@example.com', `wrong ${i}`, {}, '203.0.113.9')
    }
    const [known, ghost] = [
      await expectProblem(await signInWith(api.app, ana.email, 'x', {}, '203.0.113.8'), 429, 'rate_limited'),
      await expectProblem(
        await signInWith(api.app, 'ghost@example.com', 'x', {}, '203.0.113.9'),
        429,
        'rate_limited',
      ),
    ]
    expect(ghost.detail.replace(/\d+/g, 'N')).toBe(known.detail.replace(/\d+/g, 'N'))
  })

  it('refuses many parallel guesses past the free ones at once, not after their passwords were tried', async () => {
    const api = await testApi()
    const ana = await addPerson(api.team, 'member')
    const { free } = SIGN_IN_LIMITS.account
    const answers = await Promise.all(
      Array.from({ length: free + 10 }, (_, i) =>
        signInWith(api.app, ana.email, `guess ${i}`, {}, `203.0.113.${i}`),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401).length).toBe(free + 1)
    expect(statuses.filter((status) => status === 429).length).toBe(9)
  })

  it('limits failures per client address across accounts, and an address header sent from outside changes nothing', async () => {
    const api = await testApi()
    const ana = await addPerson(api.team, 'member')
    let refused: Response | undefined
    // Limits count in fixed windows of the clock: the test starts at one's beginning, so that its
    // attempts (slow ones, on a busy machine) all fall in the same window.
    const { windowMs } = SIGN_IN_LIMITS.address
    api.advance(windowMs - (api.now() % windowMs))
    for (let i = 0; i <= SIGN_IN_LIMITS.address.max && !refused; i++) {
      // A guesser who names a new client address each time, hoping for a fresh limit.
      const response = await signInWith(api.app, `guess${i}@example.com`, 'wrong', {
        [CLIENT_ADDRESS_HEADER]: `203.0.113.${i}`,
      })
      if (response.status === 429) refused = response
    }
    expect(refused).toBeDefined()
    await expectProblem(
      (await signInWith(api.app, ana.email, GOOD_PASSWORD)) as Response,
      429,
      'rate_limited',
    )
  })

  it('refuses a sign-in posted by another site (login CSRF)', async () => {
    const { app, team } = await testApi()
    const { email } = await addPerson(team, 'member')
    const forged = await signInWith(app, email, GOOD_PASSWORD, { Origin: 'https://evil.example' })
    await expectProblem(forged, 403, 'forbidden')
    expect(forged.headers.getSetCookie()).toEqual([])
  })

  it("keeps better-auth's other endpoints out of reach: no sign-up, no admin calls, no session as JSON", async () => {
    const { app } = await testApi()
    for (const path of [
      '/api/auth/sign-up/email',
      '/api/auth/admin/create-user',
      '/api/auth/admin/set-role',
    ]) {
      await expectProblem(
        await postJson(app, path, { email: 'x@example.com', password: GOOD_PASSWORD, name: 'X' }),
        404,
        'not_found',
      )
    }
    await expectProblem(await app.request('/api/auth/get-session'), 404, 'not_found')
  })
})

describe('signing out', () => {
  it('ends this session only; signing out everywhere ends them all', async () => {
    const { app, team } = await testApi()
    const { email } = await addPerson(team, 'member')
    const [laptop, phone, tablet] = [
      await signIn(app, email),
      await signIn(app, email),
      await signIn(app, email),
    ]
    expect((await postJson(app, '/api/auth/sign-out', {}, laptop)).status).toBe(204)
    await expectProblem(await withSession(app, '/api/v1/ads', laptop), 401, 'unauthorized')
    await expectOk(await withSession(app, '/api/v1/ads', phone), AdList)
    expect((await postJson(app, '/api/auth/revoke-sessions', {}, phone)).status).toBe(204)
    await expectProblem(await withSession(app, '/api/v1/ads', phone), 401, 'unauthorized')
    await expectProblem(await withSession(app, '/api/v1/ads', tablet), 401, 'unauthorized')
  })

  it('is refused from another site', async () => {
    const { app, team } = await testApi()
    const ana = await signedIn(app, team, 'member')
    const forged = await app.request('/api/auth/sign-out', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', Cookie: ana.cookie },
    })
    expect(forged.status).toBe(403)
    await expectOk(await withSession(app, '/api/v1/ads', ana.cookie), AdList)
  })
})

describe('passwords', () => {
  it('change with the current one, refuse a weak new one, and end the other sessions', async () => {
    const { app, team } = await testApi()
    const { email } = await addPerson(team, 'member')
    const [here, elsewhere] = [await signIn(app, email), await signIn(app, email)]
    const change = (currentPassword: string, newPassword: string) =>
      postJson(
        app,
        '/api/auth/change-password',
        { currentPassword, newPassword, revokeOtherSessions: true },
        here,
      )
    const weak = await expectProblem(await change(GOOD_PASSWORD, 'password1234567'), 400, 'invalid_parameter')
    expect(weak.errors[0]?.parameter).toBe('newPassword')
    expect(
      (await change('not my password at all', 'quiet harbour under nine moons')).status,
    ).toBeGreaterThanOrEqual(400)
    const changed = await change(GOOD_PASSWORD, 'quiet harbour under nine moons')
    expect(changed.status).toBe(204)
    const renewed = sessionCookie(changed)
    await expectOk(await withSession(app, '/api/v1/ads', renewed), AdList)
    await expectProblem(await withSession(app, '/api/v1/ads', elsewhere), 401, 'unauthorized')
    expect((await signInWith(app, email, GOOD_PASSWORD)).status).toBe(401)
    expect((await signInWith(app, email, 'quiet harbour under nine moons')).status).toBe(204)
  })

  it("reset with an admin's one-time link: every old session ends, and the link works once", async () => {
    const { app, team } = await testApi()
    const { person, email } = await addPerson(team, 'member')
    const before = await signIn(app, email)
    const token = await team.resetToken(person.id)
    const reset = (newPassword: string) => postJson(app, '/api/auth/reset-password', { token, newPassword })
    await expectProblem(await reset('short'), 400, 'invalid_parameter')
    expect((await reset('copper kite sings over the dunes')).status).toBe(204)
    await expectProblem(await withSession(app, '/api/v1/ads', before), 401, 'unauthorized')
    expect((await signInWith(app, email, 'copper kite sings over the dunes')).status).toBe(204)
    await expectProblem(await reset('another quite long passphrase here'), 400, 'invalid_parameter')
  })
})
