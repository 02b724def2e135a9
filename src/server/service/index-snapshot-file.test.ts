import { createHash } from 'node:crypto'
import { copyFileSync, mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { noFilters } from '../../contract/filters'
import { NOW } from '../../testing/test-api'
import type { AdRecords } from '../records/ad-records'
import { openSqliteStore } from '../schema/store-schema'
import { generateAds } from '../seed/generate-ads'
import { IndexedStore } from './indexed-store'
import type { PageRequest } from './search-store'

const ADS = [...generateAds({ count: 400, seed: 5, now: NOW })]
const toClose: { close(): Promise<void> }[] = []
afterEach(async () => {
  for (const thing of toClose.splice(0).reverse()) await thing.close()
})

function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'ads-snapshot-'))
  return { db: join(dir, 'ads.sqlite'), snapshot: join(dir, 'index.snapshot') }
}

async function recordsAt(file: string): Promise<AdRecords> {
  const records = await openSqliteStore({ file, now: () => NOW })
  toClose.push(records)
  return records
}

/** Opens the store as `serve` does; `built` says whether it had to build the index from the records. */
async function start(files: { db: string; snapshot: string }) {
  const lines: string[] = []
  const store = await IndexedStore.open({
    records: await recordsAt(files.db),
    snapshotFile: files.snapshot,
    now: () => NOW,
    log: (line) => lines.push(line),
  })
  toClose.push(store)
  const built = lines.some((line) => line.includes('Building the index'))
  return { store, built, refused: lines.find((line) => line.includes('is not used')) }
}

const SEARCHES: PageRequest[] = [
  { filters: noFilters(), sort: 'newest', limit: 20 },
  { filters: { ...noFilters(), query: 'shoes' }, sort: 'most_relevant', limit: 20 },
  {
    filters: { ...noFilters(), countries: ['US', 'DE'], formats: ['video'] },
    sort: 'longest_running',
    limit: 20,
  },
  { filters: { ...noFilters(), active: true, min_running_days: 30 }, sort: 'oldest', limit: 20 },
]

async function answers(store: IndexedStore) {
  const pages = []
  for (const search of SEARCHES) {
    const page = await store.search(search)
    pages.push({ ids: page.ads.map((ad) => ad.id), total: page.total })
  }
  const facet = await store.facet('countries', { filters: { ...noFilters(), query: 'sale' } })
  return { pages, facet, lookup: await store.lookup('a', 5) }
}

/** A first start that builds and saves the index, then stops; returns what it answered. */
async function firstStart(files: { db: string; snapshot: string }) {
  const records = await openSqliteStore({ file: files.db, now: () => NOW })
  await records.write(ADS)
  await records.close()
  const { store, built } = await start(files)
  expect(built).toBe(true)
  return answers(store)
}

/** Rewrites the snapshot's header so that its checksum matches the (altered) body again. */
function withFreshChecksum(file: string, alter: (body: Buffer) => void) {
  const bytes = readFileSync(file)
  const headerLength = bytes.readUInt32LE(8)
  const header = JSON.parse(bytes.toString('utf8', 12, 12 + headerLength))
  const start = Math.ceil((12 + headerLength) / 8) * 8
  const body = Buffer.from(bytes.subarray(start))
  alter(body)
  header.sha256 = createHash('sha256').update(body).digest('hex')
  const text = JSON.stringify(header)
  expect(text.length).toBe(headerLength)
  writeFileSync(
    file,
    Buffer.concat([bytes.subarray(0, 12), Buffer.from(text), bytes.subarray(12 + headerLength, start), body]),
  )
}

describe('the index snapshot', () => {
  it('is loaded on the next start instead of a rebuild, and answers exactly as the built index did', async () => {
    const files = dataDir()
    const before = await firstStart(files)
    await toClose.pop()!.close()
    const again = await start(files)
    expect(again.built).toBe(false)
    expect(await answers(again.store)).toEqual(before)
  })

  it('is caught up from the change feed when the records moved on after it was saved', async () => {
    const files = dataDir()
    await firstStart(files)
    await toClose.pop()!.close()
    const writer = await recordsAt(files.db)
    await writer.write([
      { ...ADS[0]!, headline: 'Quetzalcoatl special' },
      { ...ADS[1]!, id: 'meta_after_snapshot' },
    ])
    const again = await start(files)
    expect(again.built).toBe(false)
    const found = await again.store.search({
      filters: { ...noFilters(), query: 'quetzalcoatl' },
      sort: 'newest',
      limit: 5,
    })
    expect(found.ads.map((ad) => ad.id)).toEqual([ADS[0]!.id])
    expect((await again.store.search({ filters: noFilters(), sort: 'newest', limit: 1 })).total).toBe(
      ADS.length + 1,
    )
  })

  it.each([
    ['cut short', (file: string) => truncateSync(file, readFileSync(file).length - 1000), /cut short/],
    [
      'altered',
      (file: string) => {
        const bytes = readFileSync(file)
        bytes[bytes.length - 5000] = bytes[bytes.length - 5000]! ^ 0xff
        writeFileSync(file, bytes)
      },
      /checksum/,
    ],
    [
      'of another format',
      (file: string) => withFreshChecksum(file, (body) => body.writeUInt32LE(999, 4)),
      /format 999/,
    ],
    ['not a snapshot at all', (file: string) => writeFileSync(file, 'hello'), /not an index snapshot/],
  ])('is rebuilt, never trusted, when it is %s', async (_what, spoil, reason) => {
    const files = dataDir()
    const before = await firstStart(files)
    await toClose.pop()!.close()
    spoil(files.snapshot)
    const again = await start(files)
    expect(again.built).toBe(true)
    expect(again.refused).toMatch(reason)
    expect(await answers(again.store)).toEqual(before)
  })

  it('is rebuilt when it belongs to another database, or to changes this database does not have', async () => {
    const files = dataDir()
    const older = `${files.db}.older`
    const records = await openSqliteStore({ file: files.db, now: () => NOW })
    await records.write(ADS.slice(0, 200))
    await records.close()
    copyFileSync(files.db, older)
    const before = await firstStart({ ...files })
    await toClose.pop()!.close()

    // The database put back from an older copy: the snapshot is ahead of it.
    copyFileSync(older, files.db)
    const behind = await start(files)
    expect(behind.refused).toMatch(/covers changes the database does not have/)
    expect((await behind.store.search(SEARCHES[0]!)).total).toBe(200)
    await toClose.pop()!.close()

    // Another database under the same snapshot.
    const other = dataDir()
    const otherRecords = await openSqliteStore({ file: other.db, now: () => NOW })
    await otherRecords.write(ADS)
    await otherRecords.close()
    copyFileSync(files.snapshot, other.snapshot)
    const foreign = await start(other)
    expect(foreign.refused).toMatch(/another database/)
    expect(await answers(foreign.store)).toEqual(before)
  })
})
