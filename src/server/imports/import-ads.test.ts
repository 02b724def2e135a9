import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { AdList, OneAd } from '../../contract/ad'
import { parseInstant } from '../../contract/instants'
import { expectOk, NOW, testApi } from '../../testing/test-api'
import { ImportFormatError, importAds } from './import-ads'
import { LISTED_REJECTIONS } from './import-report'

/** A thin record as real ad-library exports give them: no media, no figures, no call to action. */
const thin = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  advertiser: { id: 'meta_pg_9', name: 'Stichting Voorbeeld' },
  platforms: ['Facebook'],
  format: 'image',
  headline: 'Plain',
  body: 'Plain',
  started_at: '2021-07-13',
  service_url: `https://www.facebook.com/ads/library/?id=${id}`,
  ...fields,
})

const LONG_BODY = `${'lorem ipsum dolor '.repeat(1000)}zeldzaamwoord`
const GOOD = [
  thin('meta_emoji', {
    headline: 'Zomer 🌞🏖️ sale',
    body: '🔥🔥🔥 Nu 50% korting!!! 👉 https://shop.example/zomer',
  }),
  thin('meta_arabic', {
    headline: 'مرحبا بكم في متجرنا',
    body: 'تخفيضات كبيرة اليوم',
    languages: ['AR'],
    countries: ['eg'],
  }),
  thin('meta_hebrew', {
    headline: 'שלום עולם',
    body: 'מבצע מיוחד לחג',
    languages: ['He'],
    countries: ['il'],
  }),
  thin('meta_long', { body: LONG_BODY }),
  thin('meta_ended', { ended_at: '2021-08-01T10:00:00+02:00', is_active: false, engagement: { likes: 3 } }),
]

/** Records real exports get wrong in ways that can be mended: each imports, with the warning named. */
const QUIRKY = [
  [thin('meta_js', { landing_url: 'javascript:alert(1)' }), 'not_http_link'],
  [thin('meta_active', { is_active: true, ended_at: '2021-08-01' }), 'active_but_ended'],
  [thin('meta_backwards', { ended_at: '2021-01-01' }), 'end_before_start'],
  [thin('meta_country', { countries: ['Atlantis', 'Netherlands'] }), 'unknown_country'],
  [thin('meta_platform', { platforms: ['myspace', 'instagram'] }), 'unknown_platform'],
  [thin('meta_lost', { body: 'Join us ?????? ??? today' }), 'lost_characters'],
  [thin('meta_empty', { headline: '', body: '', landing_url: 'https://example.org/' }), 'empty_text'],
  [thin('meta_date', { started_at: '2021-02-30', ended_at: '2021-03-05' }), 'no_start_date'],
  [thin('meta_when', { started_at: 'yesterday' }), 'no_start_date'],
  [thin('meta_nolink', { service_url: 'javascript:void(0)' }), 'no_library_link'],
] as const

/** Records that cannot be ads: rejected with their line and a reason naming the field. */
const BAD = [
  [thin('meta_nothing', { headline: '', body: '', advertiser: {} }), 'nothing to show'],
  [{ headline: 'no id' }, 'id'],
  [thin(`meta_${'x'.repeat(200)}`), 'id'],
] as const

function ndjson(records: readonly unknown[]): string {
  // A byte-order mark, Windows line ends, blank lines and a line that is not JSON, as real files have.
  const lines = records.map((record) => JSON.stringify(record))
  return `\uFEFF${lines.slice(0, 2).join('\r\n')}\r\n\r\n${lines.slice(2).join('\n')}\n{"id": "broken"\n`
}

const all = [...GOOD, ...QUIRKY.map(([record]) => record), ...BAD.map(([record]) => record)]

