import { AD_FACETS, type AdFacetName, FORMATS, NICHES, PLATFORMS, type Sort } from '../../../contract/enums'
import { parseKeywords } from '../../../contract/keywords'
import type { SearchFilters } from '../../../contract/search-params'
import type { PagePosition, StoredAd } from '../ad-store'
import { AdDates, DAY_MS } from './ad-dates'
import { adWords, landingDomain } from './ad-words'
import { Advertisers } from './advertisers'
import { Bitset } from './bitset'
import { bestRanked, type Rank, type Ranked } from './page-order'
import { firstAfter, SortOrders } from './sort-orders'
import { TextIndex } from './text-index'
import { fromPosition, type Traversal, toPosition } from './traversal'
import { ValueSets } from './value-sets'

/** Finds the documents containing a phrase; the SQLite store answers it from FTS5. */
export type PhraseMatcher = (words: string[]) => Iterable<number>

export interface PageOfDocs {
  docs: number[]
  total: number
  now: number
  next: PagePosition | null
}

/**
 * A match above this share of the index is walked in a pre-sorted order; a smaller one is
 * collected and ranked. Either way a page costs at most a few thousand steps.
 */
const WALK_SHARE = 1 / 16

/**
 * The in-memory search index over every ad in the store: filters as bitsets, keywords as
 * postings, dates as columns. The store keeps the ads themselves; this answers which ads match,
 * in what order, and how many per filter value.
 */
export class SearchIndex {
  private readonly dates = new AdDates()
  private readonly live = new Bitset(0)
  private readonly running = new Bitset(0)
  private readonly values: Record<AdFacetName, ValueSets> = {
    formats: new ValueSets(FORMATS),
    platforms: new ValueSets(PLATFORMS),
    niches: new ValueSets(NICHES),
    countries: new ValueSets(),
    languages: new ValueSets(),
  }
  readonly advertisers = new Advertisers()
  private readonly text = new TextIndex()
  private readonly orders = new SortOrders(this.dates)
  private scores = new Float64Array(0)
  /** One past the highest document number ever added. */
  private size = 0

  constructor(private readonly matchPhrase: PhraseMatcher) {}

  add(doc: number, ad: StoredAd): void {
    this.dates.set(doc, Date.parse(ad.started_at), ad.ended_at === null ? null : Date.parse(ad.ended_at))
    this.live.add(doc)
    if (ad.is_active) this.running.add(doc)
    for (const name of AD_FACETS) this.values[name].add(doc, facetValues(ad, name))
    this.advertisers.add(doc, ad.advertiser, landingDomain(ad.landing_url))
    const { words, length } = adWords(ad)
    this.text.add(doc, words, length)
    this.size = Math.max(this.size, doc + 1)
    this.orders.markStale()
  }

  /** Removes an ad replaced or deleted in the store. Its document number is never reused. */
  remove(doc: number, ad: StoredAd): void {
    if (!this.live.has(doc)) return
    this.live.delete(doc)
    this.running.delete(doc)
    for (const name of AD_FACETS) this.values[name].remove(doc, facetValues(ad, name))
    this.advertisers.remove(ad.advertiser.id, landingDomain(ad.landing_url))
    this.text.remove(doc)
  }

  page(
    filters: SearchFilters,
    sort: Sort,
    limit: number,
    after: PagePosition | undefined,
    now: number,
  ): PageOfDocs {
    const previous = after ? fromPosition(after, sort, this.size) : undefined
    const watermark = previous?.watermark ?? this.size
    const clock = previous?.now ?? now
    const candidates = this.match(filters, watermark, clock)
    const total = previous?.total ?? candidates.count()
    const stats = previous?.stats ?? this.text.stats()
    const keywords = parseKeywords(filters.query ?? '')
    const byRelevance = sort === 'most_relevant' && keywords.terms.length + keywords.phrases.length > 0
    const cursor = previous?.after

    // Without keywords there is nothing to be relevant to: most relevant lists the newest first.
    const order: Sort = sort === 'most_relevant' && !byRelevance ? 'newest' : sort

    let ranked: Ranked[]
    if (byRelevance) {
      ranked = this.rankByRelevance(keywords, candidates, cursor, limit + 1, watermark, stats)
    } else if (total >= watermark * WALK_SHARE) {
      ranked = this.walk(order, candidates, cursor, limit + 1, clock)
    } else {
      ranked = bestRanked(candidates, this.dateRank(order, clock), cursor, limit + 1)
    }
    const page = ranked.slice(0, limit)
    const last = page[page.length - 1]
    const traversal: Traversal | null =
      ranked.length > limit && last
        ? { watermark, now: clock, total, stats, after: { key: last.key, tie: last.tie } }
        : null
    return { docs: page.map((r) => r.doc), total, now: clock, next: traversal && toPosition(sort, traversal) }
  }

