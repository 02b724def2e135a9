import type { AdDraft } from '../ad-draft'
import { listOf, lowerBoundOf, pick, textOf } from './field-values'
import type { SourceFormat, SourceRecord } from './source-format'

/**
 * TikTok's Commercial Content API (the Research API's ad library): one element of `data.ads` from
 * `/v2/research/adlib/ad/query/`, or the `data` of `/v2/research/adlib/ad/detail/` (or that whole
 * answer, `{ data, error }`). Each is `{ ad, advertiser, ad_group? }`.
 *
 * TikTok's own documentation spells some fields two ways, and both are read: `unique_users_seen`
 * and `unique_user_seen`, `business_id` and `buisness_id`, `paid_for_by` and `paid_by`,
 * `targeting_info` and `target`, `videos` and `ad_videos`. docs/importing.md maps every field.
 */
export const tiktok: SourceFormat = {
  name: 'tiktok',
  recognises,
  draftOf,
}

type Fields = Readonly<Record<string, unknown>>

/** Fields that only an advertiser of TikTok's ad library has. */
const ADVERTISER_MARKS = ['business_id', 'buisness_id', 'business_name', 'paid_for_by', 'paid_by']

/** TikTok's public Ad Library page of an ad, which opens without an account. */
const libraryPage = (id: string) => `https://library.tiktok.com/ads/detail/?ad_id=${encodeURIComponent(id)}`

function recognises(record: SourceRecord): boolean {
  // Our own ads and Meta's ad objects have these at the top; TikTok's records never do.
  if ('service_url' in record || 'ad_snapshot_url' in record || 'page_id' in record) return false
  const data = dataOf(record)
  const ad = objectOf(data?.ad)
  if (!data || !ad) return false
  if ('first_shown_date' in ad || 'last_shown_date' in ad) return true
  const advertiser = objectOf(data.advertiser)
  const hasAdvertiser = advertiser !== undefined && ADVERTISER_MARKS.some((field) => field in advertiser)
  return 'id' in ad && (hasAdvertiser || objectOf(data.ad_group) !== undefined)
}

function draftOf(record: SourceRecord): AdDraft {
  const data = dataOf(record) ?? {}
  const ad = objectOf(data.ad) ?? {}
  const advertiser = objectOf(data.advertiser) ?? {}
  const adGroup = objectOf(data.ad_group) ?? {}
  const targeting = objectOf(adGroup.targeting_info) ?? objectOf(adGroup.target) ?? {}
  const reach = objectOf(ad.reach)
  const seenByCountry = objectOf(reach?.unique_users_seen_by_country) ?? {}

  const adId = idOf(ad.id)
  const businessId = idOf(advertiser.business_id ?? advertiser.buisness_id)
  const status = textOf(ad.status).trim().toLowerCase()
  const videos = videosOf(ad.videos ?? ad.ad_videos)
  const images = listOf(ad.image_urls, { split: false })
  const video = videos[0]

  return {
    id: adId ? `tiktok_${adId}` : undefined,
    advertiser: {
      id: businessId ? `tiktok_${businessId}` : undefined,
      name: pick(advertiser, ['business_name', 'paid_for_by', 'paid_by']) ?? '',
    },
    platforms: ['tiktok'],
    // What the media are; an ad with none is left to finishAd.
    format: video ? 'video' : images.length > 1 ? 'carousel' : images.length === 1 ? 'image' : undefined,
    // Ad details carry the ad's text as `title`; the query endpoint gives no text at all.
    headline: textOf(ad.title),
    cta: textOf(ad.call_to_action),
    landing_url: textOf(ad.external_url),
    // `status` is the ad's state now: an active ad is running whatever its last shown day, and any
    // other status (or none) ends it on its last shown day.
    is_active: status === '' ? undefined : status === 'active',
    started_at: dayOf(ad.first_shown_date),
    ended_at: status === 'active' ? undefined : dayOf(ad.last_shown_date),
    // An active ad last shown long ago ran until then, as far as anyone can say (the age cut-off).
    last_seen_at: dayOf(ad.last_shown_date),
    countries: [
      ...listOf(targeting.country ?? targeting.countries),
      ...Object.keys(seenByCountry).filter((code) => code.trim() !== ''),
    ],
    languages: listOf(targeting.languages ?? targeting.language),
    niches: ['other'],
    media: {
      image: images[0] ?? video?.cover,
      video: video?.url,
      thumbnail: video?.cover ?? images[0],
    },
    // The library gives reach as a range ("10K-100K", "1M+"): its lower bound is kept.
    reach: lowerBoundOf(reach ? (reach.unique_users_seen ?? reach.unique_user_seen) : ad.reach),
    service_url: adId ? libraryPage(adId) : undefined,
  }
}

function objectOf(value: unknown): Fields | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined
}

/** The part that holds `ad`: the record itself, or the `data` of a whole detail answer. */
function dataOf(record: SourceRecord): Fields | undefined {
  if (objectOf(record.ad)) return record
  const data = objectOf(record.data)
  return data && objectOf(data.ad) ? data : undefined
}

/**
 * An id as written. Ids are 64-bit integers: the reader gives those beyond 2^53 as their digits
 * (long-integers.ts), and whole numbers are written out in full, never as 1e+21.
 */
function idOf(value: unknown): string {
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value).toString()
  return textOf(value).trim()
}

/**
 * A day as TikTok writes it, `20210101` (a number or a string), as `2021-01-01`; epoch seconds or
 * milliseconds (as the library's web pages give them) as an ISO instant; anything else as it is,
 * for finishAd to accept (ISO dates) or refuse.
 */
function dayOf(value: unknown): string | undefined {
  const text = textOf(value).trim()
  if (text === '') return undefined
  const day = /^(\d{4})(\d{2})(\d{2})$/.exec(text)
  if (day) return `${day[1]}-${day[2]}-${day[3]}`
  if (/^\d{10}$/.test(text)) return new Date(Number(text) * 1000).toISOString()
  if (/^\d{13}$/.test(text)) return new Date(Number(text)).toISOString()
  return text
}

interface Video {
  url: string | undefined
  cover: string | undefined
}

/** The ad's videos: `{ url, cover_image_url }` objects (or bare links), those with anything in them. */
function videosOf(value: unknown): Video[] {
  if (!Array.isArray(value)) return []
  const videos: Video[] = []
  for (const item of value) {
    const fields = objectOf(item)
    const url = (fields ? textOf(fields.url) : textOf(item)).trim() || undefined
    const cover = (fields ? textOf(fields.cover_image_url) : '').trim() || undefined
    if (url || cover) videos.push({ url, cover })
  }
  return videos
}
