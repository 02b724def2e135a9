import { Readable } from 'node:stream'
import { sql } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { generatedAds } from '../../testing/generated-ads'
import { fillDisk } from '../../testing/store-outage'
import { NOW, testStore } from '../../testing/test-api'
import { postgresTestStore } from '../../testing/test-postgres'
import { tagCreative } from '../creative-tags/tag-creative'
import { TagWorker } from '../creative-tags/tag-worker'
import type { AdRecords } from '../records/ad-records'
import { CREATIVE_TAGS, creativeTextOf } from '../records/creative-tagging'
import { ImportWriteError, importAds } from './import-ads'

const GENERATED = generatedAds(1_500, 35)
/** Ads of an export of another index, tagged by rules that are not these: their tags are not kept. */
const FOREIGN = GENERATED.slice(0, 3).map((ad, i) => ({
  ...ad,
  id: `other_index_${i}`,
  hook_text: 'Not the hook',
  tags: [{ family: 'offers', value: 'bogo', evidence: 'Buy one' }],
}))
const WITH_NUL = {
  ...GENERATED[3]!,
  id: 'with_nul',
  headline: 'Free\u0000 shipping',
  body: 'Why wait?\u0000',
}
/** The same id again further on, changed: a new version of the ad within the import. */
const CHANGED = { ...GENERATED[10]!, headline: 'Now 20% off everything' }
const RECORDS = [...GENERATED, ...FOREIGN, WITH_NUL, CHANGED]
const FILE = `${RECORDS.map((record) => JSON.stringify(record)).join('\n')}\n`
const lines = () => Readable.from([FILE])
/** One batch: an import starts no thread for it, and the store tags each ad as it writes it. */
const IN_ONE_BATCH = 10_000
/**
 * Batches of 600: the thread starts when the first is full and is sent it whole; then 500 texts at a
 * time as they are read (the second batch in two pieces, the last, of 305, in one).
 */
const IN_BATCHES = 600
/** Small batches, for where an import stops. */
const IN_SMALL_BATCHES = 100

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const STORES: [string, () => Promise<AdRecords>][] = [
  [
    'SQLite',
    async () => {
      const { records } = await testStore()
      cleanups.push(() => records.close())
      return records
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const store = postgresTestStore()
      const records = await store.open()
      cleanups.push(async () => {
        await records.close()
        await store.drop()
      })
      return records
    },
  ],
]

/** Every stored row of the ads, as the store holds it. */
async function storedRows(records: AdRecords) {
  const { rows } = await sql<{
    doc: number
    id: string
    json: string
    first_seen_ms: number | string
    tags_version: number
  }>`SELECT doc, id, json, first_seen_ms, tags_version FROM ads ORDER BY doc`.execute(records.connection.db)
  return rows
}

describe.each(STORES)(
  'Importing into %s with the tags worked out on a second thread',
  { timeout: 60_000 },
  (_, open) => {
    it('stores every row byte for byte as when the store tags each ad, and keeps no tags of the file', async () => {
      const taggedByStore = vi.spyOn(CREATIVE_TAGS, 'tag')
      const inline = await open()
      const inlineReport = await importAds(inline, lines(), { now: NOW, batchSize: IN_ONE_BATCH })
      expect(taggedByStore).toHaveBeenCalledTimes(RECORDS.length)

      taggedByStore.mockClear()
      const sent = vi.spyOn(TagWorker.prototype, 'tag')
      const threaded = await open()
      const threadedReport = await importAds(threaded, lines(), { now: NOW, batchSize: IN_BATCHES })
      expect(sent.mock.calls.map(([texts]) => texts.length)).toEqual([
        IN_BATCHES,
        500,
        100,
        RECORDS.length - 1_200,
      ])
      // The store kept the thread's tags of every ad and tagged none itself.
      expect(taggedByStore).not.toHaveBeenCalled()

      expect(threadedReport).toEqual(inlineReport)
      expect(threadedReport).toMatchObject({ inserted: RECORDS.length - 1, updated: 1 })
      const rows = await storedRows(threaded)
      expect(rows).toEqual(await storedRows(inline))
      expect(rows.every((row) => row.tags_version === CREATIVE_TAGS.version)).toBe(true)
      for (const { id } of FOREIGN) {
        const stored = JSON.parse(rows.find((row) => row.id === id)!.json)
        expect({ hook_text: stored.hook_text, tags: stored.tags }).toEqual(
          tagCreative(creativeTextOf(stored)),
        )
      }
    })

    it('stores what it read before the input broke off, and says where, as when the store tags', async () => {
      const brokenOff = () =>
        Readable.from(
          (async function* () {
            yield FILE.slice(0, Math.floor(FILE.length / 2))
            throw new Error('The client went away')
          })(),
        )
      const inline = await open()
      const inlineReport = await importAds(inline, brokenOff(), { now: NOW, batchSize: IN_ONE_BATCH })
      const threaded = await open()
      const threadedReport = await importAds(threaded, brokenOff(), { now: NOW, batchSize: IN_SMALL_BATCHES })
      expect(threadedReport.stopped).toMatch(/^The client went away: the import stopped after line \d+/)
      expect(threadedReport).toEqual(inlineReport)
      expect(await storedRows(threaded)).toEqual(await storedRows(inline))
    })

    it('stops when the store is full, and every ad it reports stored is there', async () => {
      const records = await open()
      let writes = 0
      let full: Promise<void> = Promise.resolve()
      // The real store, full from its fourth batch on; later batches wait for it, and keep their order.
      const fillingUp: AdRecords = Object.assign(Object.create(records) as AdRecords, {
        async write(ads: Parameters<AdRecords['write']>[0]) {
          if (++writes === 4) full = fillDisk(records)
          await full
          return records.write(ads)
        },
      })
      const failure = await importAds(fillingUp, lines(), { now: NOW, batchSize: IN_SMALL_BATCHES }).catch(
        (error: unknown) => error,
      )
      expect(failure).toBeInstanceOf(ImportWriteError)
      const { report } = failure as ImportWriteError
      expect(report.stopped).toMatch(/the ads up to line 300 are stored, none after it/)
      expect(report.inserted).toBe(300)
      expect((await storedRows(records)).map((row) => row.id)).toEqual(
        GENERATED.slice(0, 300).map((ad) => ad.id),
      )
    })
  },
)