  /**
   * How many ads carry each value of a facet. Without filters this reads the kept counts; with
   * filters it counts within the matching ads, leaving out the facet's own filter.
   */
  facetCounts(
    name: AdFacetName,
    filters: SearchFilters | undefined,
    now: number,
  ): { value: string; count: number }[] {
    const sets = this.values[name]
    const selected: readonly string[] = filters?.[name] ?? []
    const narrowed = filters !== undefined && hasFiltersBesides(filters, name)
    const within = narrowed ? this.match(filters, this.size, now, name) : null
    const listed = (value: string, slot: number) =>
      name === 'countries' || name === 'languages'
        ? sets.liveCounts[slot]! > 0 || selected.includes(value)
        : true
    return sets.values.flatMap((value, slot) =>
      listed(value, slot)
        ? [{ value, count: within ? within.countAnd(sets.sets[slot]!) : sets.liveCounts[slot]! }]
        : [],
    )
  }

  /** The ads below `size` that pass every filter; `omit` leaves out one facet's own filter. */
  private match(filters: SearchFilters, size: number, now: number, omit?: AdFacetName): Bitset {
    const set = this.live.prefix(size)
    if (filters.query) {
      const { terms, phrases, lastTermIsPrefix } = parseKeywords(filters.query)
      terms.forEach((term, i) => {
        set.and(this.text.match(term, lastTermIsPrefix && i === terms.length - 1, size))
      })
      for (const phrase of phrases) set.and(setOf([this.matchPhrase(phrase)], size))
    }
    for (const name of AD_FACETS) {
      if (name !== omit && filters[name].length > 0) set.and(this.values[name].anyOf(filters[name], size))
    }
    if (filters.active === true) set.and(this.running)
    if (filters.active === false) set.andNot(this.running)
    if (filters.advertiser_id !== undefined)
      set.and(setOf([this.advertisers.docsOf(filters.advertiser_id)], size))
    if (filters.domain) set.and(setOf(this.advertisers.docsOfDomain(filters.domain), size))
    if (filters.min_running_days) {
      const shortest = filters.min_running_days * DAY_MS
      set.forEach((doc) => {
        if (this.dates.duration(doc, now) < shortest) set.delete(doc)
      })
    }
    return set
  }

  private dateRank(sort: Sort, now: number): Rank {
    const { startedAt } = this.dates
    if (sort === 'oldest') return { key: (doc) => startedAt[doc]!, tie: (doc) => doc }
    if (sort === 'longest_running') return { key: (doc) => -this.dates.duration(doc, now), tie: (doc) => doc }
    return { key: (doc) => -startedAt[doc]!, tie: (doc) => -doc }
  }

  /** Walks the pre-sorted orders from the cursor, keeping candidates until `count` are found. */
  private walk(
    sort: Sort,
    candidates: Bitset,
    cursor: Traversal['after'] | undefined,
    count: number,
    now: number,
  ): Ranked[] {
    const { startedAt } = this.dates
    const byStart = this.orders.starts(() => this.liveDocs())
    const found: Ranked[] = []
    if (sort === 'oldest') {
      for (
        let i = cursor ? firstAfter(byStart, (d) => startedAt[d]!, cursor.key, cursor.tie) : 0;
        i < byStart.length;
        i++
      ) {
        const doc = byStart[i]!
        if (candidates.has(doc) && found.push({ doc, key: startedAt[doc]!, tie: doc }) === count) break
      }
      return found
    }
    if (sort === 'newest') {
      // Newest ranks by (-started_at, -doc): walk the ascending order backwards from the cursor.
      let i = cursor
        ? firstAfter(byStart, (d) => startedAt[d]!, -cursor.key, -cursor.tie - 1) - 1
        : byStart.length - 1
      for (; i >= 0; i--) {
        const doc = byStart[i]!
        if (candidates.has(doc) && found.push({ doc, key: -startedAt[doc]!, tie: -doc }) === count) break
      }
      return found
    }
    return this.walkLongestRunning(byStart, candidates, cursor, count, now)
  }

