import type { Ad } from '../contract/ad'

/** A plain, valid ad for tests, with the fields a test cares about overridden. */
export function makeAd(overrides: Partial<Ad> & { id: string }): Ad {
  const startedAt = overrides.started_at ?? '2025-01-01T00:00:00.000Z'
  return {
    advertiser: { id: 'meta_pg_acme', name: 'Acme' },
    platforms: ['facebook'],
    format: 'image',
    headline: 'Plain headline',
    body: 'Plain body',
    cta: 'Shop now',
    landing_url: 'https://acme.com/offer',
    is_active: overrides.ended_at == null,
    started_at: startedAt,
    ended_at: null,
    running_days: 0,
    countries: ['US'],
    languages: ['en'],
    niches: ['other'],
    media: {
      image: 'https://acme.com/a.png',
      video: null,
      thumbnail: 'https://acme.com/a.png',
      video_duration: 0,
    },
    reach: 1000,
    engagement: null,
    duplicates: 0,
    transcript: '',
    service_url: `https://ads.example/ads/${overrides.id}`,
    ...overrides,
  }
}
