import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { expectOk, expectProblem, parametersOf, testApi } from '../../testing/test-api'

const ids = (list: AdList) => list.data.map((ad) => ad.id)
const sorted = (list: AdList) => ids(list).sort()

describe('POST /api/v1/ads/query', () => {
  it('treats {} as no filter, newest first, with the total', async () => {
    const api = await testApi(SEARCH_ADS)
    const list = await expectOk(await api.post('/api/v1/ads/query', {}), AdList)
    expect(ids(list)).toEqual(['google_4', 'meta_1', 'tiktok_2', 'meta_3'])
    expect(list.pagination).toEqual({ total: 4, next_cursor: null })
  })

  it('takes lists as JSON arrays or comma-separated strings, platforms included', async () => {
    const api = await testApi(SEARCH_ADS)
    const asArray = await expectOk(
      await api.post('/api/v1/ads/query', { platforms: ['tiktok', 'instagram'], countries: ['us', 'FR'] }),
      AdList,
    )
    const asString = await expectOk(
      await api.post('/api/v1/ads/query', { platforms: 'tiktok, instagram', countries: 'us,FR' }),
      AdList,
    )
    expect(sorted(asArray)).toEqual(['google_4', 'meta_1', 'tiktok_2'])
    expect(sorted(asString)).toEqual(sorted(asArray))
  })

  it('ORs the values of one list and ANDs the filters', async () => {
    const api = await testApi(SEARCH_ADS)
    const either = await expectOk(
      await api.post('/api/v1/ads/query', { formats: ['image', 'carousel'] }),
      AdList,
    )
    expect(sorted(either)).toEqual(['meta_3', 'tiktok_2'])
    const both = await expectOk(
      await api.post('/api/v1/ads/query', { formats: ['video'], countries: ['DE'] }),
      AdList,
    )
    expect(ids(both)).toEqual(['meta_1'])
    const all = {
      formats: 'video,carousel',
      countries: 'DE',
      active: true,
      domain: 'https://www.Shop.de/any',
    }
    expect(ids(await expectOk(await api.post('/api/v1/ads/query', all), AdList))).toEqual(['meta_3'])
  })

  it('matches keywords in headline, body and advertiser name, most relevant by default', async () => {
    const api = await testApi(SEARCH_ADS)
    expect(sorted(await expectOk(await api.post('/api/v1/ads/query', { query: 'shoes' }), AdList))).toEqual([
      'meta_1',
      'meta_3',
    ])
    const byBrand = await expectOk(await api.post('/api/v1/ads/query', { query: 'glow beauty' }), AdList)
    expect(ids(byBrand)).toEqual(['tiktok_2'])
    const oldest = await expectOk(
      await api.post('/api/v1/ads/query', { query: 'shoes', sort: 'oldest' }),
      AdList,
    )
    expect(ids(oldest)).toEqual(['meta_3', 'meta_1'])
  })

  it('makes stored paths absolute against the request, or the configured public URL', async () => {
    const api = await testApi(SEARCH_ADS)
    const [ad] = (await expectOk(await api.post('/api/v1/ads/query', { query: 'red' }), AdList)).data
    expect(ad?.media).toMatchObject({
      video: 'http://localhost/media/clips/run.mp4',
      thumbnail: 'http://localhost/media/images/1.svg',
    })
    expect(ad?.service_url).toBe('http://localhost/ads/meta_1')
    const behindProxy = await testApi(SEARCH_ADS, { publicUrl: 'https://ads.example.org' })
    const [proxied] = (await expectOk(await behindProxy.post('/api/v1/ads/query', { query: 'red' }), AdList))
      .data
    expect(proxied?.service_url).toBe('https://ads.example.org/ads/meta_1')
    expect(proxied?.landing_url).toBe('https://acme.com/shoes')
  })

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 51 }, 'limit'],
    [{ limit: 1.5 }, 'limit'],
    [{ limit: 'abc' }, 'limit'],
    [{ active: 'yes' }, 'active'],
    [{ formats: ['gif'] }, 'formats'],
    [{ sort: 'popular' }, 'sort'],
    [{ countries: 'XX' }, 'countries'],
    [{ min_running_days: -1 }, 'min_running_days'],
    [{ query: 42 }, 'query'],
  ])('refuses %j naming %s', async (body, parameter) => {
    const api = await testApi(SEARCH_ADS)
    const problem = await expectProblem(await api.post('/api/v1/ads/query', body), 400, 'invalid_parameter')
    expect(parametersOf(problem)).toEqual([parameter])
  })

  it('names unknown parameters, and says invalid_parameter when something else is wrong too', async () => {
    const api = await testApi(SEARCH_ADS)
    const unknown = await expectProblem(
      await api.post('/api/v1/ads/query', { q: 'shoes', page: 2 }),
      400,
      'parameter_unknown',
    )
    expect(parametersOf(unknown).sort()).toEqual(['page', 'q'])
    const mixed = await expectProblem(
      await api.post('/api/v1/ads/query', { q: 'x', limit: 0 }),
      400,
      'invalid_parameter',
    )
    expect(parametersOf(mixed).sort()).toEqual(['limit', 'q'])
  })

  it('refuses a body that is not JSON, not an object, or too large', async () => {
    const api = await testApi(SEARCH_ADS)
    await expectProblem(
      await api.post('/api/v1/ads/query', '{}', { 'Content-Type': 'text/plain' }),
      415,
      'unsupported_media_type',
    )
    await expectProblem(
      await api.post('/api/v1/ads/query', '{}', { 'Content-Type': '' }),
      415,
      'unsupported_media_type',
    )
    await expectProblem(await api.post('/api/v1/ads/query', '{"query": '), 400, 'invalid_json')
    await expectProblem(await api.post('/api/v1/ads/query', ''), 400, 'invalid_json')
    await expectProblem(
      await api.post('/api/v1/ads/query', Buffer.from([0x7b, 0xff, 0x7d]).toString('latin1')),
      400,
      'invalid_json',
    )
    for (const body of ['[]', '"shoes"', 'null', '42']) {
      const problem = await expectProblem(await api.post('/api/v1/ads/query', body), 400, 'invalid_parameter')
      expect(problem.errors[0]?.detail).toMatch(/JSON object/)
    }
    const big = JSON.stringify({ query: 'x'.repeat(70_000) })
    await expectProblem(await api.post('/api/v1/ads/query', big), 413, 'payload_too_large')
    const declared = { 'Content-Length': String(1 << 20) }
    await expectProblem(await api.post('/api/v1/ads/query', '{}', declared), 413, 'payload_too_large')
    // A body that claims to be small but is not is still cut off at the cap.
    const lying = { 'Content-Length': '2' }
    await expectProblem(await api.post('/api/v1/ads/query', big, lying), 413, 'payload_too_large')
  })

  it('accepts application/json with a UTF-8 charset and a leading byte-order mark', async () => {
    const api = await testApi(SEARCH_ADS)
    const response = await api.post('/api/v1/ads/query', '\uFEFF{"query":"glow"}', {
      'Content-Type': 'application/json; charset=UTF-8',
    })
    expect(ids(await expectOk(response, AdList))).toEqual(['tiktok_2'])
  })
})

