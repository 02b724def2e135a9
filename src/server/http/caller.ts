import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppConfig } from '../config'
import type { Role } from '../workspace/accounts'
import type { KeyScope } from '../workspace/api-keys'
import type { Person, Team } from '../workspace/team'
import { ProblemError } from './problem'
import { requestOrigin } from './request-origin'

/**
 * Who is asking: a person signed in with the browser, a key (a person's, or one of ADS_API_KEYS for
 * automation), or, in public mode only, an anonymous visitor. Worked out once per request from the
 * store, so that a revoked key, an ended session or a changed role holds on the next request on
 * every node.
 */
export interface Caller {
  via: 'session' | 'key' | 'anonymous'
  /** The person; none for an anonymous visitor or a key of the operator's (ADS_API_KEYS, npm run keys). */
  person?: Person
  /** What the caller may do: the person's role; an operator's key acts as a member would, within its scope. */
  role: Role | 'anonymous'
  /** A key's scope; a person's session may do whatever their role allows. */
  scope: KeyScope
  /** Names the caller for rate limits and the request log, never with a secret in it. */
  client: string
}

/** What the API's middleware learns about a request. */
export type ApiEnv = { Variables: { caller: Caller; client: string } }

declare module 'hono' {
  interface ContextVariableMap {
    caller: Caller
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest()
const short = (text: string) => digest(text).toString('hex').slice(0, 6)

/** Names better-auth gives its session cookie (with the `ads` prefix; `__Secure-` over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?ads\.session_token=/

/**
 * Identifies the caller and, in private mode, refuses anyone who is nobody (401). A request with a
 * session that changes something must come from this server's own pages (Origin and Fetch Metadata),
 * since the browser sends the cookie by itself from any site.
 */
export function identify(config: AppConfig, team: Team) {
  // ADS_API_KEYS are compared as SHA-256 digests: equal lengths for timingSafeEqual, and no early exit.
  const among = (keys: readonly string[] = []) => {
    const digests = keys.map(digest)
    return (token: string) => {
      const given = digest(token)
      return digests.reduce((found, key) => timingSafeEqual(key, given) || found, false)
    }
  }
  const isConfiguredKey = among(config.apiKeys)
  const isLocalAdminKey = among(config.localAdminKeys)

  const byKey = async (token: string): Promise<Caller | undefined> => {
    const client = `key:${short(token)}`
    if (isLocalAdminKey(token)) return { via: 'key', role: 'admin', scope: 'write', client }
    if (isConfiguredKey(token)) return { via: 'key', role: 'member', scope: 'read', client }
    const key = await team.keys.check(token)
    if (!key) return undefined
    if (key.owner === null) return { via: 'key', role: 'member', scope: key.scope, client }
    // A key dies with its person: removal revokes it, and this covers a removal made some other way.
    const person = await team.find(key.owner)
    return person && { via: 'key', person, role: person.role, scope: key.scope, client }
  }

  const bySession = async (c: Context): Promise<Caller | undefined> => {
    const found = await team.auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true })
    const session = found.response?.session
    if (!session || (await team.endIfTooOld(session))) return undefined
    // A session in use has its end moved forward now and then: the browser must get the new cookie.
    for (const cookie of found.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true })
    const person = await team.find(session.userId)
    if (!person) return undefined
    return {
      via: 'session',
      person,
      role: person.role,
      scope: 'write',
      client: `session:${short(session.id)}`,
    }
  }

  return createMiddleware<ApiEnv>(async (c, next) => {
    const authorization = c.req.header('Authorization')
    let caller: Caller | undefined
    if (authorization !== undefined) {
      const token = /^Bearer +([\x21-\x7e]+) *$/i.exec(authorization)?.[1]
      if (!token) throw unauthorized('The Authorization header must be: Bearer <API key>', 'invalid_request')
      caller = await byKey(token)
      if (!caller) throw unauthorized('The API key is not valid', 'invalid_token')
    } else if (SESSION_COOKIE.test(c.req.header('Cookie') ?? '')) {
      caller = await bySession(c)
      if (caller && isUnsafe(c.req.method) && isCrossSite(c, config.publicUrl)) {
        throw new ProblemError(
          403,
          'forbidden',
          'A signed-in browser may change things only from pages of this server',
        )
      }
    }
    if (!caller) {
      if (config.access !== 'public') {
        throw unauthorized('Sign in, or send an API key as Authorization: Bearer <key>')
      }
      caller = {
        via: 'anonymous',
        role: 'anonymous',
        scope: 'read',
        client: `address:${c.get('clientAddress') ?? 'unknown'}`,
      }
    }
    c.set('caller', caller)
    c.set('client', caller.client)
    c.set('clientId', caller.client)
    return next()
  })
}

/** The roles allowed, besides the anonymous visitor, from least to most. */
const RANK: Record<Caller['role'], number> = { anonymous: 0, viewer: 1, member: 2, admin: 3 }

/**
 * Lets through callers with at least `role` (and a key scope of `scope`, when given); others get
 * 401 when nobody is signed in, else 403 saying what it takes.
 */
export function allow(role: Role, { scope, session = false }: { scope?: KeyScope; session?: boolean } = {}) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const caller = c.get('caller')
    if (caller.via === 'anonymous') throw unauthorized('Sign in first')
    if (session && caller.via !== 'session') {
      throw new ProblemError(403, 'forbidden', 'This is done signed in, in the app; an API key cannot do it')
    }
    if (RANK[caller.role] < RANK[role]) {
      throw new ProblemError(403, 'forbidden', `This takes the ${role} role; you are ${article(caller.role)}`)
    }
    if (scope === 'write' && caller.scope !== 'write') {
      throw new ProblemError(
        403,
        'forbidden',
        'This takes a key with the write scope; this key may only read',
      )
    }
    return next()
  })
}

const article = (role: string) => (role === 'admin' ? 'an admin' : `a ${role}`)
const isUnsafe = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'

function isCrossSite(c: Context, publicUrl: string | undefined): boolean {
  const origin = c.req.header('Origin')
  if (origin !== undefined && origin !== requestOrigin(c, publicUrl)) return true
  const site = c.req.header('Sec-Fetch-Site')
  return site !== undefined && site !== 'same-origin' && site !== 'none'
}

export function unauthorized(detail: string, error?: 'invalid_token' | 'invalid_request'): ProblemError {
  const challenge = error ? `Bearer realm="ads", error="${error}"` : 'Bearer realm="ads"'
  return new ProblemError(401, 'unauthorized', detail, [], { 'WWW-Authenticate': challenge })
}