  /**
   * Longest running merges two orders: running ads by start (the earlier, the longer, as of `now`)
   * and stopped ads by their fixed duration. Both rank by (-duration, doc).
   */
  private walkLongestRunning(
    byStart: Uint32Array,
    candidates: Bitset,
    cursor: Traversal['after'] | undefined,
    count: number,
    now: number,
  ): Ranked[] {
    const { startedAt, endedAt } = this.dates
    const stopped = this.orders.stopped(() => this.liveDocs())
    const stoppedKey = (doc: number) => startedAt[doc]! - endedAt[doc]!
    let r = cursor ? firstAfter(byStart, (d) => startedAt[d]!, cursor.key + now, cursor.tie) : 0
    let s = cursor ? firstAfter(stopped, stoppedKey, cursor.key, cursor.tie) : 0
    const nextRunning = () => {
      while (r < byStart.length && !(this.dates.isRunning(byStart[r]!) && candidates.has(byStart[r]!))) r++
    }
    const nextStopped = () => {
      while (s < stopped.length && !candidates.has(stopped[s]!)) s++
    }
    const found: Ranked[] = []
    while (found.length < count) {
      nextRunning()
      nextStopped()
      const a = r < byStart.length ? byStart[r]! : -1
      const b = s < stopped.length ? stopped[s]! : -1
      if (a < 0 && b < 0) break
      const aKey = a < 0 ? Number.POSITIVE_INFINITY : startedAt[a]! - now
      const bKey = b < 0 ? Number.POSITIVE_INFINITY : stoppedKey(b)
      if (b < 0 || (a >= 0 && (aKey < bKey || (aKey === bKey && a < b)))) {
        found.push({ doc: a, key: aKey, tie: a })
        r++
      } else {
        found.push({ doc: b, key: bKey, tie: b })
        s++
      }
    }
    return found
  }

  private rankByRelevance(
    keywords: ReturnType<typeof parseKeywords>,
    candidates: Bitset,
    cursor: Traversal['after'] | undefined,
    count: number,
    watermark: number,
    stats: Traversal['stats'],
  ): Ranked[] {
    if (this.scores.length < watermark)
      this.scores = new Float64Array(Math.max(watermark, this.scores.length * 2))
    const scores = this.scores
    const { terms, phrases, lastTermIsPrefix } = keywords
    terms.forEach((term, i) => {
      this.text.addScores(
        term,
        lastTermIsPrefix && i === terms.length - 1,
        candidates,
        watermark,
        stats,
        scores,
      )
    })
    for (const word of new Set(phrases.flat()))
      this.text.addScores(word, false, candidates, watermark, stats, scores)
    const ranked = bestRanked(candidates, { key: (doc) => -scores[doc]!, tie: (doc) => -doc }, cursor, count)
    candidates.forEach((doc) => {
      scores[doc] = 0
    })
    return ranked
  }

  private liveDocs(): Iterable<number> {
    const docs: number[] = []
    this.live.forEach((doc) => {
      docs.push(doc)
    })
    return docs
  }
}

function facetValues(ad: StoredAd, name: AdFacetName): readonly string[] {
  return name === 'formats' ? [ad.format] : ad[name]
}

function hasFiltersBesides(filters: SearchFilters, facet: AdFacetName): boolean {
  return (
    Boolean(filters.query) ||
    AD_FACETS.some((name) => name !== facet && filters[name].length > 0) ||
    filters.active !== undefined ||
    Boolean(filters.min_running_days) ||
    Boolean(filters.domain) ||
    filters.advertiser_id !== undefined
  )
}

/** A bitset of the documents below `size` in any of the lists. */
function setOf(lists: Iterable<Iterable<number>>, size: number): Bitset {
  const set = new Bitset(size)
  for (const list of lists) for (const doc of list) if (doc < size) set.add(doc)
  return set
}
