import { createHash, timingSafeEqual } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import type { AppConfig } from '../config'
import type { ApiKeyRecords } from '../workspace/api-keys'
import { ProblemError } from './problem'
import { requestOrigin } from './request-origin'
import { sessionOf } from './session'

/** What the API's middleware learns about a request: who is calling, for rate limits. */
export type ApiEnv = { Variables: { client: string } }

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * `/api/v1` accepts a bearer key (RFC 6750: one of ADS_API_KEYS, or one kept in the store and not
 * revoked) or the browser session that came with the app's HTML.
 * A session is a cookie the browser sends by itself, so a state-changing request that carries only
 * the session must come from this server's own pages (Origin and Fetch Metadata say where it came from).
 */
export function requireAccess(config: AppConfig, storedKeys?: Pick<ApiKeyRecords, 'check'>) {
  // ADS_API_KEYS are compared as SHA-256 digests: equal lengths for timingSafeEqual, and no early exit.
  const keys = config.apiKeys.map(digest)
  const isConfiguredKey = (token: string) => {
    const given = digest(token)
    return keys.reduce((found, key) => timingSafeEqual(key, given) || found, false)
  }
  // Stored keys are looked up on every request, so one revoked on any node stops working at once.
  const isKey = async (token: string) =>
    isConfiguredKey(token) || (storedKeys !== undefined && (await storedKeys.check(token)) !== undefined)

  return createMiddleware<ApiEnv>(async (c, next) => {
    const authorization = c.req.header('Authorization')
    if (authorization !== undefined) {
      const token = /^Bearer +([\x21-\x7e]+) *$/i.exec(authorization)?.[1]
      if (!token) throw unauthorized('The Authorization header must be: Bearer <API key>', 'invalid_request')
      if (!(await isKey(token))) throw unauthorized('The API key is not valid', 'invalid_token')
      const hash = digest(token)
      c.set('client', `key:${hash.toString('base64url').slice(0, 12)}`)
      // What the log names the caller by: `echo -n $KEY | sha256sum | cut -c1-6` finds the key.
      c.set('clientId', `key:${hash.toString('hex').slice(0, 6)}`)
      return next()
    }
    const session = sessionOf(c, config.secret)
    if (session === null) {
      throw unauthorized('Send an API key as Authorization: Bearer <key>, or open the app in a browser')
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isCrossSite(c, config.publicUrl)) {
      throw unauthorized('A browser session is accepted only from pages of this server')
    }
    c.set('client', `session:${session}`)
    // Not the session id itself: it is half of a cookie.
    c.set('clientId', `session:${digest(session).toString('hex').slice(0, 6)}`)
    return next()
  })
}

function isCrossSite(c: Parameters<typeof requestOrigin>[0], publicUrl: string | undefined): boolean {
  const origin = c.req.header('Origin')
  if (origin !== undefined && origin !== requestOrigin(c, publicUrl)) return true
  const site = c.req.header('Sec-Fetch-Site')
  return site !== undefined && site !== 'same-origin' && site !== 'none'
}

function unauthorized(detail: string, error?: 'invalid_token' | 'invalid_request'): ProblemError {
  const challenge = error ? `Bearer realm="ads", error="${error}"` : 'Bearer realm="ads"'
  return new ProblemError(401, 'unauthorized', detail, [], { 'WWW-Authenticate': challenge })
}
