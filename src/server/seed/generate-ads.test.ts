import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Ad } from '../../contract/ad'
import { creativeFile, creativeOfFile } from '../media/creative-file'
import { CREATIVE_SIZE } from '../media/creative-shape'
import { DAY_MS, SPAN_DAYS } from './ad-dates'
import { brandHue } from './ad-media'
import { CLIPS } from './clips'
import { generateAds } from './generate-ads'

const NOW = Date.parse('2025-06-01T12:00:00.000Z')
const BASE = 'http://127.0.0.1:3000'
const SOURCE_OF_PLATFORM: Record<string, string> = {
  facebook: 'meta',
  instagram: 'meta',
  messenger: 'meta',
  audience_network: 'meta',
  threads: 'meta',
  tiktok: 'tiktok',
  google: 'google',
  youtube: 'google',
}

function ads(count: number, seed = 1, now = NOW): Ad[] {
  return [...generateAds({ count, seed, now })]
}

/** What the server does before writing a response: our media and ad links become absolute. */
function resolved(ad: Ad): Ad {
  const absolute = (path: string | null) => (path === null || path === '' ? path : new URL(path, BASE).href)
  return {
    ...ad,
    media: {
      ...ad.media,
      image: absolute(ad.media.image),
      video: absolute(ad.media.video),
      thumbnail: absolute(ad.media.thumbnail)!,
    },
    service_url: absolute(ad.service_url)!,
  }
}

