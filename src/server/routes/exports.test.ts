import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { Ad } from '../../contract/ad'
import { makeAd } from '../../testing/ad-fixture'
import { expectProblem, NOW, testApi } from '../../testing/test-api'
import { generateAds } from '../seed/generate-ads'
import { importAds } from '../seed/import'
import { csvCell } from './export-csv'

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

  it('refuse what an export does not take: pages, bad filters, visitors not signed in', async () => {
    const api = await testApi(MANY)
    await expectProblem(await api.get('/api/v1/exports/ads.csv?cursor=abc'), 400, 'parameter_unknown')
    await expectProblem(await api.get('/api/v1/exports/ads.csv?limit=5'), 400, 'parameter_unknown')
    await expectProblem(await api.get('/api/v1/exports/ads.csv?formats=hologram'), 400, 'invalid_parameter')
    await expectProblem(await api.app.request('/api/v1/exports/ads.csv'), 401, 'unauthorized')
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
