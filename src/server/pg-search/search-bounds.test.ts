import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, expectProblem, NOW, TEST_KEY, testConfig } from '../../testing/test-api'
import { TEST_DATABASE_URL, testPostgresRecords } from '../../testing/test-postgres'
import { createApp } from '../app'
import { localService } from '../service/local-service'
import { teamOf } from '../workspace/team'
import { PgSearchStore, type PgSearchStoreOptions } from './pg-search-store'

const auth = { Authorization: `Bearer ${TEST_KEY}` }

/** The API over a search inside PostgreSQL with the given bounds, and a way to make its searches slow. */
async function boundedApi(bounds: Pick<PgSearchStoreOptions, 'timeoutMs' | 'slots'>) {
  const records = await testPostgresRecords()
  await records.write([
    makeAd({ id: 'a', headline: 'Red shoes' }),
    makeAd({ id: 'b', headline: 'Blue coats' }),
  ])
  const store = await PgSearchStore.open({ records, now: () => NOW, ...bounds })
  const config = testConfig()
  const app = createApp({
    service: localService(store, config.secret),
    config,
    team: teamOf(records, config),
  })
  const schema = (await records.pool.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!
    .schema
  return {
    get: async (path: string) => app.request(path, { headers: auth }),
    /**
     * Holds locks every search waits for, on the tables it reads first, as a search that takes
     * long would hold its connection, until `release`.
     */
    async stall() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
      await client.connect()
      await client.query('BEGIN')
      const tables = ['search_totals', 'search_words', 'search_current', 'search_advertisers']
      await client.query(
        `LOCK TABLE ${tables.map((t) => `"${schema}".${t}`).join(', ')} IN ACCESS EXCLUSIVE MODE`,
      )
      return {
        /** Returns once `count` searches wait for the locks (each holding a connection and a slot). */
        async waiting(count: number) {
          for (let tries = 0; tries < 200; tries++) {
            const { rows } = await client.query<{ n: number }>(
              `SELECT count(DISTINCT l.pid)::int AS n FROM pg_locks l
               JOIN pg_class c ON c.oid = l.relation JOIN pg_namespace s ON s.oid = c.relnamespace
               WHERE NOT l.granted AND s.nspname = $1`,
              [schema],
            )
            if (rows[0]!.n >= count) return
            await pause(25)
          }
          throw new Error(`${count} searches never came to wait for the locks`)
        },
        async release() {
          await client.query('ROLLBACK')
          await client.end()
        },
      }
    },
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('searches inside PostgreSQL are bounded', () => {
  it('answers 503 overloaded with Retry-After when a search runs past its time-out', async () => {
    const api = await boundedApi({ timeoutMs: 200 })
    expect((await api.get('/api/v1/ads?query=red')).status).toBe(200)
    const stalled = await api.stall()
    try {
      const started = Date.now()
      for (const path of ['/api/v1/ads?query=red', '/api/v1/facets/countries?query=red']) {
        const response = await api.get(path)
        expect(response.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/)
        const problem = await expectProblem(response, 503, 'overloaded')
        expect(problem.detail).not.toMatch(/statement|cancel|SQL/i)
      }
      expect(Date.now() - started).toBeLessThan(2_000)
    } finally {
      await stalled.release()
    }
    // The connection is good for the next search.
    const page = await expectOk(await api.get('/api/v1/ads?query=red'), AdList)
    expect(page.data.map((ad) => ad.id)).toEqual(['a'])
  })

  it('answers 503 overloaded with Retry-After at once past the searches running and waiting', async () => {
    const api = await boundedApi({ timeoutMs: 5_000, slots: { running: 1, waiting: 1, waitMs: 5_000 } })
    const stalled = await api.stall()
    let running: Promise<Response> | undefined
    let queued: Promise<Response> | undefined
    try {
      running = api.get('/api/v1/ads?query=red')
      await stalled.waiting(1)
      // Its slot taken, the next one waits in the queue (no connection: nothing to see in PostgreSQL).
      queued = api.get('/api/v1/facets/countries')
      await pause(100)
      const started = Date.now()
      for (const path of ['/api/v1/ads?query=blue', '/api/v1/lookup?q=ac', '/api/v1/stats/timeline']) {
        const response = await api.get(path)
        expect(response.headers.get('Retry-After'), path).toBe('1')
        await expectProblem(response, 503, 'overloaded')
      }
      expect(Date.now() - started).toBeLessThan(500)
    } finally {
      await stalled.release()
    }
    // Those let in answer once the lock goes.
    expect((await running)?.status).toBe(200)
    expect((await queued)?.status).toBe(200)
    expect((await api.get('/api/v1/ads?query=blue')).status).toBe(200)
  })

  it('answers 503 overloaded to a search that waited its longest for a slot', async () => {
    const api = await boundedApi({ timeoutMs: 5_000, slots: { running: 1, waiting: 4, waitMs: 150 } })
    const stalled = await api.stall()
    let running: Promise<Response> | undefined
    try {
      running = api.get('/api/v1/ads?query=red')
      await stalled.waiting(1)
      const started = Date.now()
      const response = await api.get('/api/v1/ads?query=blue')
      expect(Date.now() - started).toBeGreaterThanOrEqual(140)
      expect(response.headers.get('Retry-After')).toBe('1')
      await expectProblem(response, 503, 'overloaded')
    } finally {
      await stalled.release()
    }
    expect((await running)?.status).toBe(200)
  })
})
