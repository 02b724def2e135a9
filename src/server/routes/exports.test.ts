import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { Ad, AdList } from '../../contract/ad'
import { makeAd } from '../../testing/ad-fixture'
import { expectProblem, NOW, testApi } from '../../testing/test-api'
import { importAds } from '../imports/import-ads'
import { generateAds } from '../seed/generate-ads'
import { csvCell } from './export-csv'
import { slugOf } from './export-response'

// More than one of the pages an export reads the local index in (1,000).
const MANY = [...generateAds({ count: 1_050, seed: 11, now: NOW })]

describe('exports of a search', () => {
  it('stream every match as NDJSON, in the search order, beyond one page', async () => {
    const api = await testApi(MANY)
    const response = await api.get('/api/v1/exports/ads.ndjson?sort=oldest')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/x-ndjson')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="ads-\d{4}-\d\d-\d\d\.ndjson"$/,
    )
    expect(response.headers.get('X-Export-Total')).toBe('1050')
    const ads = (await response.text())
      .trimEnd()
      .split('\n')
      .map((line) => Ad.parse(JSON.parse(line)))
    expect(ads).toHaveLength(1_050)
    expect(new Set(ads.map((ad) => ad.id)).size).toBe(1_050)
    // Each ad with its creative breakdown: the hook it opens with, its tags and their evidence.
    for (const ad of ads) {
      expect(ad.hook_text).toBeDefined()
      const words = [ad.headline, ad.body, ad.transcript, ad.cta].join('\n')
      for (const tag of ad.tags!) expect(words).toContain(tag.evidence)
    }
    expect(ads.some((ad) => ad.tags!.length > 0)).toBe(true)
    const starts = ads.map((ad) => ad.started_at)
    expect(starts).toEqual([...starts].sort())
  })

  it('import back into an empty index unchanged (NDJSON round trip)', async () => {
    const first = await testApi(MANY.slice(0, 60))
    const exported = await (await first.get('/api/v1/exports/ads.ndjson')).text()
    const second = await testApi([])
    const report = await importAds(second.records, Readable.from([exported]), { now: NOW })
    expect(report).toMatchObject({ inserted: 60, rejected: [] })
    await second.store.catchUp()
    expect(await (await second.get('/api/v1/exports/ads.ndjson')).text()).toBe(exported)
  })

  it('write CSV that spreadsheets read as text: formulas neutralised, quotes and line breaks kept', async () => {
    const hostile = makeAd({
      id: 'meta_77',
      headline: '=HYPERLINK("http://evil.example","Click")',
      body: 'Line one,\nline "two"',
      cta: '@SUM(1+1)',
      transcript: '\t-2+3',
    })
    const api = await testApi([hostile])
    const response = await api.get('/api/v1/exports/ads.csv')
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    const text = await response.text()
    const [header, row] = text.split('\r\n')
    expect(header?.startsWith('id,advertiser_id,advertiser,platforms,format,headline,body,cta,')).toBe(true)
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    expect(text).toContain('"Line one,\nline ""two"""')
    expect(row).toContain(`'@SUM(1+1)`)
    expect(text).toContain(`'\t-2+3`)
  })

  it('give each CSV row its hook text and its tags by family', async () => {
    const api = await testApi([
      makeAd({ id: 'meta_q', headline: 'Tired of dry skin?', body: 'Save 20% off today.' }),
    ])
    const [header, row] = (await (await api.get('/api/v1/exports/ads.csv')).text()).split('\r\n')
    const cells = Object.fromEntries(header!.split(',').map((name, i) => [name, row!.split(',')[i]]))
    expect(cells.hook_text).toBe('Tired of dry skin?')
    expect(cells.hooks?.split('|')).toContain('question')
    expect(cells.offers?.split('|')).toContain('percent-off')
    expect(cells.cta_types?.split('|')).toContain('shop')
  })

  it('refuse what an export does not take: pages, bad filters, visitors not signed in', async () => {
    const api = await testApi(MANY)
    await expectProblem(await api.get('/api/v1/exports/ads.csv?cursor=abc'), 400, 'parameter_unknown')
    await expectProblem(await api.get('/api/v1/exports/ads.csv?limit=5'), 400, 'parameter_unknown')
    await expectProblem(await api.get('/api/v1/exports/ads.csv?formats=hologram'), 400, 'invalid_parameter')
    await expectProblem(await api.app.request('/api/v1/exports/ads.csv'), 401, 'unauthorized')
  })
})

