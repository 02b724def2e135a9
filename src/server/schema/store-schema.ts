import type { AdRecords } from '../records/ad-records'
import type { MigrationSteps } from '../records/migration-steps'
import {
  openPostgresRecords,
  type PostgresRecords,
  type PostgresRecordsOptions,
} from '../records/postgres/pg-records'
import { POSTGRES_AD_STEPS } from '../records/postgres/pg-schema'
import { SQLITE_AD_STEPS } from '../records/sqlite/migrations'
import { openSqliteRecords, type SqliteRecordsOptions } from '../records/sqlite/sqlite-records'
import { POSTGRES_WORKSPACE_STEPS, SQLITE_WORKSPACE_STEPS } from '../workspace/workspace-schema'

/**
 * One store's whole schema: the ads' steps (records/) and the workspace's (workspace/), each under the
 * name existing databases record it by, in the order of those names. The one place that sees both,
 * so that persistence knows nothing of the workspace (scripts/layers.ts). A name on both sides would
 * let one step silently stand in for the other: refused.
 */
export function wholeSchema(ads: MigrationSteps, workspace: MigrationSteps): MigrationSteps {
  const both = Object.keys(ads).filter((name) => name in workspace)
  if (both.length > 0) throw new Error(`Schema steps named on both sides: ${both.join(', ')}`)
  return { ...ads, ...workspace }
}

export const SQLITE_SCHEMA = wholeSchema(SQLITE_AD_STEPS, SQLITE_WORKSPACE_STEPS)
export const POSTGRES_SCHEMA = wholeSchema(POSTGRES_AD_STEPS, POSTGRES_WORKSPACE_STEPS)

/** A SQLite store: its records, opened with the whole schema (migrated to it, or checked read-only). */
export const openSqliteStore = (options: Omit<SqliteRecordsOptions, 'migrations'>): Promise<AdRecords> =>
  openSqliteRecords({ ...options, migrations: SQLITE_SCHEMA })

/** A PostgreSQL store: its records, opened with the whole schema. */
export const openPostgresStore = (
  options: Omit<PostgresRecordsOptions, 'migrations'>,
): Promise<PostgresRecords> => openPostgresRecords({ ...options, migrations: POSTGRES_SCHEMA })
