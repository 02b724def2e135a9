import { describe, expect, it } from 'vitest'
import type { Ad } from '../../../contract/ad'
import { finishAd } from '../ad-draft'
import type { WarningKind } from '../import-report'
import detail from './fixtures/tiktok-ad-detail.json'
import detailWithDocSpelling from './fixtures/tiktok-ad-detail-doc-spelling.json'
import queryPage from './fixtures/tiktok-query-page.json'
import type { SourceRecord } from './source-format'
import { tiktok } from './tiktok'

const NOW = Date.parse('2024-06-01T00:00:00Z')

/** The record through draftOf and finishAd, with every warning either gave. */
function finish(record: SourceRecord): { ad?: Ad; rejected?: string; warnings: WarningKind[] } {
  const warnings: WarningKind[] = []
  const warn = (kind: WarningKind) => warnings.push(kind)
  const finished = finishAd(tiktok.draftOf(record, warn), NOW, warn)
  return 'ad' in finished ? { ad: finished.ad, warnings } : { rejected: finished.rejected, warnings }
}

function adOf(record: SourceRecord): Ad {
  const { ad, rejected } = finish(record)
  if (!ad) throw new Error(`rejected: ${rejected}`)
  return ad
}

const [activeVideo, stoppedImage, carouselWithDocSpelling] = queryPage.data.ads as SourceRecord[]

/** A query element with only what a test sets, the rest as in the documentation's example. */
function queryAd(ad: Record<string, unknown>, advertiser: Record<string, unknown> = {}): SourceRecord {
  return {
    ad: {
      id: 1790000000000099,
      first_shown_date: 20240101,
      last_shown_date: 20240102,
      status: 'active',
      title: 'Fresh beans, roasted today',
      image_urls: ['https://p16.tiktokcdn.example/image/99.jpeg'],
      reach: { unique_users_seen: '11K' },
      ...ad,
    },
    advertiser: { business_id: 7000000000000099, business_name: 'Awe Food Co.', ...advertiser },
  }
}

describe('tiktok: records of the query endpoint', () => {
  it('maps an active video ad: ids, advertiser, running, media, reach and its library page', () => {
    const { ad, warnings } = finish(activeVideo!)
    expect(ad).toEqual({
      id: 'tiktok_1790000000000001',
      advertiser: { id: 'tiktok_7000000000000001', name: 'Koffiebranderij Noord B.V.' },
      platforms: ['tiktok'],
      format: 'video',
      headline: '',
      body: '',
      cta: '',
      landing_url: '',
      is_active: true,
      started_at: '2024-03-01T00:00:00.000Z',
      ended_at: null,
      running_days: 92,
      countries: [],
      languages: [],
      niches: ['other'],
      media: {
        image: 'https://p16.tiktokcdn.example/cover/1790000000000001.jpeg',
        video: 'https://v16.tiktokcdn.example/video/1790000000000001.mp4?mime_type=video_mp4',
        thumbnail: 'https://p16.tiktokcdn.example/cover/1790000000000001.jpeg',
        video_duration: 0,
      },
      reach: 10_000,
      engagement: null,
      duplicates: 0,
      transcript: '',
      service_url: 'https://library.tiktok.com/ads/detail/?ad_id=1790000000000001',
    })
    // The query endpoint gives no text: that is all there is to say about it.
    expect(warnings).toEqual(['empty_text'])
  })

  it('ends a stopped ad on its last shown day, from dates written as strings', () => {
    const ad = adOf(stoppedImage!)
    expect(ad.id).toBe('tiktok_1790000000000002')
    expect(ad.is_active).toBe(false)
    expect(ad.started_at).toBe('2024-01-05T00:00:00.000Z')
    expect(ad.ended_at).toBe('2024-02-20T00:00:00.000Z')
    expect(ad.running_days).toBe(46)
    expect(ad.format).toBe('image')
    expect(ad.media.image).toBe('https://p16.tiktokcdn.example/image/1790000000000002-a.jpeg')
    expect(ad.media.video).toBeNull()
    expect(ad.reach).toBe(1_000)
  })

  it('names the advertiser by who paid when the business name is empty', () => {
    expect(adOf(stoppedImage!).advertiser).toEqual({
      id: 'tiktok_7000000000000002',
      name: 'Fietsenwinkel De Spaak',
    })
  })

  it('reads the misspellings of the documentation: buisness_id, paid_by, unique_user_seen', () => {
    const ad = adOf(carouselWithDocSpelling!)
    expect(ad.advertiser).toEqual({ id: 'tiktok_7000000000000003', name: 'Awe Food Co.' })
    expect(ad.reach).toBe(1_000_000)
  })

  it('files several images as a carousel, showing the first', () => {
    const ad = adOf(carouselWithDocSpelling!)
    expect(ad.format).toBe('carousel')
    expect(ad.media.image).toBe('https://p16.tiktokcdn.example/image/1790000000000003-a.jpeg')
    expect(ad.media.thumbnail).toBe('https://p16.tiktokcdn.example/image/1790000000000003-a.jpeg')
  })

  it('files one image as an image, and an ad with a video as a video whatever its images', () => {
    expect(adOf(queryAd({})).format).toBe('image')
    const withBoth = adOf(
      queryAd({
        videos: [{ url: 'https://v16.tiktokcdn.example/v.mp4' }],
        image_urls: ['https://p16.tiktokcdn.example/a.jpeg', 'https://p16.tiktokcdn.example/b.jpeg'],
      }),
    )
    expect(withBoth.format).toBe('video')
    expect(withBoth.media.image).toBe('https://p16.tiktokcdn.example/a.jpeg')
  })
})

