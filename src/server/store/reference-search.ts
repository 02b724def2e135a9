import type { Sort } from '../../contract/enums'
import { parseKeywords, tokenize } from '../../contract/keywords'
import type { SearchFilters } from '../../contract/search-params'
import type { StoredAd } from './ad-store'

/**
 * The search semantics of spec 4.1 written the slow, obvious way, for tests to hold the real
 * index to. `order` is each ad's insertion order, which breaks ties between equal dates.
 */
export function referenceMatches(ads: readonly StoredAd[], filters: SearchFilters, now: number): StoredAd[] {
  return ads.filter((ad) => matches(ad, filters, now))
}

function matches(ad: StoredAd, f: SearchFilters, now: number): boolean {
  const anyOf = (wanted: readonly string[], has: readonly string[]) =>
    wanted.length === 0 || wanted.some((v) => has.includes(v))
  if (!anyOf(f.formats, [ad.format]) || !anyOf(f.platforms, ad.platforms) || !anyOf(f.niches, ad.niches))
    return false
  if (!anyOf(f.countries, ad.countries) || !anyOf(f.languages, ad.languages)) return false
  if (f.active !== undefined && ad.is_active !== f.active) return false
  if (f.advertiser_id !== undefined && ad.advertiser.id !== f.advertiser_id) return false
  if (f.domain) {
    const host = ad.landing_url ? new URL(ad.landing_url).hostname.replace(/^www\./, '') : ''
    if (host !== f.domain && !host.endsWith(`.${f.domain}`)) return false
  }
  if (f.min_running_days && durationOf(ad, now) < f.min_running_days * 86_400_000) return false
  return f.query ? matchesText(ad, f.query) : true
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
