import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AdList, OneAd } from '../../contract/ad'
import { runningDays } from '../../contract/running-days'
import { expectOk, NOW, testApi } from '../../testing/test-api'
import { ColumnMap } from './formats/column-map'
import { importAds } from './import-ads'

/**
 * Real public exports of the Meta Ad Library and an older US release (ADS_REAL_ADS_DIR, by default
 * ../shared/realads beside the repository; see its README), imported as a person would: `--format
 * auto`, and a column map for the older layout.
 */
const REAL = resolve(process.env.ADS_REAL_ADS_DIR ?? '../shared/realads')
const file = (path: string) => resolve(REAL, path)

async function imported(path: string, options: Parameters<typeof importAds>[2] = {}) {
  const api = await testApi()
  const report = await importAds(api.records, createReadStream(file(path)), {
    now: NOW,
    batchSize: 2000,
    ...options,
  })
  await api.store.catchUp()
  return { api, report }
}

async function everyAd(api: Awaited<ReturnType<typeof testApi>>) {
  const ads = []
  for await (const batch of api.records.scan(await api.records.head(), 1000))
    ads.push(...batch.map((r) => r.ad))
  return ads
}

describe.skipIf(!existsSync(REAL))('real ad-library exports', () => {
  it('imports the Dutch Meta export whole, with its advertisers and links to the Library', async () => {
    const { api, report } = await imported('meta_adlib_nl/fb_ads.csv')
    expect(report).toMatchObject({ format: 'meta', detected: true, records: 8621, rejected_count: 0 })
    expect(report.warnings.find((w) => w.kind === 'no_start_date')?.count).toBe(2)
    const ads = await everyAd(api)
    // Two rows have no dates at all: their start is unknown, and they sort last under newest.
    const undated = ads.filter((ad) => ad.unknown_fields?.includes('started_at')).map((ad) => ad.id)
    expect(undated).toHaveLength(2)
    const newest = await expectOk(await api.get('/api/v1/ads?sort=newest&limit=1'), AdList)
    expect(newest.data[0]?.unknown_fields).toBeUndefined()
    const total = newest.pagination.total
    const last = await expectOk(await api.post('/api/v1/ads/query', { sort: 'oldest', limit: 2 }), AdList)
    expect(last.data.map((ad) => ad.id).sort()).toEqual(undated.sort())
    expect(total).toBe(ads.length)
    // No export has media: no ad is filed as an image.
    expect(ads.filter((ad) => ad.format === 'image')).toEqual([])
    // Ids repeat in the file: each id is stored once, and each repeat is counted.
    const repeats = report.warnings.find((w) => w.kind === 'duplicate_id')?.count ?? 0
    expect(ads).toHaveLength(8621 - repeats)
    expect(report.inserted + report.updated + report.unchanged).toBe(8621)
    const opa = ads.find((ad) => ad.id === 'meta_240102257898848')
    expect(opa).toMatchObject({
      advertiser: { id: 'meta_272023349503305', name: 'OPA - Onafhankelijke Partij Alkmaar' },
      service_url: 'https://www.facebook.com/ads/library/?id=240102257898848',
      started_at: '2021-07-16T00:00:00.000Z',
      platforms: ['facebook'],
      niches: ['other'],
    })
    expect(opa?.body).toMatch(/^Niet bezuinigen op zorg!/)
    const found = await expectOk(await api.post('/api/v1/ads/query', { query: 'fatsoen zorg' }), AdList)
    expect(found.data.map((ad) => ad.id)).toContain('meta_240102257898848')
  })

  it('imports the Czech Meta export (byte-order mark, NA) with its accents searchable either way', async () => {
    const { api, report } = await imported('meta_adlib_cz/ad_data.csv')
    expect(report).toMatchObject({ format: 'meta', detected: true, records: 1942, rejected_count: 0 })
    const kinds = report.warnings.map((w) => w.kind)
    expect(kinds).toEqual(expect.arrayContaining(['byte_order_mark', 'not_available']))
    const ads = await everyAd(api)
    // 48 ads have no stop time; the export is of July 2021, years before the import: none runs.
    expect(report.warnings.find((w) => w.kind === 'not_seen_running')?.count).toBe(48)
    expect(ads.filter((ad) => ad.is_active)).toEqual([])
    // Each row links to the snapshot that drew its creative, which the export does not carry.
    expect(ads.every((ad) => ad.media.removed === true && ad.media.image === null)).toBe(true)
    expect(JSON.stringify(ads)).not.toContain('access_token')
    expect(ads.map((ad) => ad.advertiser.name)).toContain('Tomio Okamura - SPD')
    const ids = async (query: string) => {
      const page = await expectOk(await api.post('/api/v1/ads/query', { query, limit: 50 }), AdList)
      return { total: page.pagination.total, ids: page.data.map((ad) => ad.id) }
    }
    const accented = await ids('přímá')
    expect(accented.total).toBeGreaterThan(0)
    expect(await ids('prima')).toEqual(accented)
    const { data: okamura } = await expectOk(await api.get('/api/v1/ads/meta_835150900761594'), OneAd)
    expect(okamura).toMatchObject({
      headline: 'Tomio Okamura: Dnešní aktuality 13.7.2021',
      advertiser: { id: 'meta_179497582061065', name: 'Tomio Okamura - SPD' },
      reach: 7000,
      // No stop time in an export of 2021: ended on the last day it was seen, its start.
      is_active: false,
      started_at: '2021-07-13T00:00:00.000Z',
      ended_at: '2021-07-13T00:00:00.000Z',
      format: 'dco',
    })
  })

  it('imports the older US layout through a column map, mending end dates before start dates', async () => {
    const map = ColumnMap.parse(JSON.parse(readFileSync('docs/maps/ira-facebook-us.json', 'utf8')))
    const { api, report } = await imported('ira_facebook_us/fb_russia_ads_clean.csv', {
      format: 'csv',
      columnMap: map,
    })
    expect(report).toMatchObject({ format: 'csv', records: 3517 })
    // Rows the PDF extraction broke: the copy ran into the id column, leaving nothing else.
    expect(report.rejected_count).toBeLessThan(20)
    expect(report.rejected.every((r) => /^(id|nothing to show)/.test(r.reason))).toBe(true)
    expect(report.warnings.find((w) => w.kind === 'end_before_start')?.count).toBe(199)
    expect(report.warnings.find((w) => w.kind === 'lost_characters')?.count).toBeGreaterThan(0)
    const ads = await everyAd(api)
    const backwards = ads.filter((ad) => ad.ended_at !== null && ad.ended_at === ad.started_at)
    // Counted as a client reads it: the store keeps no running days.
    expect(backwards.every((ad) => runningDays(ad.started_at, ad.ended_at, NOW) === 0)).toBe(true)
    expect(ads.filter((ad) => ad.platforms.includes('instagram')).length).toBeGreaterThan(100)
    expect(ads.filter((ad) => ad.countries.includes('US')).length).toBeGreaterThan(3000)
    expect(ads.filter((ad) => ad.languages.includes('en')).length).toBeGreaterThan(1000)
    // 1,139 dated ads have no end date: ads of 2015-17 are not running years later.
    expect(report.warnings.find((w) => w.kind === 'not_seen_running')?.count).toBe(1139)
    const running = ads.filter((ad) => ad.is_active)
    expect(running.length).toBe(6)
    expect(running.every((ad) => ad.unknown_fields?.includes('started_at'))).toBe(true)
    // The longest running ad is one that ran its days, not one that no export ended.
    const longest = await expectOk(await api.get('/api/v1/ads?sort=longest_running&limit=1'), AdList)
    expect(longest.data[0]).toMatchObject({ is_active: false })
    expect(longest.data[0]?.running_days).toBeLessThan(400)
  })
})