describe('tiktok: reach is the lower bound of the range TikTok gives', () => {
  const cases: [unknown, number][] = [
    ['0-1K', 0],
    ['<1K', 0],
    ['1K-10K', 1_000],
    ['10K-100K', 10_000],
    ['100K-1M', 100_000],
    ['1M-10M', 1_000_000],
    ['1M+', 1_000_000],
    ['10M+', 10_000_000],
    ['11K', 11_000],
    ['1.2M', 1_200_000],
    ['850', 850],
    [12_345, 12_345],
  ]
  for (const [seen, reach] of cases) {
    it(`${JSON.stringify(seen)} is ${reach}`, () => {
      expect(adOf(queryAd({ reach: { unique_users_seen: seen } })).reach).toBe(reach)
      expect(adOf(queryAd({ reach: { unique_user_seen: seen } })).reach).toBe(reach)
    })
  }

  it('prefers the documented spelling when both are there', () => {
    expect(adOf(queryAd({ reach: { unique_users_seen: '1M+', unique_user_seen: '1K-10K' } })).reach).toBe(
      1_000_000,
    )
  })

  it('counts an unreadable figure as 0, and says so', () => {
    const { ad, warnings } = finish(queryAd({ reach: { unique_users_seen: 'a lot' } }))
    expect(ad?.reach).toBe(0)
    expect(warnings).toContain('not_a_count')
  })

  it('is 0 without a warning when TikTok gives none', () => {
    const { ad, warnings } = finish(queryAd({ reach: undefined }))
    expect(ad?.reach).toBe(0)
    expect(warnings).toEqual([])
  })
})

