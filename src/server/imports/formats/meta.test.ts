import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import type { Ad } from '../../../contract/ad'
import { finishAd } from '../ad-draft'
import type { WarningKind } from '../import-report'
import { meta } from './meta'
import { ourAds } from './our-ads'

const NOW = Date.parse('2024-06-01T00:00:00Z')

/** An ad object as the Graph API's `ads_archive` returns it today (plural creative fields). */
const GRAPH_AD = {
  id: '1234567890123456',
  ad_creation_time: '2024-03-01',
  ad_creative_bodies: ['Ontdek de nieuwe collectie', 'Tweede versie van de tekst'],
  ad_creative_link_captions: ['WINKEL.EXAMPLE.NL'],
  ad_creative_link_titles: ['Nu 20% korting'],
  ad_creative_link_descriptions: ['Alleen deze week'],
  ad_delivery_start_time: '2024-03-02',
  ad_delivery_stop_time: '2024-03-20',
  ad_snapshot_url:
    'https://www.facebook.com/ads/archive/render_ad/?id=1234567890123456&access_token=EAAB-secret',
  languages: ['nl', 'fr'],
  page_id: '998877',
  page_name: 'Winkel BV',
  publisher_platforms: ['FACEBOOK', 'instagram', 'messenger'],
  impressions: { lower_bound: '10000', upper_bound: '14999' },
  target_locations: [
    { name: 'Netherlands', type: 'countries', excluded: false },
    { name: 'Belgium', type: 'countries', excluded: true },
    { name: 'Amsterdam', type: 'cities', excluded: false },
  ],
  age_country_gender_reach_breakdown: [{ country: 'NL', age_gender_breakdowns: [] }],
}

function mapped(record: Record<string, unknown>): { ad: Ad; warnings: WarningKind[] } {
  const warnings: WarningKind[] = []
  const warn = (kind: WarningKind) => warnings.push(kind)
  const finished = finishAd(meta.draftOf(record, warn), NOW, warn)
  if ('rejected' in finished) throw new Error(finished.rejected)
  return { ad: finished.ad, warnings }
}

