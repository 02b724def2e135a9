import { expect } from 'vitest'
import type { Role } from '../contract/team'
import type { Team } from '../server/workspace/team'

/** A password that passes every rule: long, and no common words in a common order. */
export const GOOD_PASSWORD = 'violet anchor drifts past seven lamps'

/** The origin `app.request` gives a relative path: a page of the app itself. */
export const OWN_ORIGIN = 'http://localhost'

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> }

let people = 0

/** Adds someone to the team directly in the store, as an admin or an invitation would. */
export async function addPerson(team: Team, role: Role, email = `person${++people}@example.com`) {
  const person = await team.create({ email, name: `Person ${people}`, password: GOOD_PASSWORD, role })
  return { person, email, password: GOOD_PASSWORD }
}

/** Signs in through the app as a browser would (its own origin); the session cookie as a Cookie header. */
export async function signIn(app: App, email: string, password = GOOD_PASSWORD): Promise<string> {
  const response = await postJson(app, '/api/auth/sign-in/email', { email, password })
  expect(response.status, await response.clone().text()).toBe(204)
  return sessionCookie(response)
}

/** The session cookie a response sets, as a Cookie header (`name=value`). */
export function sessionCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => /ads\.session_token=[^;]+/.test(line))
  expect(cookie, 'a session cookie').toBeDefined()
  return cookie!.split(';')[0]!
}

/** A JSON request from a page of the app, with the session cookie when given. */
export function postJson(app: App, path: string, body: unknown, cookie?: string, method = 'POST') {
  return app.request(path, {
    method,
    body: JSON.stringify(body),
    headers: {
      'Content-Type': 'application/json',
      Origin: OWN_ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
      ...(cookie && { Cookie: cookie }),
    },
  })
}

/** A request made with a session, as a page of the app makes it. */
export function withSession(app: App, path: string, cookie: string, init: RequestInit = {}) {
  return app.request(path, {
    ...init,
    headers: { Origin: OWN_ORIGIN, 'Sec-Fetch-Site': 'same-origin', Cookie: cookie, ...init.headers },
  })
}

/** Someone with a role, signed in: their record and their session cookie. */
export async function signedIn(app: App, team: Team, role: Role) {
  const added = await addPerson(team, role)
  return { ...added, cookie: await signIn(app, added.email) }
}