describe('tiktok: dates and status', () => {
  it('reads YYYYMMDD as numbers and as strings, and ISO dates and date-times', () => {
    const started = (first_shown_date: unknown) => adOf(queryAd({ first_shown_date })).started_at
    expect(started(20231001)).toBe('2023-10-01T00:00:00.000Z')
    expect(started('20231001')).toBe('2023-10-01T00:00:00.000Z')
    expect(started('2023-10-01')).toBe('2023-10-01T00:00:00.000Z')
    expect(started('2023-10-01T08:30:00+02:00')).toBe('2023-10-01T06:30:00.000Z')
    expect(started(1696118400000)).toBe('2023-10-01T00:00:00.000Z')
  })

  it('dates an ad without a real first shown day by its last one, and says so', () => {
    for (const first_shown_date of [20230231, undefined]) {
      const { ad, warnings } = finish(
        queryAd({ first_shown_date, status: 'inactive', last_shown_date: 20231005 }),
      )
      expect(ad?.started_at).toBe('2023-10-05T00:00:00.000Z')
      expect(warnings).toContain('no_start_date')
    }
  })

  it('keeps an active ad running, whatever its last shown day and however status is written', () => {
    for (const status of ['active', 'ACTIVE', ' Active ']) {
      const ad = adOf(queryAd({ status, last_shown_date: 20240301 }))
      expect(ad.is_active).toBe(true)
      expect(ad.ended_at).toBeNull()
      expect(ad.running_days).toBe(152)
    }
  })

  it('ends an ad with any other status, or none, on its last shown day', () => {
    for (const status of ['inactive', 'removed', undefined]) {
      const { ad, warnings } = finish(queryAd({ status, last_shown_date: 20240301 }))
      expect(ad?.is_active).toBe(false)
      expect(ad?.ended_at).toBe('2024-03-01T00:00:00.000Z')
      expect(warnings).toEqual([])
    }
  })

  it('ends a stopped ad without a last shown day on its first, and says so', () => {
    const { ad, warnings } = finish(queryAd({ status: 'inactive', last_shown_date: undefined }))
    expect(ad).toMatchObject({ is_active: false, ended_at: ad?.started_at, running_days: 0 })
    expect(warnings).toContain('active_but_ended')
  })

  it('ends an active ad last shown over a year before the import on that day', () => {
    const { ad, warnings } = finish(
      queryAd({ status: 'active', first_shown_date: 20230101, last_shown_date: 20230301 }),
    )
    expect(ad).toMatchObject({ is_active: false, ended_at: '2023-03-01T00:00:00.000Z' })
    expect(warnings).toContain('not_seen_running')
  })
})

describe('tiktok: ids', () => {
  it('keeps every digit of ids written as strings, beyond 2^53', () => {
    const ad = adOf(queryAd({ id: '7350000000000000123' }, { business_id: '7260000000000000001' }))
    expect(ad.id).toBe('tiktok_7350000000000000123')
    expect(ad.advertiser.id).toBe('tiktok_7260000000000000001')
    expect(ad.service_url).toBe('https://library.tiktok.com/ads/detail/?ad_id=7350000000000000123')
  })

  it('writes large numeric ids in full, not as 1e+21', () => {
    expect(adOf(queryAd({ id: 1e21 })).id).toBe('tiktok_1000000000000000000000')
  })

  it('refuses an ad without an id', () => {
    expect(finish(queryAd({ id: undefined })).rejected).toBe('id: there is none')
  })

  it('files an ad without a business id under its advertiser name', () => {
    const ad = adOf(queryAd({}, { business_id: undefined, business_name: 'Awe Food Co.' }))
    expect(ad.advertiser).toEqual({ id: 'name_awe-food-co', name: 'Awe Food Co.' })
  })
})

