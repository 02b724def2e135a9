import { adWords, landingDomain } from '../../../contract/ad-words'
import { tagValues } from '../../../contract/list-values'
import { sortDates } from '../../index/sort-dates'
import type { StoredAd } from '../../records/ad-records'
import { wordVector } from '../../records/postgres/word-vectors'

/**
 * What the search inside PostgreSQL (`ADS_SEARCH=postgres`) reads of one version of an ad: its
 * filter values, dates and words, in columns of `search_current` (see search-schema.ts). The words
 * come from the same functions the in-memory index uses, so both engines agree on what matches
 * and how it scores.
 */
export interface SearchRow {
  position: number
  adId: string
  advertiserId: string
  advertiserName: string
  /** The landing page's host without `www.`; '' when the ad has none. */
  host: string
  format: string
  platforms: string[]
  niches: string[]
  countries: string[]
  languages: string[]
  /** The creative breakdown's tags, each family's slugs once (contract/list-values.ts). */
  hooks: string[]
  offers: string[]
  ctaTypes: string[]
  cta: string
  isActive: boolean
  startedMs: number
  endedMs: number | null
  /** 0: the ad does not say. */
  firstSeenMs: number
  /** BM25's document length: weighted words, capped as the in-memory index caps it. */
  length: number
  /** Each distinct word with its weighted count (a headline word counts twice), capped at 255. */
  words: string[]
  counts: number[]
  /** The words with their places, for containment, prefixes and phrases (word-vectors.ts). */
  vector: string
}

const LONGEST_LENGTH = 65_535
const MOST_COUNTED = 255

export function searchRow(ad: StoredAd, position: number, firstSeenMs: number): SearchRow {
  const { words, length } = adWords(ad)
  return {
    position,
    adId: ad.id,
    advertiserId: ad.advertiser.id,
    advertiserName: ad.advertiser.name,
    host: landingDomain(ad.landing_url),
    format: ad.format,
    // A value listed twice counts once, as a set holds it once.
    platforms: [...new Set(ad.platforms)],
    niches: [...new Set(ad.niches)],
    countries: [...new Set(ad.countries)],
    languages: [...new Set(ad.languages)],
    hooks: tagValues(ad, 'hooks'),
    offers: tagValues(ad, 'offers'),
    ctaTypes: tagValues(ad, 'cta_types'),
    cta: ad.cta.trim(),
    isActive: ad.is_active,
    // An unknown start sorts last under newest, as in the in-memory index.
    ...sortDates(ad),
    firstSeenMs,
    length: Math.min(length, LONGEST_LENGTH),
    words: [...words.keys()],
    counts: [...words.values()].map((count) => Math.min(count, MOST_COUNTED)),
    vector: wordVector(ad),
  }
}

/** The columns of `search_current` (the tags' added last, TAGS_IN_SEARCH_STEP), as COPY takes them. */
export const SEARCH_COLUMNS =
  'position, ad_id, advertiser_id, host, format, platforms, niches, countries, languages, cta, ' +
  'is_active, started_ms, ended_ms, first_seen_ms, len, words, counts, doc, hooks, offers, cta_types'

/** A row's values in SEARCH_COLUMNS order: arrays as PostgreSQL array literals, NULL as undefined. */
export function searchValues(row: SearchRow): (string | number | boolean | null)[] {
  return [
    row.position,
    row.adId,
    row.advertiserId,
    row.host,
    row.format,
    arrayLiteral(row.platforms),
    arrayLiteral(row.niches),
    arrayLiteral(row.countries),
    arrayLiteral(row.languages),
    row.cta,
    row.isActive,
    row.startedMs,
    row.endedMs,
    row.firstSeenMs,
    row.length,
    arrayLiteral(row.words),
    `{${row.counts.join(',')}}`,
    row.vector,
    arrayLiteral(row.hooks),
    arrayLiteral(row.offers),
    arrayLiteral(row.ctaTypes),
  ]
}

/** `{"a","b"}`: every element quoted, with backslashes and quotes escaped. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`
}
