import { afterEach, describe, expect, it } from 'vitest'
import { generatedAds } from '../../testing/generated-ads'
import { openSqliteStore } from '../schema/store-schema'
import type { AdRecords, StoredAd } from './ad-records'
import { batchWriter } from './batch-writer'

const opened: AdRecords[] = []
afterEach(async () => {
  for (const records of opened.splice(0)) await records.close()
})

async function store(): Promise<AdRecords> {
  const records = await openSqliteStore({ file: ':memory:' })
  opened.push(records)
  return records
}

describe('batchWriter', () => {
  it('writes a batch handed over before it is ready after the one before it, and before the next', async () => {
    const records = await store()
    const [first, second, third] = [0, 1, 2].map((i) => generatedAds(3, 40 + i))
    const written: StoredAd[][] = []
    const writer = batchWriter(records, (_, ads) => written.push(ads))
    let makeSecond: (ads: StoredAd[]) => void = () => {}
    await writer.write(first!)
    // The second is still being made (an import's tags not all back) when the third is handed over.
    await writer.write(new Promise<StoredAd[]>((made) => (makeSecond = made)))
    const third_ = writer.write(third!)
    // Every promise that could settle has: the third waits all the same.
    await new Promise(setImmediate)
    expect(written).toEqual([first])
    makeSecond(second!)
    await third_
    await writer.finish()
    expect(written).toEqual([first, second, third])
    expect(await records.head()).toBe(9)
  })
})