describe('meta', () => {
  it('maps a Graph API ad object to our ad', () => {
    const { ad } = mapped(GRAPH_AD)
    expect(ad).toMatchObject({
      id: 'meta_1234567890123456',
      advertiser: { id: 'meta_998877', name: 'Winkel BV' },
      platforms: ['facebook', 'instagram', 'messenger'],
      format: 'dco',
      headline: 'Nu 20% korting',
      body: 'Ontdek de nieuwe collectie',
      landing_url: 'https://winkel.example.nl/',
      started_at: '2024-03-02T00:00:00.000Z',
      ended_at: '2024-03-20T00:00:00.000Z',
      is_active: false,
      running_days: 18,
      countries: ['NL'],
      languages: ['nl', 'fr'],
      niches: ['other'],
      reach: 10_000,
      service_url: 'https://www.facebook.com/ads/library/?id=1234567890123456',
    })
    expect(JSON.stringify(ad)).not.toMatch(/access_token|secret/)
  })

  it('prefers the EU reach figure to the impressions range', () => {
    expect(mapped({ ...GRAPH_AD, eu_total_reach: 4321 }).ad.reach).toBe(4321)
  })

  it('reads the older singular fields and the lower bound of impressions in every spelling', () => {
    const older = {
      adlib_id: '555',
      page_name: 'Oude Pagina',
      ad_creative_body: 'Eén tekst',
      ad_creative_link_title: 'Titel',
      ad_delivery_start_time: '2019-10-16T14:25:31+0000',
      impressions_lower: '1000',
    }
    expect(mapped(older).ad).toMatchObject({
      id: 'meta_555',
      advertiser: { id: 'name_oude-pagina', name: 'Oude Pagina' },
      // No media in the export, and one version of the copy: nothing says it is an image.
      format: 'dco',
      body: 'Eén tekst',
      headline: 'Titel',
      started_at: '2019-10-16T14:25:31.000Z',
      reach: 1000,
      platforms: ['facebook'],
    })
    expect(mapped({ ...older, impressions_lower: undefined, impressions: '1K-5K' }).ad.reach).toBe(1000)
    expect(mapped({ ...older, impressions_lower: undefined, impressions_min: '0' }).ad.reach).toBe(0)
    expect(
      mapped({
        ...older,
        impressions_lower: undefined,
        impressions: "{'lower_bound': '2000', 'upper_bound': '2999'}",
      }).ad.reach,
    ).toBe(2000)
  })

  it('reads lists written in CSV cells as JSON or as Python lists', () => {
    const { ad } = mapped({
      ...GRAPH_AD,
      publisher_platforms: "['facebook', 'instagram']",
      languages: '["de"]',
      ad_creative_bodies: "['Eerste, met komma', 'Tweede']",
    })
    expect(ad).toMatchObject({
      platforms: ['facebook', 'instagram'],
      languages: ['de'],
      body: 'Eerste, met komma',
    })
  })

  describe('whether an ad without a stop time runs', () => {
    /** A row of a CSV export as opop999/election_monitoring_fb_ads writes it (NA read as empty). */
    const row = (fields: Record<string, unknown>) => ({
      ad_creation_time: '2024-05-13',
      ad_creative_body: 'Dnešní aktuality',
      ad_creative_link_title: 'Tomio Okamura: Dnešní aktuality',
      ad_delivery_start_time: '2024-05-13',
      ad_delivery_stop_time: '',
      page_id: '179497582061065',
      page_name: 'Tomio Okamura - SPD',
      adlib_id: '835150900761594',
      impressions_lower: '7000',
      ad_snapshot_url: 'https://www.facebook.com/ads/archive/render_ad/?id=835150900761594&access_token=',
      ...fields,
    })

    it('runs when it started within the last year', () => {
      expect(mapped(row({})).ad).toMatchObject({ is_active: true, ended_at: null, running_days: 19 })
    })

    it('ended on its start when it started over a year before the import: the export cannot say more', () => {
      const { ad, warnings } = mapped(row({ ad_delivery_start_time: '2021-07-13' }))
      expect(ad).toMatchObject({ is_active: false, ended_at: '2021-07-13T00:00:00.000Z', running_days: 0 })
      expect(warnings).toContain('not_seen_running')
    })

    it("follows the Library's own status where the export keeps it", () => {
      const old = { ad_delivery_start_time: '2021-07-13' }
      expect(mapped(row({ ...old, ad_active_status: 'ACTIVE' })).ad).toMatchObject({ is_active: true })
      const stopped = mapped(row({ ad_active_status: 'INACTIVE' })).ad
      expect(stopped).toMatchObject({ is_active: false, ended_at: '2024-05-13T00:00:00.000Z' })
    })

    it('ends on its stop time when it has one, whatever its age', () => {
      const ad = mapped(row({ ad_delivery_start_time: '2021-07-01', ad_delivery_stop_time: '2021-07-14' })).ad
      expect(ad).toMatchObject({ is_active: false, ended_at: '2021-07-14T00:00:00.000Z', running_days: 13 })
    })
  })

  it('says the media are gone when the Library drew the ad (its snapshot) but the export has none', () => {
    expect(mapped(GRAPH_AD).ad.media).toMatchObject({ image: null, video: null, removed: true })
    const { ad_snapshot_url: _snapshot, ...noSnapshot } = GRAPH_AD
    expect(mapped(noSnapshot).ad.media.removed).toBeUndefined()
  })

  it('marks reach unknown when the export has no audience figure', () => {
    const { impressions: _impressions, ...noFigures } = GRAPH_AD
    expect(mapped(noFigures).ad).toMatchObject({ reach: 0, unknown_fields: ['reach'] })
    expect(mapped(GRAPH_AD).ad.unknown_fields).toBeUndefined()
  })

  it('takes the id from the snapshot link when the record has no id field', () => {
    const { id: _id, ...withoutId } = GRAPH_AD
    expect(mapped(withoutId).ad.id).toBe('meta_1234567890123456')
  })

  it('is told apart from our own ads', () => {
    expect(meta.recognises(GRAPH_AD)).toBe(true)
    expect(ourAds.recognises(GRAPH_AD)).toBe(false)
    const ours = mapped(GRAPH_AD).ad
    expect(meta.recognises(ours)).toBe(false)
    expect(ourAds.recognises(ours)).toBe(true)
  })

  it('reads Graph API pages as the API returns them', async () => {
    const { testApi } = await import('../../../testing/test-api')
    const { importAds } = await import('../import-ads')
    const api = await testApi()
    const page = (ids: string[], next: boolean) =>
      JSON.stringify({
        data: ids.map((id) => ({ ...GRAPH_AD, id })),
        paging: { cursors: { after: 'abc' }, ...(next ? { next: 'https://graph.facebook.com/…' } : {}) },
      })
    const text = `${page(['1', '2'], true)}\n${page(['3'], false)}\n`
    const report = await importAds(api.records, Readable.from([text]), { now: NOW })
    expect(report).toMatchObject({ format: 'meta', detected: true, inserted: 3, rejected_count: 0 })
    expect(await api.records.adById('meta_3')).toBeDefined()
  })
})
