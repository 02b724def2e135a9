import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { AdList, OneAd } from '../../contract/ad'
import { expectOk, NOW, testApi } from '../../testing/test-api'
import { importAds } from './import'
import { ImportedAd } from './imported-ad'

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

const LONG_BODY = `${'lorem ipsum dolor '.repeat(1200)}zeldzaamwoord`
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
  thin('meta_empty', {
    headline: '',
    body: '',
    cta: '',
    transcript: '',
    landing_url: '',
    countries: [],
    languages: [],
  }),
  thin('meta_ended', { ended_at: '2021-08-01T10:00:00+02:00', is_active: false, engagement: { likes: 3 } }),
]
const BAD = [
  [thin('meta_js', { landing_url: 'javascript:alert(1)' }), 'landing_url'],
  [thin('meta_date', { started_at: '2021-02-30' }), 'started_at'],
  [thin('meta_when', { started_at: 'yesterday' }), 'started_at'],
  [thin('meta_active', { is_active: true, ended_at: '2021-08-01' }), 'ended_at'],
  [thin('meta_stopped', { is_active: false }), 'ended_at'],
  [thin('meta_backwards', { ended_at: '2021-01-01' }), 'ended_at'],
  [thin('meta_country', { countries: ['Netherlands'] }), 'countries'],
  [thin('meta_platform', { platforms: ['myspace'] }), 'platforms'],
  [{ headline: 'no id' }, 'id'],
] as const

function ndjson(records: readonly unknown[]): string {
  // A byte-order mark, Windows line ends, blank lines and a line that is not JSON, as real files have.
  const lines = records.map((record) => JSON.stringify(record))
  return `\uFEFF${lines.slice(0, 2).join('\r\n')}\r\n\r\n${lines.slice(2).join('\n')}\n{"id": "broken"\n`
}

describe('importAds', () => {
  it('imports odd real-world text and reports every rejected record by line', async () => {
    const api = await testApi()
    const report = await importAds(
      api.records,
      Readable.from([ndjson([...GOOD, ...BAD.map(([record]) => record)])]),
      { now: NOW },
    )
    expect(report).toMatchObject({ inserted: GOOD.length, updated: 0, unchanged: 0 })
    const lines = report.rejected.map((r) => ('line' in r ? r.line : -1))
    // Lines 1-2 are GOOD[0..1], line 3 is blank, so BAD[i] sits on line 4 + (GOOD.length - 2) + i.
    expect(lines).toEqual([...BAD.map((_, i) => GOOD.length + 2 + i), GOOD.length + BAD.length + 2])
    BAD.forEach(([record, field], i) => {
      expect(report.rejected[i]?.reason).toMatch(new RegExp(`^${field}`))
      if ('id' in record) expect(report.rejected[i]?.id).toBe(record.id)
    })
    expect(report.rejected.at(-1)?.reason).toMatch(/not valid JSON/)
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
    })
    expect(ended).toMatchObject({
      is_active: false,
      running_days: 19,
      platforms: ['facebook'],
      engagement: { likes: 3 },
    })
    const { data: empty } = await expectOk(await api.get('/api/v1/ads/meta_empty'), OneAd)
    expect(empty).toMatchObject({ cta: '', duplicates: 0, reach: 0, niches: [], is_active: true })
    expect(empty.media).toEqual({ image: null, video: null, thumbnail: '', video_duration: 0 })
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

  it('reads a JSON array and reports rejected items by index', async () => {
    const api = await testApi()
    const array = JSON.stringify([GOOD[0], BAD[0][0], GOOD[1], 'not an ad'], null, 2)
    const report = await importAds(api.records, Readable.from([`\uFEFF\n  ${array}`]), { now: NOW })
    expect(report.inserted).toBe(2)
    expect(report.rejected.map((r) => ('index' in r ? r.index : -1))).toEqual([1, 3])
    const broken = await importAds(api.records, Readable.from(['[{"id": 1}, ']), { now: NOW })
    expect(broken.rejected[0]?.reason).toMatch(/not a valid JSON array/)
  })

  it('streams NDJSON in batches, split across chunks anywhere', async () => {
    const api = await testApi()
    const text = Array.from({ length: 2500 }, (_, i) =>
      JSON.stringify(thin(`meta_${i}`, { body: `nummer ${i}` })),
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
})

describe('ImportedAd', () => {
  it.each([
    ['2021-07-13', '2021-07-13T00:00:00.000Z'],
    ['2021-07-13T10:00:00Z', '2021-07-13T10:00:00.000Z'],
    ['2021-07-13T10:00:00.123456Z', '2021-07-13T10:00:00.123Z'],
    ['2021-07-13T10:00:00-0530', '2021-07-13T15:30:00.000Z'],
    ['2021-07-13 10:00', '2021-07-13T10:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
  ])('reads the date %s as %s', (started_at, expected) => {
    expect(ImportedAd.parse(thin('meta_d', { started_at })).started_at).toBe(expected)
  })

  it.each(['2023-02-29', '2021-13-01', '2021-07-13T24:00:00Z', '13/07/2021', '1626134400', '0021-07-13', ''])(
    'refuses the date %j',
    (started_at) => {
      expect(ImportedAd.safeParse(thin('meta_d', { started_at })).success).toBe(false)
    },
  )

  it('refuses links that are not http(s) anywhere', () => {
    for (const fields of [
      { service_url: 'data:text/html,x' },
      { media: { image: 'javascript:alert(1)' } },
      { media: { thumbnail: 'file:///etc/passwd' } },
      { landing_url: '//no-scheme.example' },
    ]) {
      expect(ImportedAd.safeParse(thin('meta_u', fields)).success, JSON.stringify(fields)).toBe(false)
    }
  })
})
