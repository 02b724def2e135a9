import type { Migration } from 'kysely'
import { statements } from '../records/migration-steps'

/**
 * The tables better-auth keeps people, passwords, sessions, one-time tokens and sign-in limits in
 * (decision 0008), as its `compileMigrations()` printed them for our configuration (email and
 * password, the admin plugin's role columns, rate limits in the database), frozen here as versioned
 * steps of our own migrator. `accounts.test.ts` checks that better-auth finds nothing missing after
 * them, so an upgrade that needs more fails there and gets a step of its own. Their names are
 * better-auth's (camelCase); ours are snake_case.
 */
const tables = (types: { boolean: string; date: string; now: string }) => [
  `CREATE TABLE "user" (
     "id" text NOT NULL PRIMARY KEY, "name" text NOT NULL, "email" text NOT NULL UNIQUE,
     "emailVerified" ${types.boolean} NOT NULL, "image" text,
     "createdAt" ${types.date}${types.now} NOT NULL, "updatedAt" ${types.date}${types.now} NOT NULL,
     "role" text, "banned" ${types.boolean}, "banReason" text, "banExpires" ${types.date}
   )`,
  `CREATE TABLE "session" (
     "id" text NOT NULL PRIMARY KEY, "expiresAt" ${types.date} NOT NULL, "token" text NOT NULL UNIQUE,
     "createdAt" ${types.date}${types.now} NOT NULL, "updatedAt" ${types.date} NOT NULL,
     "ipAddress" text, "userAgent" text,
     "userId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE, "impersonatedBy" text
   )`,
  `CREATE TABLE "account" (
     "id" text NOT NULL PRIMARY KEY, "accountId" text NOT NULL, "providerId" text NOT NULL,
     "userId" text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
     "accessToken" text, "refreshToken" text, "idToken" text,
     "accessTokenExpiresAt" ${types.date}, "refreshTokenExpiresAt" ${types.date}, "scope" text, "password" text,
     "createdAt" ${types.date}${types.now} NOT NULL, "updatedAt" ${types.date} NOT NULL
   )`,
  `CREATE TABLE "verification" (
     "id" text NOT NULL PRIMARY KEY, "identifier" text NOT NULL, "value" text NOT NULL,
     "expiresAt" ${types.date} NOT NULL,
     "createdAt" ${types.date}${types.now} NOT NULL, "updatedAt" ${types.date}${types.now} NOT NULL
   )`,
  `CREATE TABLE "rateLimit" (
     "id" text NOT NULL PRIMARY KEY, "key" text NOT NULL UNIQUE, "count" integer NOT NULL,
     "lastRequest" bigint NOT NULL
   )`,
  'CREATE INDEX "session_userId_idx" ON "session" ("userId")',
  'CREATE INDEX "account_userId_idx" ON "account" ("userId")',
  'CREATE INDEX "verification_identifier_idx" ON "verification" ("identifier")',
]

export const ACCOUNTS_STEP_SQLITE: Migration = statements(
  ...tables({ boolean: 'integer', date: 'date', now: '' }),
)

export const ACCOUNTS_STEP_POSTGRES: Migration = statements(
  ...tables({ boolean: 'boolean', date: 'timestamptz', now: ' DEFAULT CURRENT_TIMESTAMP' }),
)