describe('exports of an advertiser', () => {
  it('hold exactly the ads of the search advertiser_id, in a file named after the advertiser', async () => {
    const api = await testApi(MANY)
    const counts = new Map<string, number>()
    for (const ad of MANY) counts.set(ad.advertiser.id, (counts.get(ad.advertiser.id) ?? 0) + 1)
    const [id] = [...counts].sort((a, b) => b[1] - a[1])[0]!
    const name = MANY.find((ad) => ad.advertiser.id === id)!.advertiser.name
    const search = AdList.parse(await (await api.get(`/api/v1/ads?advertiser_id=${id}`)).json())
    expect(search.pagination.total).toBeGreaterThan(1)

    const csv = await api.get(`/api/v1/exports/advertisers/${encodeURIComponent(id)}.csv`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Disposition')).toBe(
      `attachment; filename="ads-${slugOf(name, 'advertiser')}-${new Date().toISOString().slice(0, 10)}.csv"`,
    )
    expect(csv.headers.get('X-Export-Total')).toBe(String(search.pagination.total))
    const rows = (await csv.text()).trimEnd().split('\r\n').slice(1)
    expect(rows).toHaveLength(search.pagination.total)
    expect(rows.every((row) => row.split(',')[1] === id)).toBe(true)

    const ndjson = await api.get(`/api/v1/exports/advertisers/${encodeURIComponent(id)}.ndjson`)
    const ads = (await ndjson.text())
      .trimEnd()
      .split('\n')
      .map((line) => Ad.parse(JSON.parse(line)))
    expect(ads.map((ad) => ad.id).sort()).toEqual(
      MANY.filter((ad) => ad.advertiser.id === id)
        .map((ad) => ad.id)
        .sort(),
    )
  })

  it('answer 404 for an advertiser with no ads or a file type it does not write', async () => {
    const api = await testApi(MANY)
    const id = MANY[0]!.advertiser.id
    await expectProblem(await api.get('/api/v1/exports/advertisers/nobody.csv'), 404, 'not_found')
    await expectProblem(await api.get(`/api/v1/exports/advertisers/${id}.zip`), 404, 'not_found')
    await expectProblem(
      await api.get(`/api/v1/exports/advertisers/${id}.csv?sort=oldest`),
      400,
      'parameter_unknown',
    )
    await expectProblem(await api.app.request(`/api/v1/exports/advertisers/${id}.csv`), 401, 'unauthorized')
  })

  it('answer 404 for a blank advertiser id, as the advertiser endpoint does, not the whole index', async () => {
    const api = await testApi(MANY)
    await expectProblem(await api.get('/api/v1/advertisers/%20'), 404, 'not_found')
    for (const blank of ['%20', '%20%20', '%09', '']) {
      for (const format of ['csv', 'ndjson']) {
        const path = `/api/v1/exports/advertisers/${blank}.${format}`
        const response = await api.get(path)
        expect(response.headers.get('X-Export-Total'), path).toBeNull()
        await expectProblem(response, 404, 'not_found')
      }
    }
    // An id with blanks around it is not another advertiser's: the ads are its own, or none.
    const id = MANY[0]!.advertiser.id
    await expectProblem(await api.get(`/api/v1/exports/advertisers/%20${id}%20.csv`), 404, 'not_found')
  })
})

describe('a file name', () => {
  it.each([
    ['Acme & Co.', 'acme-co'],
    ['Ünïcode Café', 'unicode-cafe'],
    ['!!!', 'fallback'],
  ])('of %j is %j', (name, slug) => {
    expect(slugOf(name, 'fallback')).toBe(slug)
  })
})

describe('a CSV cell', () => {
  it.each([
    ['plain', 'plain'],
    ['=1+1', "'=1+1"],
    ['+49 30', "'+49 30"],
    ['-x', "'-x"],
    ['@me', "'@me"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
  ])('%j is written %j', (value, written) => {
    expect(csvCell(value)).toBe(written)
  })

  it('leaves numbers alone, negative ones too, and writes nothing for null', () => {
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(true)).toBe('true')
    expect(csvCell(null)).toBe('')
  })
})
