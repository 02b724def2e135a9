import { describe, expect, it } from 'vitest'
import { NICHES } from '../../contract/enums'
import type { StoredAd } from '../records/ad-records'
import { DAY_MS } from './ad-dates'
import { ADS_PER_ADVERTISER } from './advertiser-roster'
import { COPY } from './copy/copy-book'
import { generateAds } from './generate-ads'

const NOW = Date.parse('2025-06-01T12:00:00.000Z')
const COUNT = 20_000

function countBy(ads: readonly StoredAd[], key: (ad: StoredAd) => string | string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const ad of ads) {
    const keys = key(ad)
    for (const k of Array.isArray(keys) ? keys : [keys]) counts.set(k, (counts.get(k) ?? 0) + 1)
  }
  return counts
}

function sorted(counts: Map<string, number>): number[] {
  return [...counts.values()].sort((a, b) => b - a)
}

describe('the generated dataset is skewed like a real ad library', () => {
  const ads = [...generateAds({ count: COUNT, seed: 42, now: NOW })]

  it('writes in at least eight languages, one of them right to left', () => {
    const languages = countBy(ads, (ad) => ad.languages)
    expect(languages.size).toBeGreaterThanOrEqual(8)
    expect(languages.get('ar')).toBeGreaterThan(0)
    const arabic = ads.find((ad) => ad.languages[0] === 'ar')!
    expect(arabic.headline + arabic.body).toMatch(/[\u0600-\u06ff]/)
  })

  it('writes the copy in the ad’s language', () => {
    for (const ad of ads.slice(0, 2000)) {
      const copy = COPY[ad.languages[0] as keyof typeof COPY]
      expect(Object.values(copy.cta).flat()).toContain(ad.cta)
    }
  })

  it('has about one advertiser per 20 ads, a few with hundreds of ads and most with a handful', () => {
    const perAdvertiser = sorted(countBy(ads, (ad) => ad.advertiser.id))
    expect(perAdvertiser.length).toBe(COUNT / ADS_PER_ADVERTISER)
    expect(perAdvertiser[0]).toBeGreaterThan(100)
    expect(perAdvertiser[perAdvertiser.length >> 1]).toBeLessThanOrEqual(10)
  })

  it('targets one dominant country and a long tail', () => {
    const countries = sorted(countBy(ads, (ad) => ad.countries))
    expect(countries.length).toBeGreaterThanOrEqual(25)
    expect(countries[0]).toBeGreaterThan(10 * countries[countries.length >> 1]!)
    expect(countBy(ads, (ad) => ad.countries[0]!).get('US')).toBe(
      Math.max(...countBy(ads, (ad) => ad.countries[0]!).values()),
    )
  })

  it('uses video and image most, then carousel, dynamic creative and product ads', () => {
    const formats = countBy(ads, (ad) => ad.format)
    const [video, image, carousel, dco, dpa] = ['video', 'image', 'carousel', 'dco', 'dpa'].map(
      (f) => formats.get(f)!,
    )
    expect(Math.min(video!, image!)).toBeGreaterThan(carousel!)
    expect(carousel).toBeGreaterThan(dco!)
    expect(dco).toBeGreaterThan(dpa!)
  })

  it('runs most ads on Facebook and Instagram together, with TikTok-only and YouTube-with-Google ads', () => {
    const placements = countBy(ads, (ad) => ad.platforms.join('+'))
    const top = [...placements.entries()].sort((a, b) => b[1] - a[1])[0]![0]
    expect(top).toBe('facebook+instagram')
    expect(placements.get('tiktok')).toBeGreaterThan(COUNT * 0.1)
    expect(placements.get('google+youtube')).toBeGreaterThan(0)
    const platforms = countBy(ads, (ad) => ad.platforms)
    for (const rare of ['messenger', 'audience_network', 'threads']) {
      expect(platforms.get(rare)).toBeGreaterThan(0)
      expect(platforms.get(rare)).toBeLessThan(COUNT * 0.15)
    }
  })

  it('gives each ad one or two of the 18 niches, all of them in use', () => {
    expect(ads.every((ad) => ad.niches.length >= 1 && ad.niches.length <= 2)).toBe(true)
    expect(countBy(ads, (ad) => ad.niches).size).toBe(NICHES.length)
  })

  it('spreads reach log-normally and duplicates with a long tail', () => {
    const reach = ads.map((ad) => ad.reach).sort((a, b) => a - b)
    expect(reach[0]).toBeGreaterThanOrEqual(100)
    expect(reach[Math.floor(COUNT * 0.99)]! / reach[Math.floor(COUNT * 0.1)]!).toBeGreaterThan(100)
    const duplicates = ads.map((ad) => ad.duplicates).sort((a, b) => a - b)
    expect(duplicates[COUNT >> 1]).toBeLessThanOrEqual(1)
    expect(duplicates[Math.floor(COUNT * 0.8)]).toBeLessThanOrEqual(3)
    expect(duplicates.at(-1)).toBeGreaterThanOrEqual(100)
  })

  it('has more recent ads than old ones, and a share of them still running', () => {
    const ageInYears = (ad: StoredAd) => Math.floor((NOW - Date.parse(ad.started_at)) / (365 * DAY_MS))
    const years = countBy(ads, (ad) => String(ageInYears(ad)))
    expect(years.get('0')).toBeGreaterThan(2 * years.get('2')!)
    const active = ads.filter((ad) => ad.is_active).length / COUNT
    expect(active).toBeGreaterThan(0.1)
    expect(active).toBeLessThan(0.5)
  })

  it('captions TikTok ads with hashtags', () => {
    const tiktok = ads.filter((ad) => ad.platforms.includes('tiktok'))
    expect(tiktok.every((ad) => /#\S+/.test(ad.body))).toBe(true)
  })
})
