import { describe, expect, it } from 'vitest'
import { VersionsAnswer } from '../../contract/versions'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, expectProblem, parametersOf, testApi } from '../../testing/test-api'

const TRAIL = { id: 'meta_trail', name: 'Trailgrip' }
const RIVAL = { id: 'meta_rival', name: 'Summitco' }
const BOOTS = { headline: 'Waterproof alpine boots', body: 'Vibram soles for alpine scrambles' }
const ADS = [
  makeAd({ id: 'source', advertiser: TRAIL, ...BOOTS, started_at: '2025-02-01T00:00:00.000Z' }),
  // The same text run again: another start, call to action and creative; spacing and case aside.
  makeAd({
    id: 'older_copy',
    advertiser: TRAIL,
    headline: 'Waterproof  Alpine boots ',
    body: BOOTS.body,
    cta: 'Learn more',
    started_at: '2025-01-01T00:00:00.000Z',
  }),
  makeAd({
    id: 'newer_copy',
    advertiser: TRAIL,
    ...BOOTS,
    media: { image: 'https://trail.example/b.png', video: null, thumbnail: '', video_duration: 0 },
    started_at: '2025-03-01T00:00:00.000Z',
  }),
  // Not copies: other words, or the same words from another advertiser.
  makeAd({ id: 'other_text', advertiser: TRAIL, headline: BOOTS.headline, body: 'Gore membranes, dry feet' }),
  makeAd({ id: 'rival_same', advertiser: RIVAL, ...BOOTS }),
  makeAd({ id: 'wordless', advertiser: RIVAL, headline: '', body: '' }),
  makeAd({ id: 'wordless_copy', advertiser: RIVAL, headline: ' ', body: '', cta: 'Learn more' }),
]

async function versions(id: string) {
  const api = await testApi(ADS)
  return (await expectOk(await api.get(`/api/v1/ads/${id}/versions`), VersionsAnswer)).data
}

describe('GET /ads/{id}/versions', () => {
  it("lists the advertiser's ads with the very same text, newest first, never the ad itself", async () => {
    const found = await versions('source')
    expect(found.map((ad) => ad.id)).toEqual(['newer_copy', 'older_copy'])
    expect(found[1]!.cta).toBe('Learn more')
    expect((await versions('older_copy')).map((ad) => ad.id)).toEqual(['newer_copy', 'source'])
  })

  it('finds the copies of an ad without words, and none for an ad without copies', async () => {
    expect((await versions('wordless')).map((ad) => ad.id)).toEqual(['wordless_copy'])
    expect(await versions('rival_same')).toEqual([])
    expect(await versions('other_text')).toEqual([])
  })

  it('answers 404 for an unknown ad and 400 for any parameter', async () => {
    const api = await testApi(ADS)
    await expectProblem(await api.get('/api/v1/ads/nope/versions'), 404, 'not_found')
    await expectProblem(await api.get(`/api/v1/ads/${'x'.repeat(300)}/versions`), 404, 'not_found')
    const unknown = await expectProblem(
      await api.get('/api/v1/ads/source/versions?limit=5'),
      400,
      'parameter_unknown',
    )
    expect(parametersOf(unknown)).toEqual(['limit'])
  })
})
