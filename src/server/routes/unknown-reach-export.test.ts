import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { makeAd } from '../../testing/ad-fixture'
import { NOW, testApi } from '../../testing/test-api'
import { importAds } from '../imports/import-ads'

/** An ad whose source gave no reach holds 0 (the type needs a number) and says it is unknown. */
const ADS = [
  makeAd({ id: 'seen_by_none', reach: 0 }),
  makeAd({ id: 'reach_unknown', reach: 0, unknown_fields: ['reach'] }),
]

describe('exports of ads whose reach is unknown', () => {
  it('write an empty reach in CSV, and 0 for a known 0', async () => {
    const api = await testApi(ADS)
    const lines = (await (await api.get('/api/v1/exports/ads.csv')).text()).trimEnd().split('\r\n')
    const header = lines[0]!.split(',')
    const reachOf = (id: string) =>
      lines.find((line) => line.startsWith(`${id},`))!.split(',')[header.indexOf('reach')]
    expect(reachOf('seen_by_none')).toBe('0')
    expect(reachOf('reach_unknown')).toBe('')
  })

  it('import back from CSV and NDJSON still unknown', async () => {
    const api = await testApi(ADS)
    for (const kind of ['csv', 'ndjson']) {
      const exported = await (await api.get(`/api/v1/exports/ads.${kind}`)).text()
      const second = await testApi([])
      await importAds(second.records, Readable.from([exported]), { now: NOW })
      expect((await second.records.adById('reach_unknown'))?.unknown_fields).toEqual(['reach'])
      expect((await second.records.adById('seen_by_none'))?.unknown_fields).toBeUndefined()
    }
  })
})
