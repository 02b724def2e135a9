import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { AdList, OneAd } from '../../contract/ad'
import { FacetList } from '../../contract/facets'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, expectProblem, parametersOf, testApi } from '../../testing/test-api'
import type { AdRecords, StoredAd } from '../records/ad-records'
import { StaleTags } from '../service/stale-tags'

// The creative breakdown over HTTP, on every store and engine: each ad's hook and tags, the tags as
// filters (OR within a family, AND across) and facets counted under the search, and stored ads tagged
// again when the rules are newer than theirs. Asked only of what the rules surely tag (a question
// mark, "20% off", a call to action), so that rules added later keep these tests true.

const ADS: StoredAd[] = [
  makeAd({
    id: 'meta_q_offer',
    headline: 'Tired of dry skin?',
    body: 'Save 20% off today.',
    countries: ['DE'],
    started_at: '2025-01-05T00:00:00.000Z',
  }),
  makeAd({
    id: 'meta_q_only',
    headline: 'Why wait?',
    body: 'New colours are in.',
    cta: 'Learn more',
    countries: ['DE', 'US'],
    started_at: '2025-01-04T00:00:00.000Z',
  }),
  makeAd({
    id: 'meta_offer_only',
    headline: 'Winter boots are here',
    body: 'Every pair 20% off this week.',
    countries: ['US'],
    started_at: '2025-01-03T00:00:00.000Z',
  }),
  makeAd({
    id: 'meta_video_q',
    format: 'video',
    headline: 'Meet the makers',
    transcript: 'Have you ever wondered why? We did too.',
    body: 'Made by hand.',
    cta: 'Learn more',
    countries: ['DE'],
    started_at: '2025-01-02T00:00:00.000Z',
  }),
  makeAd({
    id: 'meta_plain',
    headline: 'Plain headline',
    body: 'Plain body.',
    cta: 'Learn more',
    started_at: '2025-01-01T00:00:00.000Z',
  }),
]

const QUESTIONS = ['meta_q_offer', 'meta_q_only', 'meta_video_q']
const PERCENT_OFF = ['meta_q_offer', 'meta_offer_only']

const ids = (list: AdList) => list.data.map((ad) => ad.id)

/** Leaves the ads as a store kept them before they were tagged: no tags, rules' version 0. */
async function forgetTags(records: AdRecords): Promise<void> {
  const { db, type } = records.connection
  if (type === 'sqlite') {
    await sql`UPDATE ads SET tags_version = 0, json = json_remove(json, '$.hook_text', '$.tags')`.execute(db)
  } else {
    await sql`UPDATE ads SET tags_version = 0, json = (json::jsonb - 'hook_text' - 'tags')::text`.execute(db)
  }
}

