import { type Context, Hono } from 'hono'
import type { AppConfig } from '../config'
import { refuseNulIn } from '../http/nul-parameters'
import { ProblemError, problemResponse } from '../http/problem'
import { requestOrigin } from '../http/request-origin'
import { signInTurn } from '../http/sign-in-limits'
import { CLIENT_ADDRESS_HEADER, ORIGIN_HEADER } from '../workspace/accounts'
import { passwordProblem } from '../workspace/passwords'
import { normalEmail, type Team } from '../workspace/team'

/**
 * The parts of better-auth people use, at `/api/auth/*`: sign in, sign out, sign out everywhere,
 * change password, and set a new one with a reset link's token. The rest of its endpoints (sign-up,
 * its admin plugin's, the session as JSON) are not reachable from outside: people are added by
 * invitation, admins act through /api/v1, whose checks are ours, and /api/v1/me says who is signed in.
 * Its answers are translated: errors into our problem details, and success into no body at all, as
 * better-auth's bodies hold the session token that the HttpOnly cookie is there to keep from scripts.
 */
const OPEN_PATHS = new Set([
  'POST /sign-in/email',
  'POST /sign-out',
  'POST /revoke-sessions',
  'POST /change-password',
  'POST /reset-password',
])

export function authRoutes({ config, team }: { config: AppConfig; team: Team }) {
  const forward = async (c: Context, body?: string) => {
    const headers = new Headers(c.req.raw.headers)
    // Set by us alone: whatever a client sent under these names is dropped.
    headers.delete(CLIENT_ADDRESS_HEADER)
    headers.delete(ORIGIN_HEADER)
    const address = c.get('clientAddress')
    if (address) headers.set(CLIENT_ADDRESS_HEADER, address)
    headers.set(ORIGIN_HEADER, requestOrigin(c, config.publicUrl))
    const answer = await team.auth.handler(
      new Request(c.req.url, {
        method: c.req.method,
        headers,
        ...(body !== undefined && { body }),
      }),
    )
    return translated(c, answer)
  }

  return new Hono()
    .use(async (c, next) => {
      const path = c.req.path.slice('/api/auth'.length)
      if (!OPEN_PATHS.has(`${c.req.method} ${path}`)) {
        return problemResponse(
          c,
          new ProblemError(404, 'not_found', `There is no endpoint ${c.req.method} ${c.req.path}`),
        )
      }
      // better-auth would look a NUL up in the store, which PostgreSQL refuses: a 400 naming the field.
      if (c.req.method === 'POST') refuseNulInJson(await c.req.text())
      return next()
    })
    .post('/sign-in/email', async (c) => {
      const body = await c.req.text()
      // Refused before the password is even looked at, with the same answer whether the account
      // exists or not: the limit says nothing about who has an account (http/sign-in-limits.ts).
      const turn = await signInTurn(c, { limits: team.limits, config }, emailIn(body))
      const answer = await forward(c, body)
      await turn.done(answer)
      return answer
    })
    .post('/change-password', async (c) => {
      const body = await c.req.text()
      const session = await team.auth.api.getSession({ headers: c.req.raw.headers })
      if (session) {
        const weak = await passwordProblem(field(body, 'newPassword'), session.user)
        if (weak) return problemResponse(c, badPassword(weak))
      }
      return forward(c, body)
    })
    .post('/reset-password', async (c) => {
      const body = await c.req.text()
      const weak = await passwordProblem(field(body, 'newPassword'), { email: '' })
      if (weak) return problemResponse(c, badPassword(weak))
      return forward(c, body)
    })
    .get('*', (c) => forward(c))
    .post('*', async (c) => forward(c, await c.req.text()))
}

const CODES = {
  400: 'invalid_parameter',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
} as const

/** better-auth's answer in our terms: success as 204 with its cookies, failure as problem details. */
async function translated(c: Context, answer: Response): Promise<Response> {
  const cookies = answer.headers.getSetCookie()
  if (answer.ok) {
    const response = c.body(null, 204)
    for (const cookie of cookies) response.headers.append('Set-Cookie', cookie)
    return response
  }
  const said = (await answer.json().catch(() => null)) as { message?: unknown; code?: unknown } | null
  const status = answer.status in CODES ? (answer.status as keyof typeof CODES) : 400
  const detail =
    said?.code === 'INVALID_EMAIL_OR_PASSWORD'
      ? 'The email address or the password is not right'
      : typeof said?.message === 'string' && said.message !== ''
        ? said.message
        : `Refused (${answer.status})`
  const retryAfter = answer.headers.get('Retry-After')
  return problemResponse(
    c,
    new ProblemError(status, CODES[status], detail, [], retryAfter ? { 'Retry-After': retryAfter } : {}),
  )
}

function refuseNulInJson(body: string): void {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return // better-auth says what is wrong with it
  }
  refuseNulIn(body, value)
}

/** A JSON body's text field, or '' when the body is not JSON or lacks it (better-auth then says why). */
function field(body: string, name: string): string {
  try {
    const value = (JSON.parse(body) as Record<string, unknown>)[name]
    return typeof value === 'string' ? value : ''
  } catch {
    return ''
  }
}

const emailIn = (body: string) => normalEmail(field(body, 'email'))

function badPassword(detail: string): ProblemError {
  return new ProblemError(400, 'invalid_parameter', detail, [{ parameter: 'newPassword', detail }])
}
