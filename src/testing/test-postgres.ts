import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { CreativeTagger } from '../server/records/creative-tagging'
import type { PostgresRecords } from '../server/records/postgres/pg-records'
import { openPostgresStore } from '../server/schema/store-schema'

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
        return await openPostgresStore({ url: TEST_DATABASE_URL, ...options, schema })
      } catch (error) {
        throw new Error(`${HOW_TO_GET_ONE}\n${(error as Error).message}`)
      }
    },
    drop: () => dropSchema(schema),
  }
}

/**
 * Records in a store of their own; closing them empties it for the next test of this file, or drops it.
 * A new schema costs its 21 migrations, 0.2 to 2 s on the CI machine, and the tests open thousands
 * (every run of a search property opens a new store); emptied, a schema is as a new one (the same
 * tables, holding what a new store holds, under a new store id) in a few milliseconds.
 */
export async function testPostgresRecords(options: { now?: () => number } = {}): Promise<PostgresRecords> {
  const store = postgresTestStore(emptied.pop())
  const records = await store.open(options)
  newStore ??= await newStoreOf(store.schema)
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    const reusable = await emptiedForReuse(records, store.schema)
    await records.close()
    if (reusable) emptied.push(store.schema)
    else await store.drop()
  }
  ;(inTest ? forThisTest : forThisFile).add(close)
  return { ...records, close }
}

/** Schemas of this file's closed stores, emptied and ready to be opened again. */
const emptied: string[] = []

/** What a new store is: its schema's shape (tables, indexes, triggers, functions, grants) and rows. */
interface NewStore {
  shape: string
  tables: string[]
  rows: { table: string; json: string }[]
}
let newStore: NewStore | undefined

const SHAPE = `
  SELECT concat_ws('|',
    (SELECT string_agg(tablename, ',' ORDER BY tablename) FROM pg_tables WHERE schemaname = $1),
    (SELECT string_agg(indexname, ',' ORDER BY indexname) FROM pg_indexes WHERE schemaname = $1),
    (SELECT count(*) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND NOT t.tgisinternal),
    (SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = $1),
    (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relacl IS NOT NULL)
  ) AS shape`

const shapeOf = async (client: pg.ClientBase | pg.Pool, schema: string) =>
  (await client.query<{ shape: string }>(SHAPE, [schema])).rows[0]!.shape

/** Read from the first store this file opens, just opened: a store no test has written to yet. */
async function newStoreOf(schema: string): Promise<NewStore> {
  return withClient(async (client) => {
    // The migrator's tables stay as they are: they say the schema is up to date.
    const { rows: listed } = await client.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = $1 AND tablename NOT LIKE 'kysely\\_%'`,
      [schema],
    )
    const tables = listed.map(({ tablename }) => tablename)
    const rows: NewStore['rows'] = []
    for (const table of tables) {
      const { rows: found } = await client.query<{ json: string | null }>(
        `SELECT json_agg(t)::text AS json FROM "${schema}"."${table}" t`,
      )
      if (found[0]?.json) rows.push({ table, json: found[0].json })
    }
    return { shape: await shapeOf(client, schema), tables, rows }
  })
}

/**
 * Empties a store's schema back to what a new store holds, with a store id of its own (an index
 * snapshot of one test's store must never load for another's), through the store's own connections
 * and in one statement. False, leaving it as it is, when a test changed its shape (an outage's
 * triggers, say) or cut its connections: such a schema is dropped instead.
 */
async function emptiedForReuse(records: PostgresRecords, schema: string): Promise<boolean> {
  const fresh = newStore
  if (!fresh) return false
  try {
    if ((await shapeOf(records.pool, schema)) !== fresh.shape) return false
    const table = (name: string) => `"${schema}"."${name}"`
    const literal = (text: string) => `'${text.replaceAll("'", "''")}'`
    await records.pool.query(
      [
        'BEGIN',
        // A test that left a transaction open would hold its rows: drop the schema rather than wait.
        "SET LOCAL lock_timeout = '2s'",
        ...fresh.tables.map((name) => `DELETE FROM ${table(name)}`),
        ...fresh.rows.map(
          ({ table: name, json }) =>
            `INSERT INTO ${table(name)} SELECT * FROM json_populate_recordset(NULL::${table(name)}, ${literal(json)})`,
        ),
        `UPDATE ${table('settings')} SET value = md5(random()::text || clock_timestamp()::text) WHERE key = 'store_id'`,
        'COMMIT',
      ].join(';\n'),
    )
    return true
  } catch {
    return false
  }
}

/** Drops the emptied schemas this file kept: run after its last test. */
export async function dropEmptiedSchemas(): Promise<void> {
  for (const schema of emptied.splice(0)) await dropSchema(schema)
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
  if (scope === 'file') await dropEmptiedSchemas()
}

async function dropSchema(schema: string): Promise<void> {
  await withClient((client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`))
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
