import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppConfig } from '../config'
import type { LimitCounts } from '../workspace/limits'
import { tooMany } from './rate-limit'
import { requestOrigin } from './request-origin'

/**
 * How failed sign-ins are limited (README "A team signs in", decision 0008). A guesser's own address
 * waits: 30 failures at any accounts in 15 minutes, then nothing more from it until the window ends.
 * An account is never locked: after 5 failures in a row at it, from anywhere, each further attempt
 * waits a back-off that doubles from 2 s to at most a minute, so that a stranger who knows someone's
 * email keeps them waiting a minute at most, while guessing at one account from many addresses gets
 * about one try a minute. A browser that signed in to the account before has a back-off of its own
 * instead: a stranger who keeps failing cannot keep its person out at all. The right password clears
 * the account's failures.
 */
export const SIGN_IN_LIMITS = {
  address: { max: 30, windowMs: 15 * 60_000 },
  account: { free: 5, firstMs: 2_000, maxMs: 60_000, forgetMs: 60 * 60_000 },
}

/** Set on a sign-in: this browser knows the account's password (a MAC of the email, no secret of it). */
export const KNOWN_BROWSER_COOKIE = 'ads.known_browser'
/** As long as browsers keep a cookie (400 days). */
const KNOWN_BROWSER_SECONDS = 400 * 24 * 60 * 60

const knownBrowserMac = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`known-browser:${email}`).digest('base64url')

function isKnownBrowser(c: Context, secret: string, email: string): boolean {
  const given = Buffer.from(getCookie(c, KNOWN_BROWSER_COOKIE) ?? '')
  const expected = Buffer.from(knownBrowserMac(secret, email))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * A sign-in's turn, taken before the password is looked at: refused with 429 (and one answer
 * whether the account exists or not) while the address or the account must wait. `done` says how
 * the attempt ended, and gives a browser that got in the cookie that lets it past the account's
 * back-off next time.
 */
export async function signInTurn(
  c: Context,
  { limits, config }: { limits: LimitCounts; config: Pick<AppConfig, 'secret' | 'publicUrl'> },
  email: string,
) {
  const address = c.get('clientAddress') as string | undefined
  const account = createHash('sha256').update(email).digest('hex')
  const known = email !== '' && isKnownBrowser(c, config.secret, email)
  // A known browser waits only for its own failures (at its address); anyone else for the account's.
  const accountKey = known ? `sign-in:known:${account}:${address ?? 'unknown'}` : `sign-in:account:${account}`
  const addressKey = `sign-in:address:${address ?? 'unknown'}`
  const so = await limits.peek(addressKey, SIGN_IN_LIMITS.address)
  if (so.count >= SIGN_IN_LIMITS.address.max) throw refusal(so.retryAfterSeconds)
  const turn = await limits.attempt(accountKey, SIGN_IN_LIMITS.account)
  if (!turn.allowed) throw refusal(turn.retryAfterSeconds)
  return {
    async done(answer: Response) {
      if (answer.status === 401) await limits.add(addressKey, SIGN_IN_LIMITS.address)
      if (!answer.ok) return
      await limits.clear(accountKey)
      if (known) await limits.clear(`sign-in:account:${account}`)
      const secure = requestOrigin(c, config.publicUrl).startsWith('https:') ? '; Secure' : ''
      answer.headers.append(
        'Set-Cookie',
        `${KNOWN_BROWSER_COOKIE}=${knownBrowserMac(config.secret, email)}; Path=/api/auth/sign-in; Max-Age=${KNOWN_BROWSER_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
      )
    },
  }
}

const refusal = (seconds: number) =>
  tooMany(
    `Too many failed sign-ins; try again in ${seconds < 90 ? `${seconds} s` : `${Math.ceil(seconds / 60)} minutes`}`,
    seconds,
  )
