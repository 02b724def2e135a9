import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { Ad, type AdList } from '../../contract/ad'
import type { SimilarAnswer } from '../../contract/stats'
import { findCachedAd } from './find-cached-ad'

function ad(id: string): Ad {
  return Ad.parse({
    id,
    advertiser: { id: 'adv_1', name: 'Shop' },
    platforms: ['facebook'],
    format: 'image',
    headline: `Headline ${id}`,
    body: '',
    cta: 'Shop now',
    landing_url: 'https://shop.example/',
    is_active: true,
    started_at: '2024-05-01T12:00:00.000Z',
    ended_at: null,
    running_days: 3,
    countries: ['DE'],
    languages: ['de'],
    niches: ['fashion'],
    media: {
      image: 'https://cdn.example/1.png',
      video: null,
      thumbnail: 'https://cdn.example/1.png',
      video_duration: 0,
    },
    reach: 100,
    engagement: null,
    duplicates: 0,
    transcript: '',
    service_url: 'https://shop.example/ad',
  })
}

function pages(...ids: string[][]) {
  const list = (page: string[]): AdList => ({
    data: page.map(ad),
    pagination: { total: 9, next_cursor: null },
  })
  return { pages: ids.map(list), pageParams: ids.map(() => undefined) }
}

describe('findCachedAd', () => {
  it('finds an ad on any page of any loaded list, with the time that list arrived', () => {
    const client = new QueryClient()
    client.setQueryData(['ads', 'all', { sort: 'newest' }], pages(['a', 'b'], ['c']), { updatedAt: 1000 })
    client.setQueryData(['ads', 'tiktok', { sort: 'newest' }], pages(['d']), { updatedAt: 2000 })
    expect(findCachedAd(client, 'c')).toEqual({ ad: ad('c'), updatedAt: 1000 })
    expect(findCachedAd(client, 'd')).toEqual({ ad: ad('d'), updatedAt: 2000 })
  })

  it('finds an ad in a list of similar ads the detail view loaded', () => {
    const client = new QueryClient()
    const similar: SimilarAnswer = { data: [{ similarity: 0.8, ad: ad('s') }] }
    client.setQueryData(['similar', 'a', { excludeSameAdvertiser: false }], similar, { updatedAt: 3000 })
    expect(findCachedAd(client, 's')).toEqual({ ad: ad('s'), updatedAt: 3000 })
  })

  it('finds nothing for an ad no list holds, or in other queries', () => {
    const client = new QueryClient()
    client.setQueryData(['ads', 'all', {}], pages(['a']))
    client.setQueryData(['ad', 'z'], { data: ad('z') })
    client.setQueryData(['facet', 'countries'], { facet: 'countries', data: [] })
    expect(findCachedAd(client, 'z')).toBeUndefined()
    expect(findCachedAd(new QueryClient(), 'a')).toBeUndefined()
  })
})
