import { type Kysely, type Migration, sql } from 'kysely'

/**
 * A store's schema as the migrator takes it: each step under the name that existing databases record
 * it by. The migrator runs them in the order of their names (their numbers), skipping those recorded.
 */
export type MigrationSteps = Record<string, Migration>

/**
 * A migration step of plain statements, run one by one (a prepared statement holds one). Both stores'
 * schemas are written this way and applied by Kysely's migrator, which records the steps that ran.
 */
export function statements(...texts: string[]): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const text of texts) await sql.raw(text).execute(db)
    },
  }
}
