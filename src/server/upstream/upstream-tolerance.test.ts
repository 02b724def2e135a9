import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdList, OneAd } from '../../contract/ad'
import { FacetList } from '../../contract/facets'
import { LookupResult } from '../../contract/lookup'
import { expectOk, expectProblem } from '../../testing/test-api'
import { fakeUpstream, type Listening, sendJson, upstreamModeApi } from '../../testing/test-upstream'

/** An ad as a thinner or newer service might send it: only the fields that cannot be guessed, plus some of its own. */
const thinAd = {
  id: 'meta_thin',
  advertiser: { id: 'meta_pg_thin', name: 'Thin Ltd', verified: true },
  platforms: ['Facebook', 'snapchat'],
  format: 'IMAGE',
  started_at: '2025-05-01T12:00:00+02:00',
  service_url: '/ads/meta_thin',
  countries: ['de', 'XX'],
  media: { image: '/media/1.png', video: null },
  running_days: 3.6,
  engagement: 'high',
  spend: { min: 100, max: 500 },
  headline: null,
}
const unsafeAd = { ...thinAd, id: 'meta_unsafe', service_url: 'javascript:alert(1)' }
const noFormat = { ...thinAd, id: 'meta_no_format', format: 'hologram' }
/** Another instance's creative breakdown, with a tag of a newer rule and one that is no tag at all. */
const taggedAd = {
  ...thinAd,
  id: 'meta_tagged',
  headline: 'Why wait?',
  hook_text: 'Why wait?',
  tags: [
    { family: 'hooks', value: 'question', evidence: 'Why wait?', confidence: 0.9 },
    { family: 'hooks', value: 'newer-rule', evidence: 'Why' },
    { family: 'moods', value: 'calm', evidence: 'wait' },
    'question',
  ],
}

const ANSWERS: Record<string, unknown> = {
  '/api/v1/ads': {
    data: [thinAd, unsafeAd, noFormat],
    pagination: { total: 3, next_cursor: '' },
    took_ms: 4,
  },
  '/api/v1/ads/meta_thin': thinAd,
  '/api/v1/ads/meta_unsafe': { data: unsafeAd },
  '/api/v1/ads/meta_tagged': { data: taggedAd },
  '/api/v1/facets/niches': [
    { value: 'fashion', label: 'Fashion', count: 12 },
    { value: 'apps' },
    'other',
    { label: 'no value' },
  ],
  '/api/v1/facets/formats': {
    facet: 'formats',
    data: [{ value: 'video', label: 'Video', count: 3, share: 0.5 }],
  },
  '/api/v1/facets/countries': { data: [{ value: 'DE', count: 7 }] },
  '/api/v1/lookup': [{ id: 'meta_pg_thin', name: 'Thin Ltd' }],
}

let server: Listening
let api: Awaited<ReturnType<typeof upstreamModeApi>>
const log = vi.spyOn(console, 'error').mockImplementation(() => {})

beforeAll(async () => {
  server = await fakeUpstream((request, response) => {
    const path = new URL(request.url ?? '/', 'http://upstream').pathname
    if (path in ANSWERS) sendJson(response, ANSWERS[path])
    else sendJson(response, { detail: `no ${path}` }, 404)
  })
  api = await upstreamModeApi(server.url)
})
afterAll(async () => {
  log.mockRestore()
  await server.close()
})

describe('upstream answers read tolerantly', () => {
  it('fills in missing ad fields, strips extra ones, and drops an unsafe ad visibly', async () => {
    const response = await api.get('/api/v1/ads')
    expect(response.headers.get('Upstream-Dropped')).toBe('2')
    const page = await expectOk(response, AdList)
    expect(page.pagination).toEqual({ total: 3, next_cursor: null })
    expect(page.data).toEqual([
      {
        id: 'meta_thin',
        advertiser: { id: 'meta_pg_thin', name: 'Thin Ltd' },
        platforms: ['facebook'],
        format: 'image',
        headline: '',
        body: '',
        cta: '',
        landing_url: '',
        is_active: true,
        started_at: '2025-05-01T10:00:00.000Z',
        ended_at: null,
        running_days: 4,
        countries: ['DE'],
        languages: [],
        niches: [],
        media: { image: `${server.url}/media/1.png`, video: null, thumbnail: '', video_duration: 0 },
        reach: 0,
        engagement: null,
        duplicates: 0,
        transcript: '',
        service_url: `${server.url}/ads/meta_thin`,
      },
    ])
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /left out 2 of 3 ads: meta_unsafe \(service_url: expected an absolute http\(s\) URL\); meta_no_format \(format: /,
      ),
    )
  })

  it('passes on the hook text and the tags this version knows, leaving out the rest', async () => {
    const { data } = await expectOk(await api.get('/api/v1/ads/meta_tagged'), OneAd)
    expect(data.hook_text).toBe('Why wait?')
    expect(data.tags).toEqual([{ family: 'hooks', value: 'question', evidence: 'Why wait?' }])
  })

  it('reads one ad given bare, and refuses one it cannot pass on', async () => {
    expect((await expectOk(await api.get('/api/v1/ads/meta_thin'), OneAd)).data.id).toBe('meta_thin')
    const problem = await expectProblem(await api.get('/api/v1/ads/meta_unsafe'), 502, 'upstream_unavailable')
    expect(problem.detail).toMatch(/an ad this server cannot pass on \(service_url: /)
  })

  it('reads facets as a bare array, { data } or { facet, data }', async () => {
    const niches = await api.get('/api/v1/facets/niches')
    expect(niches.headers.get('Upstream-Dropped')).toBe('1')
    expect(await expectOk(niches, FacetList)).toEqual({
      facet: 'niches',
      data: [
        { value: 'fashion', label: 'Fashion', count: 12 },
        { value: 'apps', label: 'apps', count: 0 },
        { value: 'other', label: 'other', count: 0 },
      ],
    })
    expect(await expectOk(await api.get('/api/v1/facets/formats'), FacetList)).toEqual({
      facet: 'formats',
      data: [{ value: 'video', label: 'Video', count: 3 }],
    })
    expect((await expectOk(await api.get('/api/v1/facets/countries'), FacetList)).data).toEqual([
      { value: 'DE', label: 'DE', count: 7 },
    ])
  })

  it('reads a look-up as a bare array with missing counts and domains', async () => {
    expect(await expectOk(await api.get('/api/v1/lookup?q=thin'), LookupResult)).toEqual({
      data: [{ id: 'meta_pg_thin', name: 'Thin Ltd', ads_count: 0, domains: [] }],
    })
  })

  it('answers an upstream 404 as this API does, even without a problem body of ours', async () => {
    const problem = await expectProblem(await api.get('/api/v1/ads/meta_gone'), 404, 'not_found')
    expect(problem.detail).toBe("There is no ad with id 'meta_gone'")
  })
})