describe('generateAds', () => {
  const sample = ads(3000)

  it('gives byte-identical ads for the same count, seed and now', () => {
    expect(JSON.stringify(ads(500, 7))).toBe(JSON.stringify(ads(500, 7)))
  })

  it('gives other ads for another seed', () => {
    const [a, b] = [ads(50, 1), ads(50, 2)]
    expect(a.map((ad) => ad.id)).not.toEqual(b.map((ad) => ad.id))
    expect(a.map((ad) => ad.headline)).not.toEqual(b.map((ad) => ad.headline))
  })

  it('starts a longer dataset with exactly the ads of a shorter one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer(),
        (k, extra, seed) => {
          const short = JSON.stringify(ads(k, seed))
          const long = JSON.stringify(ads(k + extra, seed).slice(0, k))
          expect(long).toBe(short)
        },
      ),
      { numRuns: 15 },
    )
  })

  it('writes ads that pass the contract once their links are made absolute', () => {
    for (const ad of sample) {
      const result = Ad.safeParse(resolved(ad))
      if (!result.success) throw new Error(`${ad.id}: ${result.error.message}`)
    }
  })

  it('gives every ad and advertiser a unique id with its source prefix', () => {
    expect(new Set(sample.map((ad) => ad.id)).size).toBe(sample.length)
    for (const ad of sample) {
      const source = SOURCE_OF_PLATFORM[ad.platforms[0]!]!
      expect(ad.platforms.every((platform) => SOURCE_OF_PLATFORM[platform] === source)).toBe(true)
      expect(ad.id.startsWith(`${source}_`)).toBe(true)
      expect(ad.advertiser.id.startsWith(source === 'meta' ? 'meta_pg_' : `${source}_`)).toBe(true)
      expect(ad.service_url).toBe(`/ads/${encodeURIComponent(ad.id)}`)
    }
  })

  it('keeps one name per advertiser', () => {
    const names = new Map<string, Set<string>>()
    for (const ad of sample)
      names.set(ad.advertiser.id, (names.get(ad.advertiser.id) ?? new Set()).add(ad.advertiser.name))
    for (const set of names.values()) expect(set.size).toBe(1)
  })

  it('dates every ad consistently and before now', () => {
    for (const ad of sample) {
      const start = Date.parse(ad.started_at)
      const end = ad.ended_at === null ? NOW : Date.parse(ad.ended_at)
      expect(ad.is_active).toBe(ad.ended_at === null)
      expect(start).toBeLessThan(NOW)
      expect(start).toBeGreaterThanOrEqual(NOW - (SPAN_DAYS + 1) * DAY_MS)
      expect(end).toBeLessThanOrEqual(NOW)
      expect(end).toBeGreaterThanOrEqual(start)
      expect(ad.running_days).toBe(Math.floor((end - start) / DAY_MS))
    }
  })

  it('points video ads at a real clip with its duration, size and transcript, other ads at their own image', () => {
    sample.forEach((ad, index) => {
      if (ad.format === 'video') {
        const clip = CLIPS.find((c) => ad.media.video === `/media/clips/${c.n}.webm`)
        expect(clip).toBeDefined()
        expect(ad.media).toEqual({
          image: null,
          video: ad.media.video,
          thumbnail: `/media/clips/${clip!.n}.jpg`,
          video_duration: clip!.seconds,
          width: clip!.width,
          height: clip!.height,
        })
        expect(ad.transcript.length).toBeGreaterThan(20)
      } else {
        const creative = creativeOfFile(ad.media.image!.replace(/^\/media\/images\//, ''))
        expect(creative).toMatchObject({ n: index, hue: brandHue(ad.advertiser.name) })
        expect(ad.niches).toContain(creative!.niche)
        expect(ad.media).toEqual({
          image: `/media/images/${creativeFile(creative!)}`,
          video: null,
          thumbnail: ad.media.image,
          video_duration: 0,
          ...CREATIVE_SIZE[creative!.shape],
        })
        expect(ad.transcript).toBe('')
      }
    })
  })

  it('shows each creative in a shape its placement runs', () => {
    const shapes = (ads: Ad[]) => new Set(ads.map((ad) => `${ad.media.width}x${ad.media.height}`))
    const images = sample.filter((ad) => ad.format !== 'video')
    const videos = sample.filter((ad) => ad.format === 'video')
    const tiktok = (ad: Ad) => ad.platforms.includes('tiktok')
    const google = (ad: Ad) => ad.platforms.includes('google') || ad.platforms.includes('youtube')
    expect(shapes(images.filter(tiktok))).toEqual(new Set(['540x960']))
    expect(shapes(videos.filter(tiktok))).toEqual(new Set(['360x640']))
    expect(shapes(images.filter(google))).toEqual(new Set(['960x540', '600x600']))
    expect(shapes(videos.filter(google))).toEqual(new Set(['640x360']))
    const meta = (ad: Ad) => !tiktok(ad) && !google(ad)
    expect(shapes(images.filter(meta))).toEqual(new Set(['600x600', '600x750', '540x960', '960x540']))
    expect(shapes(videos.filter(meta))).toEqual(new Set(['360x640', '480x480', '640x360']))
  })

  it('gives every ad of one advertiser the same brand colour', () => {
    const hues = new Map<string, Set<number>>()
    for (const ad of sample.filter((ad) => ad.media.image)) {
      const hue = creativeOfFile(ad.media.image!.replace(/^\/media\/images\//, ''))!.hue
      hues.set(ad.advertiser.id, (hues.get(ad.advertiser.id) ?? new Set()).add(hue))
    }
    for (const set of hues.values()) expect(set.size).toBe(1)
    expect(new Set([...hues.values()].map((set) => [...set][0])).size).toBeGreaterThan(20)
  })

  it('links every ad to an https page on one of its advertiser’s few domains', () => {
    const domains = new Map<string, Set<string>>()
    for (const ad of sample) {
      const url = new URL(ad.landing_url)
      expect(url.protocol).toBe('https:')
      const host = url.hostname.replace(/^www\./, '')
      domains.set(ad.advertiser.id, (domains.get(ad.advertiser.id) ?? new Set()).add(host))
    }
    for (const set of domains.values()) expect(set.size).toBeLessThanOrEqual(3)
  })

  it('fills every text field and leaves no template slot unfilled', () => {
    for (const ad of sample) {
      for (const text of [ad.headline, ad.body, ad.cta, ad.advertiser.name]) expect(text.trim()).not.toBe('')
      for (const text of [ad.headline, ad.body, ad.transcript]) expect(text).not.toMatch(/[{}]|undefined|NaN/)
      expect(ad.engagement).toBeNull()
    }
  })

  it('refuses a count that is not a whole number', () => {
    expect(() => generateAds({ count: -1, seed: 1, now: NOW })).toThrow(RangeError)
    expect(() => generateAds({ count: 1.5, seed: 1, now: NOW })).toThrow(RangeError)
  })
})
