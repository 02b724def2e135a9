import { describe, expect, it } from 'vitest'
import { type AdDraft, finishAd, TEXT_CAPS } from './ad-draft'
import type { WarningKind } from './import-report'

const NOW = Date.parse('2024-06-01T00:00:00Z')

const draft = (fields: AdDraft = {}): AdDraft => ({
  id: 'x_1',
  advertiser: { id: 'x_adv', name: 'Someone' },
  headline: 'A headline',
  started_at: '2024-05-01',
  service_url: 'https://library.example/ads/1',
  ...fields,
})

function finish(fields: AdDraft) {
  const warnings: WarningKind[] = []
  const finished = finishAd(draft(fields), NOW, (kind) => warnings.push(kind))
  if ('rejected' in finished) throw new Error(`rejected: ${finished.rejected}`)
  return { ad: finished.ad, warnings }
}

describe('finishAd', () => {
  it('leaves out links that are not http(s), wherever they are', () => {
    const { ad, warnings } = finish({
      landing_url: '//no-scheme.example',
      media: { image: 'javascript:alert(1)', thumbnail: 'file:///etc/passwd', video: 'data:text/html,x' },
    })
    expect(ad.landing_url).toBe('')
    expect(ad.media).toEqual({ image: null, video: null, thumbnail: '', video_duration: 0 })
    expect(warnings.filter((kind) => kind === 'not_http_link')).toHaveLength(4)
  })

  it("links an ad without an http(s) link to its library to the ad's page here", () => {
    const { ad, warnings } = finish({ service_url: 'data:text/html,x' })
    expect(ad.service_url).toBe('/ads/x_1')
    expect(warnings).toEqual(['not_http_link', 'no_library_link'])
  })

  it('takes every access_token out of links, keeping the rest of the link', () => {
    const { ad, warnings } = finish({
      service_url: 'https://www.facebook.com/ads/archive/render_ad/?id=123&access_token=EAAB-secret',
      landing_url: 'https://shop.example/?access_token=abc&utm=x',
    })
    expect(ad.service_url).toBe('https://www.facebook.com/ads/archive/render_ad/?id=123')
    expect(ad.landing_url).toBe('https://shop.example/?utm=x')
    expect(JSON.stringify(ad)).not.toMatch(/access_token|secret/)
    expect(warnings).toContain('access_token_removed')
  })

  it('cuts text at its cap without splitting a character, and says so', () => {
    const body = `${'a'.repeat(TEXT_CAPS.body - 1)}😀 and more`
    const { ad, warnings } = finish({ body })
    expect(ad.body.length).toBeLessThanOrEqual(TEXT_CAPS.body)
    expect(ad.body.endsWith('a')).toBe(true)
    expect(warnings).toContain('text_cut')
  })

  it('files an ad without an advertiser under one, and names one from its name alone', () => {
    expect(finish({ advertiser: {} })).toMatchObject({
      ad: { advertiser: { id: 'unknown', name: 'Unknown advertiser' } },
      warnings: ['no_advertiser'],
    })
    expect(finish({ advertiser: { name: 'Přímá Demokracie' } }).ad.advertiser).toEqual({
      id: 'name_prima-demokracie',
      name: 'Přímá Demokracie',
    })
  })

  it('reads figures written as text and counts those that are not figures', () => {
    expect(finish({ reach: '12000' }).ad.reach).toBe(12_000)
    expect(finish({ reach: -4 })).toMatchObject({ ad: { reach: 0 }, warnings: ['not_a_count'] })
    expect(finish({ reach: 'lots' })).toMatchObject({ ad: { reach: 0 }, warnings: ['not_a_count'] })
  })

  it('reads languages and countries by code, locale or English name', () => {
    const { ad, warnings } = finish({
      languages: ['nl_NL', 'English (UK)', 'ces', 'Klingon'],
      countries: ['nl', 'Czechia', 'United States of America'],
    })
    expect(ad.languages).toEqual(['nl', 'en', 'cs'])
    expect(ad.countries).toEqual(['NL', 'CZ', 'US'])
    expect(warnings).toEqual(['unknown_language'])
  })

  it('files an unknown format as an image, or a video when it has one', () => {
    expect(finish({ format: 'reel' })).toMatchObject({
      ad: { format: 'image' },
      warnings: ['unknown_format'],
    })
    expect(finish({ format: '', media: { video: 'https://cdn.example/v.mp4' } }).ad.format).toBe('video')
    expect(finish({ format: 'Carousel' }).ad.format).toBe('carousel')
  })
})
