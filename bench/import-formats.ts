import { closeSync, openSync, writeSync } from 'node:fs'
import type { StoredAd } from '../src/server/records/ad-records'
import { benchAds } from './import-file'

/**
 * The benchmark's ads written as each source publishes them: our own NDJSON, Meta's Graph API
 * pages (one page of 500 ads a line, as a crawler saves them), a Meta Ad Library CSV with the
 * columns of a real export, and TikTok's Commercial Content API pages (50 ads a page, its maximum).
 */
export type SourceFile = 'ndjson' | 'meta-json' | 'meta-csv' | 'tiktok-json' | 'json-array'

const ORIGIN = 'https://ads.example.com'
const absolute = (path: string | null) => (path?.startsWith('/') ? `${ORIGIN}${path}` : path)
const ymd = (iso: string) => Number(iso.slice(0, 10).replaceAll('-', ''))
const graphTime = (iso: string) => `${iso.slice(0, 19)}+0000`

/** A number for each advertiser, as pages and businesses have. */
function numberOf(id: string): string {
  let hash = 7
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) % 1_000_000_007
  return String(100_000_000_000 + hash)
}

const META_PLATFORMS = new Set(['facebook', 'instagram', 'messenger', 'audience_network'])

function metaAd(ad: StoredAd, n: number) {
  const id = String(1_000_000_000_000 + n)
  return {
    id,
    ad_creation_time: ad.started_at.slice(0, 10),
    ad_creative_bodies: [ad.body],
    ad_creative_link_titles: [ad.headline],
    ad_creative_link_captions: [ad.landing_url ? new URL(ad.landing_url).hostname : ''],
    ad_delivery_start_time: graphTime(ad.started_at),
    ...(ad.ended_at && { ad_delivery_stop_time: graphTime(ad.ended_at) }),
    ad_snapshot_url: `https://www.facebook.com/ads/archive/render_ad/?id=${id}&access_token=BENCH-TOKEN`,
    languages: ad.languages,
    page_id: numberOf(ad.advertiser.id),
    page_name: ad.advertiser.name,
    publisher_platforms: ad.platforms.filter((p) => META_PLATFORMS.has(p)),
    impressions: { lower_bound: String(ad.reach), upper_bound: String(ad.reach * 2 + 999) },
    target_locations: ad.countries.map((name) => ({ name, type: 'countries', excluded: false })),
  }
}

const META_CSV_COLUMNS = [
  'ad_id',
  'page_id',
  'page_name',
  'ad_creative_body',
  'ad_creative_link_caption',
  'ad_creative_link_title',
  'ad_delivery_start_time',
  'ad_delivery_stop_time',
  'impressions_min',
  'ad_url',
]

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

function metaCsvRow(ad: StoredAd, n: number): string {
  const meta = metaAd(ad, n)
  return [
    meta.id,
    meta.page_id,
    meta.page_name,
    ad.body,
    meta.ad_creative_link_captions[0]!,
    ad.headline,
    ad.started_at.slice(0, 10),
    ad.ended_at?.slice(0, 10) ?? 'NA',
    String(ad.reach),
    `https://www.facebook.com/ads/library/?id=${meta.id}`,
  ]
    .map(cell)
    .join(',')
}

function tiktokAd(ad: StoredAd, n: number) {
  const video = absolute(ad.media.video)
  return {
    ad: {
      id: 7_000_000_000_000_000 + n,
      first_shown_date: ymd(ad.started_at),
      last_shown_date: ymd(ad.ended_at ?? ad.started_at),
      status: ad.is_active ? 'active' : 'inactive',
      videos: video ? [{ url: video, cover_image_url: absolute(ad.media.thumbnail) }] : [],
      image_urls: ad.media.image ? [absolute(ad.media.image)] : [],
      reach: {
        unique_users_seen: `${Math.max(1, Math.floor(ad.reach / 1000))}K-${Math.floor(ad.reach / 100) + 10}K`,
      },
    },
    advertiser: { business_id: `7${numberOf(ad.advertiser.id)}000000`, business_name: ad.advertiser.name },
  }
}

function ourAd(ad: StoredAd): StoredAd {
  return {
    ...ad,
    service_url: absolute(ad.service_url)!,
    media: {
      ...ad.media,
      image: absolute(ad.media.image),
      video: absolute(ad.media.video),
      thumbnail: absolute(ad.media.thumbnail) ?? '',
    },
  }
}

/** Writes `count` generated ads into each file, in one pass; returns the files' sizes in bytes. */
export function writeSourceFiles(
  files: Partial<Record<SourceFile, string>>,
  count: number,
  now: number,
): Record<string, number> {
  const fds = Object.fromEntries(Object.entries(files).map(([kind, path]) => [kind, openSync(path, 'w')]))
  const sizes: Record<string, number> = {}
  const pending: Record<string, string[]> = {}
  const put = (kind: string, text: string) => {
    pending[kind] ??= []
    const list = pending[kind]
    list.push(text)
    if (list.length >= 1000) flush(kind)
  }
  const flush = (kind: string) => {
    const text = (pending[kind] ?? []).join('')
    pending[kind] = []
    if (text === '') return
    writeSync(fds[kind]!, text)
    sizes[kind] = (sizes[kind] ?? 0) + Buffer.byteLength(text)
  }
  let metaPage: unknown[] = []
  let tiktokPage: unknown[] = []
  if (fds['meta-csv'] !== undefined) put('meta-csv', `${META_CSV_COLUMNS.join(',')}\n`)
  if (fds['json-array'] !== undefined) put('json-array', '[\n')
  let n = 0
  for (const ad of benchAds({ count, seed: 17, idPrefix: 'imp_', now })) {
    if (fds.ndjson !== undefined) put('ndjson', `${JSON.stringify(ourAd(ad))}\n`)
    if (fds['json-array'] !== undefined)
      put('json-array', `${n > 0 ? ',\n' : ''}  ${JSON.stringify(ourAd(ad))}`)
    if (fds['meta-csv'] !== undefined) put('meta-csv', `${metaCsvRow(ad, n)}\n`)
    if (fds['meta-json'] !== undefined) {
      metaPage.push(metaAd(ad, n))
      if (metaPage.length === 500) {
        put('meta-json', `${JSON.stringify({ data: metaPage, paging: { cursors: { after: String(n) } } })}\n`)
        metaPage = []
      }
    }
    if (fds['tiktok-json'] !== undefined) {
      tiktokPage.push(tiktokAd(ad, n))
      if (tiktokPage.length === 50) {
        put(
          'tiktok-json',
          `${JSON.stringify({ data: { ads: tiktokPage, has_more: true }, error: { code: 'ok' } })}\n`,
        )
        tiktokPage = []
      }
    }
    n++
  }
  if (metaPage.length > 0) put('meta-json', `${JSON.stringify({ data: metaPage, paging: {} })}\n`)
  if (tiktokPage.length > 0)
    put('tiktok-json', `${JSON.stringify({ data: { ads: tiktokPage, has_more: false } })}\n`)
  if (fds['json-array'] !== undefined) put('json-array', '\n]\n')
  for (const kind of Object.keys(fds)) {
    flush(kind)
    closeSync(fds[kind]!)
  }
  return sizes
}
