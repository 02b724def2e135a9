import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { CompiledQuery, Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { type StepText, stepTexts } from '../../testing/step-queries'
import { postgresTestStore, TEST_DATABASE_URL } from '../../testing/test-postgres'
import type { MigrationSteps } from '../records/migration-steps'
import released from './released-steps.json'
import {
  openPostgresStore,
  openSqliteStore,
  POSTGRES_SCHEMA,
  SQLITE_SCHEMA,
  wholeSchema,
} from './store-schema'

/**
 * `released-steps.json` is what each store's schema sent, step by step, as released before the
 * workspace's steps left the records (commit 368a72c): the names existing databases record and the
 * SQL each step runs. Written down once from that code, never from this one.
 */
const RELEASED: Record<'sqlite' | 'postgres', StepText[]> = released

/** The released steps as a migrator takes them: each sends the queries it sent then. */
const releasedSteps = (texts: StepText[]): MigrationSteps =>
  Object.fromEntries(
    texts.map(({ name, queries }): [string, Migration] => [
      name,
      {
        async up(db: Kysely<unknown>) {
          for (const query of queries) await db.executeQuery(CompiledQuery.raw(query.sql, query.parameters))
        },
      },
    ]),
  )

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe.each([
  { dialect: 'sqlite' as const, schema: SQLITE_SCHEMA },
  { dialect: 'postgres' as const, schema: POSTGRES_SCHEMA },
])('$dialect: the store schema put together from the ads and the workspace', ({ dialect, schema }) => {
  it('starts with the released steps, in their order, each under its name and sending the same SQL', async () => {
    const now = await stepTexts(schema, dialect)
    expect(now.length).toBeGreaterThanOrEqual(RELEASED[dialect].length)
    expect(now.slice(0, RELEASED[dialect].length)).toEqual(RELEASED[dialect])
  })

  it('numbers its steps one after another, so that a new one goes last', () => {
    const numbers = Object.keys(schema)
      .sort()
      .map((name) => Number(name.slice(0, 4)))
    expect(numbers).toEqual(numbers.map((_, index) => index + 1))
  })
})

describe('a step named by both the ads and the workspace', () => {
  it('is refused rather than one standing in for the other', () => {
    const step = { up: async () => {} }
    expect(() => wholeSchema({ '0001_ads': step }, { '0001_ads': step, '0002_boards': step })).toThrow(
      /named on both sides: 0001_ads/,
    )
  })
})

/** The steps a database records as taken, with when: a step run again or newly would change them. */
const takenSteps = (db: Kysely<unknown>) =>
  sql<{ name: string; timestamp: string }>`SELECT name, timestamp FROM kysely_migration ORDER BY name`
    .execute(db)
    .then(({ rows }) => rows)

describe('a SQLite store migrated by the released steps', () => {
  it('opens with this code without running or skipping a step, and reads the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ads-schema-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const file = join(dir, 'ads.sqlite')
    const database = new Database(file)
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database }) })
    const steps = releasedSteps(RELEASED.sqlite)
    const { error } = await new Migrator({
      db,
      provider: { getMigrations: async () => steps },
    }).migrateToLatest()
    expect(error).toBeUndefined()
    const shape = () =>
      database.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY type, name').all()
    const before = { steps: await takenSteps(db), shape: shape() }
    expect(before.steps.map((step) => step.name)).toEqual(RELEASED.sqlite.map((step) => step.name))

    // Read-only first: it refuses a file that lacks any step of this version's schema.
    for (const readOnly of [true, false]) {
      const records = await openSqliteStore({ file, readOnly })
      await records.close()
    }
    expect({ steps: await takenSteps(db), shape: shape() }).toEqual(before)
    database.close()
  })
})

describe('a PostgreSQL store migrated by the released steps', () => {
  it('opens with this code without running or skipping a step, and reads the same', async () => {
    const store = postgresTestStore()
    cleanups.push(store.drop)
    const pool = new pg.Pool({
      connectionString: TEST_DATABASE_URL,
      options: `-c search_path=${store.schema}`,
    })
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) })
    cleanups.push(() => db.destroy())
    await sql`CREATE SCHEMA ${sql.id(store.schema)}`.execute(db)
    const steps = releasedSteps(RELEASED.postgres)
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => steps },
      migrationTableSchema: store.schema,
    })
    const { error } = await migrator.migrateToLatest()
    expect(error).toBeUndefined()
    const shape = async () =>
      (
        await sql<{ kind: string; name: string; definition: string | null }>`
          SELECT 'column' AS kind, table_name || '.' || column_name AS name,
                 data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS definition
            FROM information_schema.columns WHERE table_schema = ${store.schema}
          UNION ALL
          SELECT 'index', indexname, indexdef FROM pg_indexes WHERE schemaname = ${store.schema}
          ORDER BY kind, name`.execute(db)
      ).rows
    const before = { steps: await takenSteps(db), shape: await shape() }
    expect(before.steps.map((step) => step.name)).toEqual(RELEASED.postgres.map((step) => step.name))

    const records = await openPostgresStore({ url: TEST_DATABASE_URL, schema: store.schema })
    await records.close()
    expect({ steps: await takenSteps(db), shape: await shape() }).toEqual(before)
  })
})
