import type { Sort } from '../contract/enums'
import { type FilterName, isFilterSet, type SearchFilters } from '../contract/filters'
import { parseKeywords, tokenize } from '../contract/keywords'
import { tagValues } from '../contract/list-values'
import type { StoredAd } from '../server/records/ad-records'

/**
 * The search semantics of spec 4.1 written the slow, obvious way, for tests to hold the real
 * index to. `order` is each ad's insertion order, which breaks ties between equal dates.
 */
export function referenceMatches(ads: readonly StoredAd[], filters: SearchFilters, now: number): StoredAd[] {
  return ads.filter((ad) =>
    (Object.keys(MATCHES) as FilterName[]).every(
      (name) =>
        !isFilterSet(filters, name) || (MATCHES[name] as Match<FilterName>)(ad, filters[name] as never, now),
    ),
  )
}

type Match<K extends FilterName> = (
  ad: StoredAd,
  value: NonNullable<SearchFilters[K]>,
  now: number,
) => boolean

const anyOf = (wanted: readonly string[], has: readonly string[]) => wanted.some((v) => has.includes(v))

/** Each filter of the one table, the obvious way: a filter missing here fails to compile. */
const MATCHES: { [K in FilterName]: Match<K> } = {
  query: (ad, query) => matchesText(ad, query),
  platforms: (ad, values) => anyOf(values, ad.platforms),
  formats: (ad, values) => anyOf(values, [ad.format]),
  niches: (ad, values) => anyOf(values, ad.niches),
  countries: (ad, values) => anyOf(values, ad.countries),
  languages: (ad, values) => anyOf(values, ad.languages),
  hooks: (ad, values) => anyOf(values, tagValues(ad, 'hooks')),
  offers: (ad, values) => anyOf(values, tagValues(ad, 'offers')),
  cta_types: (ad, values) => anyOf(values, tagValues(ad, 'cta_types')),
  active: (ad, active) => ad.is_active === active,
  min_running_days: (ad, days, now) => durationOf(ad, now) >= days * 86_400_000,
  domain: (ad, domain) => {
    const host = ad.landing_url ? new URL(ad.landing_url).hostname.replace(/^www\./, '') : ''
    return host === domain || host.endsWith(`.${domain}`)
  },
  advertiser_id: (ad, id) => ad.advertiser.id === id,
  first_seen_after: (ad, after) =>
    ad.first_seen_at !== undefined && Date.parse(ad.first_seen_at) > Date.parse(after),
  // Both days are included: from the first one's midnight to the last one's end, UTC.
  started_after: (ad, day) => ad.started_at.slice(0, 10) >= day,
  started_before: (ad, day) => ad.started_at.slice(0, 10) <= day,
}

function matchesText(ad: StoredAd, query: string): boolean {
  const fields = [ad.headline, ad.body, ad.transcript, ad.advertiser.name].map(tokenize)
  const words = fields.flat()
  const { terms, phrases, lastTermIsPrefix } = parseKeywords(query)
  const termFound = (term: string, i: number) =>
    lastTermIsPrefix && i === terms.length - 1 ? words.some((w) => w.startsWith(term)) : words.includes(term)
  const phraseFound = (phrase: string[]) =>
    fields.some((field) => field.some((_, at) => phrase.every((word, k) => field[at + k] === word)))
  return terms.every(termFound) && phrases.every(phraseFound)
}

export function durationOf(ad: StoredAd, now: number): number {
  return Math.max(0, (ad.ended_at ? Date.parse(ad.ended_at) : now) - Date.parse(ad.started_at))
}

/** The date sorts' orders, ties broken by insertion order as the store documents. */
export function referenceOrder(
  ads: StoredAd[],
  sort: Exclude<Sort, 'most_relevant'>,
  order: Map<string, number>,
  now: number,
) {
  const start = (ad: StoredAd) => Date.parse(ad.started_at)
  const seq = (ad: StoredAd) => order.get(ad.id)!
  const compare: Record<typeof sort, (a: StoredAd, b: StoredAd) => number> = {
    newest: (a, b) => start(b) - start(a) || seq(b) - seq(a),
    oldest: (a, b) => start(a) - start(b) || seq(a) - seq(b),
    longest_running: (a, b) => durationOf(b, now) - durationOf(a, now) || seq(a) - seq(b),
  }
  return [...ads].sort(compare[sort])
}