describe('importAds', () => {
  it('mends quirks with a warning each, and rejects only what cannot be an ad, by line', async () => {
    const api = await testApi()
    const report = await importAds(api.records, Readable.from([ndjson(all)]), { now: NOW })
    expect(report).toMatchObject({
      format: 'ndjson',
      detected: true,
      inserted: GOOD.length + QUIRKY.length,
      records: all.length + 1,
    })
    // Lines 1-2 hold records 0-1, line 3 is blank, so record i (i >= 2) sits on line i + 2.
    const lineOf = (i: number) => (i < 2 ? i + 1 : i + 2)
    QUIRKY.forEach(([, kind], i) => {
      const warning = report.warnings.find((w) => w.kind === kind)
      expect(warning?.lines, kind).toContain(lineOf(GOOD.length + i))
    })
    expect(report.warnings.find((w) => w.kind === 'byte_order_mark')?.lines).toEqual([1])
    const badLines = BAD.map((_, i) => lineOf(GOOD.length + QUIRKY.length + i))
    expect(report.rejected.map((r) => r.line)).toEqual([...badLines, lineOf(all.length)])
    BAD.forEach(([record, field], i) => {
      expect(report.rejected[i]?.reason).toMatch(new RegExp(`^${field}`))
      if ('id' in record) expect(report.rejected[i]?.id).toBe(record.id.slice(0, 200))
    })
    expect(report.rejected.at(-1)?.reason).toMatch(/not valid JSON|ends in the middle/)
    expect(report.rejected_count).toBe(BAD.length + 1)
  })

  it('stores the mended records as a client reads them', async () => {
    const api = await testApi()
    await importAds(api.records, Readable.from([ndjson(all)]), { now: NOW })
    await api.store.catchUp()
    const one = async (id: string) => (await expectOk(await api.get(`/api/v1/ads/${id}`), OneAd)).data
    expect(await one('meta_js')).toMatchObject({ landing_url: '' })
    expect(await one('meta_backwards')).toMatchObject({
      ended_at: '2021-07-13T00:00:00.000Z',
      running_days: 0,
      is_active: false,
    })
    expect(await one('meta_active')).toMatchObject({ is_active: false, ended_at: '2021-08-01T00:00:00.000Z' })
    expect((await one('meta_country')).countries).toEqual(['NL'])
    expect((await one('meta_platform')).platforms).toEqual(['instagram'])
    expect(await one('meta_empty')).toMatchObject({
      headline: '',
      body: '',
      landing_url: 'https://example.org/',
    })
  })

  it('makes imported ads findable by their words through the API', async () => {
    const api = await testApi()
    await importAds(api.records, Readable.from([ndjson(GOOD)]), { now: NOW })
    await api.store.catchUp()
    const find = async (query: string) =>
      (await expectOk(await api.post('/api/v1/ads/query', { query }), AdList)).data.map((ad) => ad.id)
    expect(await find('zomer sale')).toEqual(['meta_emoji'])
    expect(await find('korting')).toEqual(['meta_emoji'])
    expect(await find('متجرنا')).toEqual(['meta_arabic'])
    expect(await find('שלום')).toEqual(['meta_hebrew'])
    expect(await find('zeldzaamwoord')).toEqual(['meta_long'])
    const arabic = await expectOk(await api.get('/api/v1/ads?countries=EG&languages=ar'), AdList)
    expect(arabic.data.map((ad) => ad.id)).toEqual(['meta_arabic'])
    const { data: ended } = await expectOk(await api.get('/api/v1/ads/meta_ended'), OneAd)
    expect(ended).toMatchObject({
      started_at: '2021-07-13T00:00:00.000Z',
      ended_at: '2021-08-01T08:00:00.000Z',
      is_active: false,
      running_days: 19,
      platforms: ['facebook'],
      engagement: { likes: 3 },
    })
    const { data: plain } = await expectOk(await api.get('/api/v1/ads/meta_emoji'), OneAd)
    // No reach in the record; no end date, and started years before the import: judged ended.
    expect(plain).toMatchObject({
      cta: '',
      duplicates: 0,
      reach: 0,
      unknown_fields: ['reach'],
      niches: [],
      is_active: false,
      ended_at: '2021-07-13T00:00:00.000Z',
    })
    expect(plain.media).toEqual({ image: null, video: null, thumbnail: '', video_duration: 0 })
  })

  it('changes nothing when the same file is imported twice, and updates what changed', async () => {
    const api = await testApi()
    const text = ndjson(GOOD)
    await importAds(api.records, Readable.from([text]), { now: NOW })
    const again = await importAds(api.records, Readable.from([text]), { now: NOW + 86_400_000 })
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: GOOD.length })
    const edited = GOOD.map((record) =>
      record.id === 'meta_hebrew' ? { ...record, cta: 'קנו עכשיו' } : record,
    )
    const third = await importAds(api.records, Readable.from([ndjson(edited)]), { now: NOW })
    expect(third).toMatchObject({ inserted: 0, updated: 1, unchanged: GOOD.length - 1 })
  })

  it('reads a pretty-printed JSON array element by element, reporting rejections by line', async () => {
    const api = await testApi()
    const array = JSON.stringify([GOOD[0], BAD[0][0], GOOD[1], 'not an ad'], null, 2)
    const text = `\uFEFF\n  ${array}`
    const report = await importAds(api.records, Readable.from([text]), { now: NOW })
    expect(report.inserted).toBe(2)
    const lines = text.split('\n')
    const lineOf = (needle: string) => lines.findIndex((line) => line.includes(needle)) + 1
    expect(report.rejected.map((r) => r.line)).toEqual([lineOf('"meta_nothing"') - 1, lineOf('"not an ad"')])
    expect(report.rejected[1]?.reason).toMatch(/not an object/)
    const cut = `[${JSON.stringify(thin('meta_whole'))},\n ${JSON.stringify(thin('meta_cut')).slice(0, 40)}`
    const broken = await importAds(api.records, Readable.from([cut]), { now: NOW })
    expect(broken).toMatchObject({ inserted: 1, rejected_count: 1 })
    expect(broken.rejected[0]).toMatchObject({ line: 2, reason: expect.stringMatching(/ends in the middle/) })
  })

  it('streams NDJSON in batches, split across chunks anywhere', async () => {
    const api = await testApi()
    const text = Array.from({ length: 2500 }, (_, i) =>
      JSON.stringify(thin(`meta_${i}`, { body: `nummer ${i} přímá` })),
    ).join('\n')
    // Chunks of 777 bytes cut lines (and multi-byte characters) in the middle.
    const bytes = Buffer.from(text)
    const chunks = Array.from({ length: Math.ceil(bytes.length / 777) }, (_, i) =>
      bytes.subarray(i * 777, (i + 1) * 777),
    )
    const progress: number[] = []
    const report = await importAds(api.records, Readable.from(chunks), {
      now: NOW,
      batchSize: 1000,
      onProgress: (so) => progress.push(so.inserted),
    })
    expect(report).toMatchObject({ inserted: 2500, rejected: [] })
    expect(progress).toEqual([1000, 2000, 2500])
    expect(await api.records.count()).toBe(2500)
  })

  it('counts a repeated id as a warning, keeping the later record', async () => {
    const api = await testApi()
    const text = ndjson([
      thin('meta_twice', { body: 'first' }),
      thin('meta_once'),
      thin('meta_twice', { body: 'later' }),
    ])
    const report = await importAds(api.records, Readable.from([text]), { now: NOW })
    expect(report.warnings.find((w) => w.kind === 'duplicate_id')).toMatchObject({ count: 1, lines: [4] })
    await api.store.catchUp()
    expect((await expectOk(await api.get('/api/v1/ads/meta_twice'), OneAd)).data.body).toBe('later')
  })

  it('lists the first rejections and counts the rest', async () => {
    const api = await testApi()
    const lines = Array.from({ length: LISTED_REJECTIONS + 50 }, (_, i) =>
      JSON.stringify({ ...thin(''), headline: `no id ${i}` }),
    )
    const report = await importAds(api.records, Readable.from([lines.join('\n')]), {
      now: NOW,
      format: 'ndjson',
    })
    expect(report.rejected).toHaveLength(LISTED_REJECTIONS)
    expect(report.rejected_count).toBe(LISTED_REJECTIONS + 50)
    expect(report.rejected.at(-1)?.line).toBe(LISTED_REJECTIONS)
  })

  it('refuses a format it cannot read, before storing anything', async () => {
    const api = await testApi()
    const text = ndjson(GOOD)
    await expect(importAds(api.records, Readable.from([text]), { format: 'meta' })).rejects.toThrow(
      /does not look like meta.*which is ndjson/,
    )
    await expect(importAds(api.records, Readable.from([text]), { format: 'csv' })).rejects.toThrow(
      ImportFormatError,
    )
    await expect(
      importAds(api.records, Readable.from(['{"title": "a", "price": 3}\n']), { now: NOW }),
    ).rejects.toThrow(/Could not tell what format.*title, price/)
    await expect(importAds(api.records, Readable.from(['name,colour\nx,red\n']))).rejects.toThrow(/--map/)
    expect(await api.records.count()).toBe(0)
  })

  it('reports an empty input as nothing read', async () => {
    const api = await testApi()
    const report = await importAds(api.records, Readable.from(['\n \r\n']), { now: NOW })
    expect(report).toMatchObject({ records: 0, inserted: 0, rejected_count: 0 })
  })
})

describe('parseInstant', () => {
  it.each([
    ['2021-07-13', '2021-07-13T00:00:00.000Z'],
    ['2021-07-13T10:00:00Z', '2021-07-13T10:00:00.000Z'],
    ['2021-07-13T10:00:00.123456Z', '2021-07-13T10:00:00.123Z'],
    ['2021-07-13T10:00:00-0530', '2021-07-13T15:30:00.000Z'],
    ['2021-07-13T10:00:00+0000', '2021-07-13T10:00:00.000Z'],
    ['2021-07-13 10:00', '2021-07-13T10:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
  ])('reads the date %s as %s', (text, expected) => {
    expect(parseInstant(text)).toBe(expected)
  })

  it.each(['2023-02-29', '2021-13-01', '2021-07-13T24:00:00Z', '13/07/2021', '1626134400', '0021-07-13', ''])(
    'refuses the date %j',
    (text) => {
      expect(parseInstant(text)).toBeNull()
    },
  )
})
