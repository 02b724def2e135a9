import {
  type DatabaseIntrospector,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type TableMetadata,
} from 'kysely'

/**
 * PostgreSQL as Kysely speaks it, but looking only at the store's own schema when the migrator asks
 * which tables exist. Kysely's own look lists every schema's tables and asks
 * `has_schema_privilege` of each: a schema another store drops at that moment (stores sharing a
 * database, one schema each) makes the whole query fail with `schema "…" does not exist`, and with
 * it the opening of a store that has nothing to do with it.
 */
export class OwnSchemaDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db)
  }
}

class OwnSchemaIntrospector extends PostgresIntrospector {
  readonly #db: Kysely<unknown>

  constructor(db: Kysely<unknown>) {
    super(db)
    this.#db = db
  }

  /** The tables and views of `current_schema()`, without their columns (the migrator needs names only). */
  override async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; is_view: boolean }>`
      SELECT c.relname AS name, n.nspname AS schema, c.relkind = 'v' AS is_view
      FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'v', 'p')`.execute(this.#db)
    return rows.map((row) => ({ name: row.name, schema: row.schema, isView: row.is_view, columns: [] }))
  }
}
