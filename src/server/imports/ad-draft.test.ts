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

  it('files an ad by its media when its format is unknown, and as dco when it has none', () => {
    const image = { image: 'https://cdn.example/a.png' }
    expect(finish({ format: 'reel' })).toMatchObject({ ad: { format: 'dco' }, warnings: ['unknown_format'] })
    expect(finish({ format: 'reel', media: image }).ad.format).toBe('image')
    expect(finish({ format: '', media: { video: 'https://cdn.example/v.mp4' } }).ad.format).toBe('video')
    expect(finish({ format: 'Carousel', media: image }).ad.format).toBe('carousel')
    expect(finish({ format: 'dpa' }).ad.format).toBe('dpa')
  })

  it('never files an ad as an image (or a video) without one', () => {
    expect(finish({ format: 'image' })).toMatchObject({
      ad: { format: 'dco' },
      warnings: ['format_without_media'],
    })
    expect(finish({ format: 'video', media: { image: 'https://cdn.example/a.png' } }).ad.format).toBe('image')
    expect(finish({}).ad.format).toBe('dco')
  })

  it('says media are gone only for an ad without media whose source says it had some', () => {
    const removed = finish({ media: { removed: true } }).ad.media
    expect(removed).toEqual({ image: null, video: null, thumbnail: '', video_duration: 0, removed: true })
    const kept = finish({ media: { removed: true, image: 'https://cdn.example/a.png' } }).ad.media
    expect(kept.removed).toBeUndefined()
    expect(finish({}).ad.media.removed).toBeUndefined()
  })

  it('keeps the size of the creative when the source gives both sides', () => {
    const sized = (width: unknown, height: unknown) =>
      finish({ media: { image: 'https://cdn.example/a.png', width, height } }).ad.media
    expect(sized(1080, '1920')).toMatchObject({ width: 1080, height: 1920 })
    for (const [width, height] of [
      [1080, undefined],
      [0, 10],
      ['wide', 10],
      [10.5, 10],
    ]) {
      const media = sized(width, height)
      expect([media.width, media.height]).toEqual([undefined, undefined])
    }
  })
})

describe('finishAd: dates the source did not give', () => {
  it('marks a missing start unknown, holding the end date (or the day of the import) instead', () => {
    const ended = finish({ started_at: '', ended_at: '2024-05-20', is_active: false })
    expect(ended.ad).toMatchObject({
      started_at: '2024-05-20T00:00:00.000Z',
      ended_at: '2024-05-20T00:00:00.000Z',
      running_days: 0,
      unknown_fields: ['started_at', 'reach'],
    })
    expect(ended.warnings).toContain('no_start_date')
    const today = finish({ started_at: 'NA', reach: 10 }).ad
    expect(today).toMatchObject({ started_at: '2024-06-01T00:00:00.000Z', is_active: true })
    expect(today.unknown_fields).toEqual(['started_at'])
  })

  it('marks reach unknown when the source gives none or one that cannot be read, and 0 as known', () => {
    expect(finish({}).ad).toMatchObject({ reach: 0, unknown_fields: ['reach'] })
    expect(finish({ reach: 'lots' }).ad).toMatchObject({ reach: 0, unknown_fields: ['reach'] })
    expect(finish({ reach: 0 }).ad.unknown_fields).toBeUndefined()
    expect(finish({ reach: '1200' }).ad).toMatchObject({ reach: 1200 })
  })

  it('keeps the unknown fields our own export says, and no others', () => {
    const ad = finish({ reach: 0, unknown_fields: ['started_at', 'colour'] }).ad
    expect(ad.unknown_fields).toEqual(['started_at'])
    // The stand-in start is kept as it was written, not read as the start.
    expect(ad.started_at).toBe('2024-05-01T00:00:00.000Z')
  })
})

describe('finishAd: whether an ad without an end date still runs', () => {
  const YEAR_AGO = '2023-05-01'

  it('runs when the source says nothing and it started within the last year', () => {
    expect(finish({ started_at: '2023-06-10', reach: 1 }).ad).toMatchObject({
      is_active: true,
      ended_at: null,
      running_days: 357,
    })
  })

  it('ends on its start when the source says nothing and it started over a year ago', () => {
    const { ad, warnings } = finish({ started_at: YEAR_AGO, reach: 1 })
    expect(ad).toMatchObject({ is_active: false, ended_at: '2023-05-01T00:00:00.000Z', running_days: 0 })
    expect(warnings).toEqual(['not_seen_running'])
  })

  it('runs as long as the source says so, with no last day seen', () => {
    expect(finish({ started_at: YEAR_AGO, is_active: true }).ad).toMatchObject({
      is_active: true,
      ended_at: null,
    })
  })

  it('ends on the last day seen when that is over a year ago, whatever the status', () => {
    const { ad, warnings } = finish({ started_at: '2022-01-01', is_active: true, last_seen_at: YEAR_AGO })
    expect(ad).toMatchObject({ is_active: false, ended_at: '2023-05-01T00:00:00.000Z', running_days: 485 })
    expect(warnings).toContain('not_seen_running')
    const recent = finish({ started_at: '2022-01-01', is_active: true, last_seen_at: '2024-05-30' }).ad
    expect(recent).toMatchObject({ is_active: true, ended_at: null })
  })

  it('ends on the last day seen (else its start) when the source says it stopped', () => {
    const seen = finish({ started_at: '2024-05-01', is_active: false, last_seen_at: '2024-05-10' })
    expect(seen.ad).toMatchObject({ is_active: false, ended_at: '2024-05-10T00:00:00.000Z', running_days: 9 })
    expect(seen.warnings).toContain('active_but_ended')
    const unseen = finish({ started_at: '2024-05-01', is_active: false }).ad
    expect(unseen).toMatchObject({ is_active: false, ended_at: '2024-05-01T00:00:00.000Z' })
  })

  it('runs with an unknown start unless the source says it stopped: there is no day to judge its age by', () => {
    expect(finish({ started_at: '' }).ad).toMatchObject({ is_active: true, ended_at: null })
  })
})
