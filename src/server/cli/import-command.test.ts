import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { noFilters } from '../../contract/filters'
import { cliArgv, killStartedClis, startCli } from '../../testing/cli-process'
import { postgresTestStore, TEST_DATABASE_URL } from '../../testing/test-postgres'
import { PgSearchStore } from '../pg-search/pg-search-store'
import type { AdRecords } from '../records/ad-records'
import { isPostgresRecords } from '../records/postgres/pg-records'
import { openSqliteStore } from '../schema/store-schema'
import { IndexedStore } from '../service/indexed-store'
import type { SearchStore } from '../service/search-store'

const opened: { close(): Promise<void> }[] = []
const schemas: ReturnType<typeof postgresTestStore>[] = []
afterEach(async () => {
  killStartedClis()
  for (const each of opened.splice(0).reverse()) await each.close()
  for (const schema of schemas.splice(0)) await schema.drop()
})

const ad = (id: string) =>
  JSON.stringify({
    id,
    advertiser: { id: 'adv_cli', name: 'Kommandozeile GmbH' },
    platforms: ['facebook'],
    format: 'image',
    headline: `Headline ${id}`,
    started_at: '2024-01-01',
    service_url: `https://example.com/ads/${id}`,
  })

/**
 * `import` as a user runs it, in a fresh data directory; `input` is written to its standard input
 * as it reads it (so a huge input never sits in memory here either).
 */
async function importing(args: string[], input?: AsyncIterable<string>, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-import-cli-'))
  const run = startCli(cliArgv(['import', ...args]), { ADS_DATA_DIR: dataDir, ADS_SEED_COUNT: '0', ...env })
  const { stdin } = run.child
  stdin!.on('error', () => {})
  for await (const text of input ?? []) {
    if (!stdin!.write(text)) await new Promise((resolve) => stdin!.once('drain', resolve))
  }
  stdin!.end()
  const code = await run.exited
  return { code, output: run.output(), stderr: run.stderr(), dataDir }
}

async function* lines(...parts: (string | (() => AsyncIterable<string>))[]) {
  for (const part of parts) {
    if (typeof part === 'string') yield `${part}\n`
    else yield* part()
  }
}

describe('npm run import', () => {
  it('rejects a 600 MB line by its number and imports the lines around it, without failing', async () => {
    const MB = 'x'.repeat(1024 * 1024)
    async function* hugeLine() {
      yield '{"id": "meta_huge", "body": "'
      for (let i = 0; i < 600; i++) yield MB
      yield '"}\n'
    }
    const result = await importing(['-'], lines(ad('meta_before'), hugeLine, ad('meta_after')))
    expect(result.output).toContain('3 records read, 2 inserted')
    expect(result.output).toMatch(/^ {2}line 2: the record is larger than 1 MiB/m)
    expect(result.code).toBe(1)
  }, 120_000)

  it('refuses a file that is not the format asked for, naming what it is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ads-import-file-'))
    const file = join(dir, 'ads.ndjson')
    writeFileSync(file, `${ad('meta_1')}\n`)
    const wrong = await importing(['--format', 'tiktok', file])
    expect(wrong.code).toBe(2)
    expect(wrong.output).not.toContain('Imported')
    expect(wrong.stderr).toMatch(/does not look like tiktok.*which is ndjson\. Try --format ndjson/)
    const unknown = await importing(['--format', 'excel', file])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toMatch(/--format must be one of auto, ndjson, meta, tiktok, csv/)
  })

  it('names the columns a map asks for that a CSV does not have', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ads-import-map-'))
    const csv = join(dir, 'old.csv')
    writeFileSync(csv, 'Nr,Text\n1,Hello\n')
    const map = join(dir, 'map.json')
    writeFileSync(map, JSON.stringify({ columns: { id: 'Nr', body: 'Text', started_at: 'Date' } }))
    const result = await importing(['--format', 'csv', '--map', map, csv])
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/columns this CSV does not have: Date\. Its columns: Nr, Text/)
    const noMap = await importing([csv])
    expect(noMap.stderr).toMatch(/give a column map with --map/)
  })

  it('reports a file cut off in the middle of a record, keeping what came before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ads-import-cut-'))
    const file = join(dir, 'cut.json')
    writeFileSync(file, `[\n${ad('meta_1')},\n${ad('meta_2')},\n${ad('meta_3').slice(0, 60)}`)
    const result = await importing([file])
    expect(result.code).toBe(1)
    expect(result.output).toContain('2 inserted')
    expect(result.output).toMatch(/line 4: .*(ends in the middle|cut short)/)
  })

  it('takes NUL characters out of ads and counts them, into SQLite and PostgreSQL alike', async () => {
    const withNul = JSON.stringify({
      id: 'meta_nul',
      advertiser: { id: 'adv_nul', name: 'Nul\u0000 AG' },
      platforms: ['facebook'],
      format: 'image',
      headline: 'Null\u0000stelle',
      cta: 'Jetzt\u0000',
      started_at: '2024-01-01',
      service_url: 'https://example.com/ads/meta_nul',
    })
    const input = () => lines(ad('meta_before'), withNul, ad('meta_after'))
    const found = async (store: SearchStore) => {
      const filters = { ...noFilters(), query: 'nullstelle' }
      const { ads } = await store.search({ filters, sort: 'newest', limit: 10 })
      return ads.map((one) => [one.id, one.advertiser.name, one.cta])
    }
    const expected = [['meta_nul', 'Nul AG', 'Jetzt']]
    const checkOutput = (output: string, code: number | NodeJS.Signals) => {
      expect(output).toContain('3 records read, 3 inserted')
      expect(output).toMatch(/1 × NUL characters .* \(lines 2\)/)
      expect(code).toBe(0)
    }

    const sqlite = await importing(['-'], input())
    checkOutput(sqlite.output, sqlite.code)
    const sqliteRecords = await openSqliteStore({ file: join(sqlite.dataDir, 'ads.sqlite') })
    opened.push(sqliteRecords)
    expect(await found(await storeOver(sqliteRecords, 'memory'))).toEqual(expected)

    const schema = postgresTestStore()
    schemas.push(schema)
    opened.push(await schema.open())
    const url = `${TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema.schema}`)}`
    const postgres = await importing(['-'], input(), { ADS_DATABASE_URL: url })
    checkOutput(postgres.output, postgres.code)
    for (const search of ['memory', 'postgres'] as const) {
      const records = await schema.open()
      opened.push(records)
      expect(await found(await storeOver(records, search)), search).toEqual(expected)
    }
  })
})

/** A server's search over records, as `serve` opens it with ADS_SEARCH (the index's clock is the real one). */
async function storeOver(records: AdRecords, search: 'memory' | 'postgres'): Promise<SearchStore> {
  const now = () => Date.now()
  const store =
    search === 'postgres' && isPostgresRecords(records)
      ? await PgSearchStore.open({ records, now })
      : await IndexedStore.open({ records, now })
  opened.push(store)
  return store
}