describe('Creative tags over the API', () => {
  it('filter searches: any value of a family, every family asked', async () => {
    const api = await testApi(ADS)
    const search = async (query: string) => ids(await expectOk(await api.get(`/api/v1/ads?${query}`), AdList))
    expect((await search('hooks=question')).sort()).toEqual([...QUESTIONS].sort())
    expect((await search('offers=percent-off')).sort()).toEqual([...PERCENT_OFF].sort())
    // AND across families, with the other filters.
    expect(await search('hooks=question&offers=percent-off')).toEqual(['meta_q_offer'])
    expect(await search('hooks=question&cta_types=learn&countries=DE')).toEqual([
      'meta_q_only',
      'meta_video_q',
    ])
    // OR within one: a question or a call to action to learn more.
    const body = { cta_types: ['learn', 'shop'], offers: 'percent-off', sort: 'oldest' }
    const posted = await expectOk(await api.post('/api/v1/ads/query', body), AdList)
    expect(ids(posted)).toEqual(['meta_offer_only', 'meta_q_offer'])
  })

  it('counts each tag within the ads the search matches, leaving out its own filter, with labels', async () => {
    const api = await testApi(ADS)
    const facet = async (path: string) =>
      (await expectOk(await api.get(`/api/v1/facets/${path}`), FacetList)).data
    const hooks = await facet('hooks?countries=DE&hooks=question')
    expect(hooks.find((value) => value.value === 'question')).toEqual({
      value: 'question',
      label: 'Question',
      count: 3,
    })
    // Every hook is listed, counted or not, as niches are.
    expect(hooks.map((value) => value.value)).toContain('before-after')
    const offers = await facet('offers?hooks=question')
    expect(offers.find((value) => value.value === 'percent-off')?.count).toBe(1)
    const ctas = await facet('cta-types?query=plain')
    expect(ctas.find((value) => value.value === 'learn')).toEqual({
      value: 'learn',
      label: 'Learn more',
      count: 1,
    })
    expect(ctas.find((value) => value.value === 'shop')?.count).toBe(0)
    // `search` narrows the values by slug or label.
    expect((await facet('offers?search=percent')).map((value) => value.value)).toEqual(['percent-off'])
  })

  it('pages through a tag filter with cursors bound to it', async () => {
    const api = await testApi(ADS)
    const seen: string[] = []
    const path = '/api/v1/ads?hooks=question&limit=1'
    let cursor: string | null = null
    do {
      const page: AdList = await expectOk(await api.get(cursor ? `${path}&cursor=${cursor}` : path), AdList)
      expect(page.pagination.total).toBe(QUESTIONS.length)
      seen.push(...ids(page))
      cursor = page.pagination.next_cursor
      if (seen.length === 1) {
        // The same cursor under another tag is another search's.
        const other = await api.get(`/api/v1/ads?hooks=urgency&limit=1&cursor=${cursor}`)
        await expectProblem(other, 400, 'invalid_cursor')
      }
    } while (cursor)
    expect(seen).toEqual(QUESTIONS)
  })

  it('refuses a value that is no tag with a 400 naming it', async () => {
    const api = await testApi(ADS)
    const bad = await expectProblem(
      await api.get('/api/v1/ads?hooks=question,questions'),
      400,
      'invalid_parameter',
    )
    expect(parametersOf(bad)).toEqual(['hooks'])
    expect(bad.errors[0]!.detail).toContain("'questions'")
    const body = await expectProblem(
      await api.post('/api/v1/ads/query', { offers: ['half-price'] }),
      400,
      'invalid_parameter',
    )
    expect(body.errors[0]).toMatchObject({ detail: expect.stringContaining("'half-price'") })
    const facet = await expectProblem(
      await api.get('/api/v1/facets/hooks?cta_types=buy'),
      400,
      'invalid_parameter',
    )
    expect(parametersOf(facet)).toEqual(['cta_types'])
    await expectProblem(await api.get('/api/v1/facets/cta_types'), 404, 'not_found')
  })

  it('gives each ad its hook and its tags, each with words of the ad as evidence', async () => {
    const api = await testApi(ADS)
    const { data: video } = await expectOk(await api.get('/api/v1/ads/meta_video_q'), OneAd)
    // A video with a transcript opens with its first sentence; other ads with their headline.
    expect(video.hook_text).toBe('Have you ever wondered why?')
    const { data: image } = await expectOk(await api.get('/api/v1/ads/meta_q_offer'), OneAd)
    expect(image.hook_text).toBe('Tired of dry skin?')
    expect(image.tags).toContainEqual({ family: 'hooks', value: 'question', evidence: 'Tired of dry skin?' })
    expect(image.tags?.some((tag) => tag.family === 'offers' && tag.value === 'percent-off')).toBe(true)
    const { data: all } = await expectOk(await api.get('/api/v1/ads?limit=50'), AdList)
    for (const ad of all) {
      const words = [ad.headline, ad.body, ad.transcript, ad.cta].join('\n')
      for (const tag of ad.tags ?? []) expect(words).toContain(tag.evidence)
      expect(ad.tags).toBeDefined()
    }
  })

  it('tags stored ads again, in batches, while searches answer, and goes on where a stopped process left off', async () => {
    const api = await testApi(ADS, {}, { beforeOpen: forgetTags, retagging: true })
    const questions = async () => {
      await api.store.catchUp()
      return ids(await expectOk(await api.get('/api/v1/ads?hooks=question'), AdList))
    }
    const readiness = async () => (await api.app.request('/readyz')).json()
    const metrics = async () => (await api.get('/metrics')).text()
    expect(await questions()).toEqual([])
    expect((await expectOk(await api.get('/api/v1/ads/meta_plain'), OneAd)).data.tags).toBeUndefined()

    const first = api.retagging!
    expect(await first.step(2)).toBe(true)
    // Two tagged, three left: searches answer meanwhile, each ad by the tags it has so far.
    const version = api.records.tagsVersion
    expect(await readiness()).toEqual({ status: 'ready', retagging: { rules_version: version, ads_left: 3 } })
    expect(await metrics()).toMatch(/^ads_tags_stale_ads 3$/m)
    expect(await metrics()).toMatch(/^ads_tags_retagged_total 2$/m)
    expect((await expectOk(await api.get('/api/v1/ads?limit=50'), AdList)).pagination.total).toBe(ADS.length)

    // A process stopped here leaves the rest to the next, which counts only what is left.
    const next = new StaleTags(api.records, { log: () => {}, pauseMs: 0, batch: 2 })
    await next.run()
    expect(next.figures()).toEqual({ rulesVersion: version, left: 0, retagged: 3 })
    expect(await api.records.staleTags()).toBe(0)
    expect((await questions()).sort()).toEqual([...QUESTIONS].sort())
    const { data: hooks } = await expectOk(await api.get('/api/v1/facets/hooks'), FacetList)
    expect(hooks.find((value) => value.value === 'question')?.count).toBe(QUESTIONS.length)
  })
})
