import { expect } from 'vitest'
import { z } from 'zod'
import { Problem, type ProblemCode } from '../contract/problem'
import { createApp } from '../server/app'
import type { AppConfig } from '../server/config'
import { storeImporter } from '../server/imports/store-importer'
import { PgSearchStore } from '../server/pg-search/pg-search-store'
import type { AdRecords, StoredAd } from '../server/records/ad-records'
import { openSqliteStore } from '../server/schema/store-schema'
import { IndexedStore } from '../server/service/indexed-store'
import { localService } from '../server/service/local-service'
import type { SearchStore } from '../server/service/search-store'
import { StaleTags } from '../server/service/stale-tags'
import { type Team, teamOf } from '../server/workspace/team'
import { testPostgresRecords } from './test-postgres'

/** Test support for the API tests: a real in-memory store per test and requests through app.request(). */
export const TEST_KEY = 'test-key-0123456789'
export const NOW = Date.parse('2025-06-01T12:00:00.000Z')

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    apiKeys: [TEST_KEY, 'second-key'],
    secret: 'test-secret',
    distDir: '/nonexistent/dist',
    clipsDir: '/nonexistent/clips',
    ...overrides,
  }
}

export interface StoreOptions {
  /** Runs once the ads are written, before the search opens: to leave in the store what older versions did. */
  beforeOpen?: (records: AdRecords) => Promise<unknown>
  /**
   * Tags again the ads stored with older creative rules, as a serving process does: given to the
   * service (readiness, metrics) but not started, so that a test moves it on a batch at a time.
   */
  retagging?: boolean
}

/**
 * A store of record and its index: SQLite in memory, or a PostgreSQL store of its own when the tests
 * run with `ADS_TEST_STORE=postgres` (the postgres test project; with `ADS_TEST_SEARCH=postgres` too, the
 * search runs inside PostgreSQL: the postgres-search project). The index counts running days at the
 * tests' fixed time; the records write at the real time, as the team does, so that an ad's
 * `first_seen_at` and a person's last look are on one clock.
 */
export async function testStore(ads: StoredAd[] = [], { beforeOpen }: StoreOptions = {}) {
  if (process.env.ADS_TEST_STORE === 'postgres') {
    const records = await testPostgresRecords()
    if (ads.length > 0) await records.write(ads)
    await beforeOpen?.(records)
    // The postgres-search test project runs the same tests with the search inside PostgreSQL.
    const store: SearchStore =
      process.env.ADS_TEST_SEARCH === 'postgres'
        ? await PgSearchStore.open({ records, now: () => NOW })
        : await IndexedStore.open({ records, now: () => NOW })
    return { records, store, team: teamOf(records, testConfig()) }
  }
  const records = await openSqliteStore({ file: ':memory:' })
  if (ads.length > 0) await records.write(ads)
  await beforeOpen?.(records)
  const store: SearchStore = await IndexedStore.open({ records, now: () => NOW })
  return { records, store, team: teamOf(records, testConfig()) }
}

/** A team in a store of its own (SQLite in memory, or PostgreSQL in the postgres test project). */
export async function testTeam(
  config: Pick<AppConfig, 'secret' | 'publicUrl'> = testConfig(),
  now?: () => number,
): Promise<Team> {
  const records =
    process.env.ADS_TEST_STORE === 'postgres'
      ? await testPostgresRecords()
      : await openSqliteStore({ file: ':memory:' })
  return teamOf(records, config, now)
}

export async function testApi(
  ads: StoredAd[] = [],
  config: Partial<AppConfig> = {},
  storeOptions: StoreOptions = {},
) {
  const { records, store } = await testStore(ads, storeOptions)
  const retagging = storeOptions.retagging ? new StaleTags(records, { log: () => {}, pauseMs: 0 }) : undefined
  const settings = testConfig(config)
  // The team's clock is the real one, moved on by `advance`: better-auth dates its sessions by the
  // real clock, and our own session and link checks must compare against the same one.
  let offset = 0
  const now = () => Date.now() + offset
  const team = teamOf(records, settings, now)
  const app = createApp({
    service: localService(store, settings.secret, { ...(retagging && { retagging }) }),
    config: settings,
    team,
    importer: storeImporter(records, store, settings.savedMedia),
  })
  const auth = { Authorization: `Bearer ${TEST_KEY}` }
  return {
    app,
    records,
    store,
    team,
    retagging,
    /** Moves the team's clock on (rate limits, sessions, links' expiry). */
    advance: (ms: number) => {
      offset += ms
    },
    now,
    get: (path: string, headers: Record<string, string> = {}) =>
      app.request(path, { headers: { ...auth, ...headers } }),
    /** POSTs a value as JSON, or a string as it is. */
    post: (path: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(path, {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { ...auth, 'Content-Type': 'application/json', ...headers },
      }),
  }
}

/** The body of a 200 response, parsed with the contract schema: the API must never answer off-contract. */
export async function expectOk<T extends z.core.$ZodType>(
  response: Response,
  schema: T,
): Promise<z.output<T>> {
  const text = await response.text()
  expect(response.status, text).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  return z.parse(schema, JSON.parse(text))
}

/** An RFC 9457 problem with this status and code, parsed with the contract schema. */
export async function expectProblem(response: Response, status: number, code: ProblemCode): Promise<Problem> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  expect(response.headers.get('Content-Type')).toBe('application/problem+json')
  const problem = Problem.parse(JSON.parse(text))
  expect(problem).toMatchObject({ status, code })
  return problem
}

export const parametersOf = (problem: Problem) => problem.errors.map((error) => error.parameter)
