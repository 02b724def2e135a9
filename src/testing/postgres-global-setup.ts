import { startThrowawayPostgres } from './throwaway-postgres'

/**
 * Vitest's global setup: without ADS_TEST_DATABASE_URL, the run gets a throwaway PostgreSQL of its own
 * and removes it after. The variable is set for the test processes, which Vitest starts after this;
 * every project runs this setup, one after the other, and only the first (which finds the variable
 * unset) starts one.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.ADS_TEST_DATABASE_URL) return undefined
  const postgres = await startThrowawayPostgres()
  process.env.ADS_TEST_DATABASE_URL = postgres.url
  return async () => {
    delete process.env.ADS_TEST_DATABASE_URL
    await postgres.stop()
  }
}
