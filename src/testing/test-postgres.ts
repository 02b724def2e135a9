import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { CreativeTagger } from '../server/records/creative-tagging'
import { openPostgresRecords, type PostgresRecords } from '../server/records/postgres/pg-records'

/**
 * The database the tests use: `ADS_TEST_DATABASE_URL`, which the run's global setup
 * (postgres-global-setup.ts) points at a throwaway PostgreSQL of its own when it is unset.
 */
export const TEST_DATABASE_URL =
  process.env.ADS_TEST_DATABASE_URL ?? 'postgres://ads:ads@127.0.0.1:5432/ads_test'

const HOW_TO_GET_ONE =
  'The PostgreSQL tests could not open their database: check that ADS_TEST_DATABASE_URL names one that ' +
  'is up, or unset it to have the run start a throwaway PostgreSQL (see the README). ' +
  `Tried ${TEST_DATABASE_URL.replace(/:[^:@/]*@/, '@')}.`

/** A schema name of its own, so that tests running at once never see each other's ads. */
export const testSchema = () => `test_${randomBytes(6).toString('hex')}`

/**
 * A store of its own in a fresh schema of the test database, which several records may open at once
 * (as server and writer processes do); `drop` removes it. A missing PostgreSQL fails the test with how
 * to get one; it is never skipped.
 */
export function postgresTestStore(schema = testSchema()) {
  return {
    schema,
    async open(
      options: { now?: () => number; busyTimeoutMs?: number; tagger?: CreativeTagger } = {},
    ): Promise<PostgresRecords> {
      try {
        return await openPostgresRecords({ url: TEST_DATABASE_URL, ...options, schema })
      } catch (error) {
        throw new Error(`${HOW_TO_GET_ONE}\n${(error as Error).message}`)
      }
    },
    drop: () => dropSchema(schema),
  }
}

/** Records in a store of their own; closing them drops it. */
export async function testPostgresRecords(options: { now?: () => number } = {}): Promise<PostgresRecords> {
  const store = postgresTestStore()
  const records = await store.open(options)
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await records.close()
    await store.drop()
  }
  ;(inTest ? forThisTest : forThisFile).add(close)
  return { ...records, close }
}

/**
 * Stores the API tests open without closing them (SQLite's in-memory ones just go away) are closed
 * for them: those opened in a test after it, the others after the file (`closeTestStores`, called by
 * the PostgreSQL test project's setup), so no test run runs out of connections.
 */
let inTest = false
const forThisTest = new Set<() => Promise<void>>()
const forThisFile = new Set<() => Promise<void>>()

export const testStarts = () => {
  inTest = true
}

export async function closeTestStores(scope: 'test' | 'file'): Promise<void> {
  inTest = false
  const due = scope === 'test' ? [forThisTest] : [forThisTest, forThisFile]
  for (const set of due) {
    for (const close of set) await close()
    set.clear()
  }
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await client.connect()
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
  } finally {
    await client.end()
  }
}
