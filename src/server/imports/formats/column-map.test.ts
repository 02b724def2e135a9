import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { makeAd } from '../../../testing/ad-fixture'
import { NOW, testApi } from '../../../testing/test-api'
import { csvHeader, csvRow } from '../../routes/export-csv'
import { importAds } from '../import-ads'
import { ColumnMap } from './column-map'

describe('csv', () => {
  it("imports this service's own CSV export back without a map, formulas' apostrophes taken off", async () => {
    const ads = [
      makeAd({
        id: 'csv_1',
        headline: '=SUM(A1:A9) off',
        body: 'Line one,\n"quoted" line two',
        countries: ['DE', 'AT'],
      }),
      makeAd({
        id: 'csv_2',
        headline: '-20% today',
        platforms: ['instagram', 'facebook'],
        languages: ['de'],
      }),
    ]
    const file = csvHeader() + ads.map(csvRow).join('')
    expect(file).toContain("'=SUM")
    const api = await testApi()
    const report = await importAds(api.records, Readable.from([file]), { now: NOW })
    expect(report).toMatchObject({ format: 'csv', detected: true, inserted: 2, rejected_count: 0 })
    for (const ad of ads) {
      const back = await api.records.adById(ad.id)
      expect(back).toMatchObject({
        headline: ad.headline,
        body: ad.body,
        advertiser: ad.advertiser,
        platforms: ad.platforms,
        countries: ad.countries,
        languages: ad.languages,
        started_at: ad.started_at,
        service_url: ad.service_url,
      })
    }
  })

  it('reads another layout through a map: columns, patterns, values, a prefix and pages as advertisers', async () => {
    const map = ColumnMap.parse({
      id_prefix: 'old_',
      columns: {
        id: 'Nr',
        body: 'Text',
        started_at: 'Start',
        landing_url: 'Page',
        service_url: 'Page',
        platforms: 'Placement',
        format: 'Kind',
        countries: 'Where',
        languages: 'Language',
        video: 'Clip',
      },
      match: {
        platforms: { instagram: 'instagram', 'news feed': 'facebook' },
        format: { film: 'video' },
      },
      values: { niches: 'other' },
    })
    const csv = [
      'Nr,Text,Start,Page,Placement,Kind,Where,Language,Clip',
      '7,Hello,2016-05-12,https://www.facebook.com/Black-Matters-1579673598924659/,Instagram Feed and News Feed,Film,"United States: Texas; Ohio",English (UK)or English (US),https://cdn.example/7.mp4',
      '8,Hi,2016-05-13,https://www.facebook.com/pages/L-for-life/994910227187446,News Feed,Photo,Germany,NA,',
    ].join('\n')
    const api = await testApi()
    const report = await importAds(api.records, Readable.from([csv]), {
      format: 'csv',
      columnMap: map,
      now: NOW,
    })
    expect(report).toMatchObject({ inserted: 2, rejected_count: 0 })
    expect(await api.records.adById('old_7')).toMatchObject({
      advertiser: { id: 'old_page_1579673598924659', name: 'Black Matters' },
      platforms: ['instagram', 'facebook'],
      format: 'video',
      countries: ['US'],
      languages: ['en'],
      niches: ['other'],
    })
    expect(await api.records.adById('old_8')).toMatchObject({
      advertiser: { id: 'old_page_994910227187446', name: 'L for life' },
      platforms: ['facebook'],
      // "Photo" matches no pattern, and the row has no media: nothing says what the creative was.
      format: 'dco',
      countries: ['DE'],
      languages: [],
    })
  })

  it('refuses a map that is not one', () => {
    expect(ColumnMap.safeParse({ columns: { colour: 'x' } }).success).toBe(false)
    expect(ColumnMap.safeParse({ match: { platforms: { '(': 'facebook' } } }).success).toBe(false)
    expect(ColumnMap.safeParse({ id_prefix: 'a b' }).success).toBe(false)
  })
})