describe('tiktok: records of the ad detail endpoint', () => {
  it('maps the text, call to action, landing page, countries and languages', () => {
    const { ad, warnings } = finish(detail.data)
    expect(ad?.id).toBe('tiktok_1790000000000010')
    expect(ad?.advertiser).toEqual({ id: 'tiktok_7000000000000001', name: 'Koffiebranderij Noord B.V.' })
    expect(ad?.headline).toBe('Vers gebrande bonen, morgen in huis')
    expect(ad?.cta).toBe('Shop now')
    expect(ad?.landing_url).toBe('https://koffie.example/nl/bonen?utm_source=tiktok')
    // Targeted countries first, then those where it was seen.
    expect(ad?.countries).toEqual(['NL', 'DE', 'BE'])
    expect(ad?.languages).toEqual(['nl', 'de'])
    expect(ad?.reach).toBe(100_000)
    expect(ad?.format).toBe('video')
    expect(ad?.ended_at).toBe('2024-05-01T00:00:00.000Z')
    expect(warnings).toEqual([])
  })

  it('takes the whole answer of the detail endpoint, { data, error }, as the same ad', () => {
    expect(tiktok.recognises(detail)).toBe(true)
    expect(adOf(detail)).toEqual(adOf(detail.data))
  })

  it('reads the spellings of the detail documentation: target, ad_videos, paid_by', () => {
    const ad = adOf(detailWithDocSpelling.data)
    expect(ad.countries).toEqual(['IT', 'GB'])
    expect(ad.format).toBe('video')
    expect(ad.media.video).toBe('https://v16.tiktokcdn.example/video/1790000000000011.mp4')
    expect(ad.media.thumbnail).toBe('https://p16.tiktokcdn.example/cover/1790000000000011.jpeg')
    expect(ad.advertiser).toEqual({ id: 'tiktok_1755645247067185', name: 'Awesome Co.' })
    expect(ad.reach).toBe(30_000)
  })

  it('takes countries from where the ad was seen when there is no targeting', () => {
    const ad = adOf(
      queryAd({
        reach: { unique_users_seen: '30K', unique_users_seen_by_country: { GB: '18K', IT: '12K' } },
      }),
    )
    expect(ad.countries).toEqual(['GB', 'IT'])
  })

  it('reads targeted countries written as names, and leaves out what is not a country', () => {
    const { ad, warnings } = finish({
      ...queryAd({}),
      ad_group: { targeting_info: { country: ['France', 'fr', 'Europe'] } },
    })
    expect(ad?.countries).toEqual(['FR'])
    expect(warnings).toContain('unknown_country')
  })
})

describe('tiktok: recognises', () => {
  const metaAd = {
    id: '1234567890',
    page_id: '987654321',
    page_name: 'Awe Food Co.',
    ad_snapshot_url: 'https://www.facebook.com/ads/archive/render_ad/?id=1234567890&access_token=x',
    ad_delivery_start_time: '2024-01-05',
    ad_creative_bodies: ['Fresh beans'],
    publisher_platforms: ['facebook', 'instagram'],
  }

  it('knows every kind of TikTok record', () => {
    expect(tiktok.recognises(activeVideo!)).toBe(true)
    expect(tiktok.recognises(carouselWithDocSpelling!)).toBe(true)
    expect(tiktok.recognises(detail.data)).toBe(true)
    expect(tiktok.recognises(detailWithDocSpelling.data)).toBe(true)
    // Only the ad's fields were asked for.
    expect(tiktok.recognises({ ad: { id: 1, first_shown_date: 20240101 } })).toBe(true)
    // Only its id and the advertiser.
    expect(tiktok.recognises({ ad: { id: 1 }, advertiser: { buisness_id: 2 } })).toBe(true)
  })

  it('does not take our own ads, even those imported from TikTok', () => {
    expect(tiktok.recognises(adOf(activeVideo!))).toBe(false)
  })

  it("does not take Meta's ad objects", () => {
    expect(tiktok.recognises(metaAd)).toBe(false)
    // Not even one that happens to have a field named ad.
    expect(tiktok.recognises({ ...metaAd, ad: { id: 1, first_shown_date: 20240101 } })).toBe(false)
  })

  it('does not take records that only look a little like it', () => {
    expect(tiktok.recognises({})).toBe(false)
    expect(tiktok.recognises({ ad: 'tiktok' })).toBe(false)
    expect(tiktok.recognises({ ad: { id: 1 } })).toBe(false)
    expect(tiktok.recognises({ ad: { id: 1 }, advertiser: { id: 2, name: 'Awe' } })).toBe(false)
    expect(tiktok.recognises({ data: { ads: [] } })).toBe(false)
  })
})
