import { existsSync } from 'node:fs'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres'

describe('A throwaway PostgreSQL', () => {
  // A failed assertion still stops the cluster (stopping twice is harmless).
  const started: ThrowawayPostgres[] = []
  afterEach(async () => {
    for (const postgres of started.splice(0)) await postgres.stop()
  })

  it('takes connections at its URL, and leaves nothing behind once stopped', async () => {
    const postgres = await startThrowawayPostgres()
    started.push(postgres)
    const client = new pg.Client({ connectionString: postgres.url })
    await client.connect()
    const { rows } = await client.query<{ database: string }>('SELECT current_database() AS database')
    const folder = (
      await client.query<{ dir: string }>("SELECT current_setting('unix_socket_directories') AS dir")
    ).rows[0]!.dir
    await client.end()
    expect(rows[0]!.database).toBe('ads_test')
    expect(existsSync(folder)).toBe(true)

    await postgres.stop()
    expect(existsSync(folder)).toBe(false)
    await expect(new pg.Client({ connectionString: postgres.url }).connect()).rejects.toThrow()
  })
})
