import { createHash } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { admin } from 'better-auth/plugins'
import type { Kysely } from 'kysely'
import type { StoreConnection } from '../records/ad-records'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords'

/** What a person may do in the team (decision 0008); every check is on the server. */
export type Role = 'admin' | 'member' | 'viewer'

/** The header our middleware puts the client's address in, for better-auth's limits. */
export const CLIENT_ADDRESS_HEADER = 'x-ads-client-address'

/**
 * The header our wrapper (routes/auth.ts) tells better-auth the request's own origin in, as our
 * allowed-hosts and trusted-proxy logic found it: its origin check then trusts that origin alone.
 */
export const ORIGIN_HEADER = 'x-ads-origin'

/** A session not used for this long ends. */
const IDLE_SECONDS = 7 * 24 * 60 * 60
/** A session in use moves its end forward at most this often (a write per day, not per request). */
const SLIDE_SECONDS = 24 * 60 * 60

/**
 * better-auth names a reset token's row `reset-password:<token>`. We keep it as a digest (never the
 * token itself) under that prefix, so that a person's open reset links can be found and ended.
 */
const RESET_PREFIX = 'reset-password:'
const resetDigest = (identifier: string) =>
  `${RESET_PREFIX}${createHash('sha256').update(identifier).digest('base64url')}`

type Verifications = { verification: { identifier: string; value: string } }

/**
 * Ends a person's reset links (better-auth keeps the person's id as the row's value), all of them
 * or all but the one of `keptToken`: a new link ends the earlier ones, and a reset ends every other.
 */
export async function endResetLinks(connection: StoreConnection, personId: string, keptToken?: string) {
  const db = connection.db as unknown as Kysely<Verifications>
  let query = db
    .deleteFrom('verification')
    .where('value', '=', personId)
    .where('identifier', 'like', `${RESET_PREFIX}%`)
  if (keptToken !== undefined)
    query = query.where('identifier', '!=', resetDigest(`${RESET_PREFIX}${keptToken}`))
  await query.execute()
}

export interface AccountsOptions {
  connection: StoreConnection
  /** Signs session cookies: the same on every node (ADS_SECRET or the store's). */
  secret: string
  /** Where people reach the server: links and the origin check of sign-in requests. */
  baseURL: string
  /** Receives the token of a password reset, which an admin hands over as a link (we send no e-mail). */
  onResetToken?: (personId: string, token: string) => void
}

/**
 * The team's people, passwords and sessions, by better-auth over the store's own connection. Its
 * tables come from our migrations (accounts-schema.ts), never from better-auth at run time. Telemetry
 * is off: no node sends anything anywhere. The cookie cache is off, so that a revoked session or a
 * removed person is refused on the very next request, on every node.
 */
export function accountsOptions({ connection, secret, baseURL, onResetToken = () => {} }: AccountsOptions) {
  return {
    database: { db: connection.db, type: connection.type },
    secret,
    baseURL,
    trustedOrigins: (request?: Request) => [request?.headers.get(ORIGIN_HEADER) ?? undefined],
    telemetry: { enabled: false },
    // A failed sign-in is the caller's answer, not the operator's news; our request log has each one.
    logger: { level: 'error' as const },
    emailAndPassword: {
      enabled: true,
      // Its own length check; passwordProblem() adds the rest, and covers the server-side calls
      // (createUser) that skip this one.
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // People are made by an admin, an invitation or the welcome link; nobody signs up alone.
      disableSignUp: true,
      // A reset ends every session of the person, as a stolen password's sessions must end.
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }: { user: { id: string }; token: string }) =>
        onResetToken(user.id, token),
      // A link used ends the person's other links, made before it or on another node meanwhile.
      onPasswordReset: async ({ user }: { user: { id: string } }) => endResetLinks(connection, user.id),
    },
    // One-time tokens (reset links) are kept as digests, never as themselves.
    verification: {
      storeIdentifier: {
        default: 'hashed' as const,
        overrides: { [RESET_PREFIX]: { hash: async (identifier: string) => resetDigest(identifier) } },
      },
    },
    session: { expiresIn: IDLE_SECONDS, updateAge: SLIDE_SECONDS, cookieCache: { enabled: false } },
    // Sign-in limits are ours (http/sign-in-limits.ts): per account as well as per address, counted
    // in the store with the app's clock. better-auth's would add a second, per-path limit that
    // requests made in-process (with no address) all share.
    rateLimit: { enabled: false },
    // A failure that is not better-auth's own answer (the store down, a full disk) is thrown to the
    // app's error handler, which says what happened (503, 507), instead of becoming a bare 500.
    onAPIError: { throw: true },
    // Said explicitly: better-auth skips its origin check when NODE_ENV is `test`, and our tests must
    // see what production does.
    advanced: {
      cookiePrefix: 'ads',
      disableOriginCheck: false,
      // The client's address as our trusted-proxy logic found it; set by our middleware alone, which
      // drops any such header from outside. Without one, every client would share one sign-in limit.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [admin({ defaultRole: 'member', adminRoles: ['admin'] })],
  }
}

export function createAccounts(options: AccountsOptions) {
  return betterAuth(accountsOptions(options))
}
