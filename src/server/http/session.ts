import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { hasValidSignature, sign } from './signature'

/**
 * The browser's session: the web app never holds an API key, so the server that serves the app's
 * HTML hands out this cookie instead. Stateless: a random id and its HMAC, nothing stored.
 */
export const SESSION_COOKIE = 'ads_session'
const PURPOSE = 'session'

/** The session id of a validly signed cookie, or null. */
export function sessionOf(c: Context, secret: string): string | null {
  const value = getCookie(c, SESSION_COOKIE)
  if (!value) return null
  const [id, signature, ...rest] = value.split('.')
  if (!id || !signature || rest.length > 0) return null
  return hasValidSignature(secret, PURPOSE, id, signature) ? id : null
}

/**
 * Gives the browser a session unless it already has a valid one; `secure` when the page came over
 * https. Returns the cookie's value, for requests made on the browser's behalf.
 */
export function ensureSession(c: Context, secret: string, secure: boolean): string {
  if (sessionOf(c, secret)) return getCookie(c, SESSION_COOKIE)!
  const id = randomBytes(18).toString('base64url')
  const value = `${id}.${sign(secret, PURPOSE, id)}`
  setCookie(c, SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    secure,
  })
  return value
}
