import { describe, expect, it } from 'vitest'
import { adShareUrl, adTitle, serviceLink } from './ad-links'

describe('adShareUrl', () => {
  it('points at the standalone page, with the id encoded', () => {
    expect(adShareUrl('fb_123', 'https://ads.example')).toBe('https://ads.example/ads/fb_123')
    expect(adShareUrl('a/b?c#d e', 'http://127.0.0.1:3101')).toBe(
      'http://127.0.0.1:3101/ads/a%2Fb%3Fc%23d%20e',
    )
  })
})

describe('serviceLink', () => {
  it('names the platform the ad page is on', () => {
    expect(serviceLink('https://www.facebook.com/ads/library/?id=1')).toEqual({
      href: 'https://www.facebook.com/ads/library/?id=1',
      label: 'View on Facebook',
    })
    expect(serviceLink('https://www.tiktok.com/@shop/video/1')?.label).toBe('View on TikTok')
    expect(serviceLink('https://adstransparency.google.com/advertiser/1')?.label).toBe('View on Google')
    expect(serviceLink('https://youtu.be/abc')?.label).toBe('View on YouTube')
  })

  it('says "Open ad" for any other host, including look-alikes', () => {
    expect(serviceLink('http://127.0.0.1:3101/ads/fb_1')?.label).toBe('Open ad')
    expect(serviceLink('https://notfacebook.com/x')?.label).toBe('Open ad')
    expect(serviceLink('https://facebook.com.evil.example/x')?.label).toBe('Open ad')
  })

  it('gives nothing for a URL that is not http(s)', () => {
    expect(serviceLink('javascript:alert(1)')).toBeNull()
    expect(serviceLink('/ads/1')).toBeNull()
    expect(serviceLink('')).toBeNull()
  })
})

describe('adTitle', () => {
  it('uses the headline, else says whose ad it is', () => {
    expect(adTitle({ headline: ' Summer sale ', advertiser: { name: 'Shop' } })).toBe('Summer sale')
    expect(adTitle({ headline: '  ', advertiser: { name: 'Shop' } })).toBe('Ad by Shop')
    expect(adTitle({ headline: '', advertiser: { name: '' } })).toBe('Untitled ad')
  })
})
