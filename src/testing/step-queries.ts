import {
  DummyDriver,
  Kysely,
  type Migration,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely'

/** A query as a step sends it: its SQL text and the values bound to it. */
export interface StepQuery {
  sql: string
  parameters: unknown[]
}

/** A named migration step and the queries it sends, in order. */
export interface StepText {
  name: string
  queries: StepQuery[]
}

/**
 * What each step of a migration list sends to a database of `dialect`, in the migrator's order (by
 * name), found by running it against a Kysely that only writes the SQL down: two lists that send the
 * same queries make the same schema. A step that reads rows (to change them) reads none here, so what
 * it would write for each is not in its text; its read is.
 */
export async function stepTexts(
  steps: Record<string, Migration>,
  dialect: 'sqlite' | 'postgres',
): Promise<StepText[]> {
  let sent: StepQuery[] = []
  const db = new Kysely<unknown>({
    dialect:
      dialect === 'sqlite'
        ? {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (on) => new SqliteIntrospector(on),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          }
        : {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => new DummyDriver(),
            createIntrospector: (on) => new PostgresIntrospector(on),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          },
    log: (event) => {
      if (event.level === 'query')
        sent.push({ sql: event.query.sql, parameters: [...event.query.parameters] })
    },
  })
  const texts: StepText[] = []
  for (const name of Object.keys(steps).sort()) {
    sent = []
    await steps[name]!.up(db)
    texts.push({ name, queries: sent })
  }
  await db.destroy()
  return texts
}