describe('GET /api/v1/ads and /api/v1/tiktok/ads', () => {
  it('takes lists comma-separated, repeated or with percent-encoded commas', async () => {
    const api = await testApi(SEARCH_ADS)
    const forms = [
      'formats=video,image',
      'formats=video&formats=image',
      'formats=video%2Cimage',
      'formats=video%2cimage',
    ]
    for (const form of forms) {
      const list = await expectOk(await api.get(`/api/v1/ads?${form}`), AdList)
      expect(sorted(list), form).toEqual(['google_4', 'meta_1', 'tiktok_2'])
    }
  })

  it('reads typed values from text and refuses bad ones by name', async () => {
    const api = await testApi(SEARCH_ADS)
    const list = await expectOk(await api.get('/api/v1/ads?active=false&min_running_days=3&limit=5'), AdList)
    expect(ids(list)).toEqual(['tiktok_2'])
    for (const [query, parameter] of [
      ['limit=0', 'limit'],
      ['limit=51', 'limit'],
      ['limit=1.5', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=', 'limit'],
      ['active=1', 'active'],
      ['active=TRUE', 'active'],
      ['sort=best', 'sort'],
      ['niches=shoes', 'niches'],
      ['query=a&query=b', 'query'],
    ]) {
      const problem = await expectProblem(await api.get(`/api/v1/ads?${query}`), 400, 'invalid_parameter')
      expect(parametersOf(problem), query).toEqual([parameter])
    }
    const unknown = await expectProblem(await api.get('/api/v1/ads?q=shoes'), 400, 'parameter_unknown')
    expect(parametersOf(unknown)).toEqual(['q'])
  })

  it('locks /tiktok/ads to TikTok and refuses a platforms parameter there', async () => {
    const api = await testApi(SEARCH_ADS)
    const list = await expectOk(await api.get('/api/v1/tiktok/ads'), AdList)
    expect(sorted(list)).toEqual(['google_4', 'tiktok_2'])
    expect(list.data.every((ad) => ad.platforms.includes('tiktok'))).toBe(true)
    const video = await expectOk(await api.get('/api/v1/tiktok/ads?formats=video'), AdList)
    expect(ids(video)).toEqual(['google_4'])
    const problem = await expectProblem(
      await api.get('/api/v1/tiktok/ads?platforms=facebook'),
      400,
      'parameter_unknown',
    )
    expect(parametersOf(problem)).toEqual(['platforms'])
  })
})
