import type { Ad } from '../../contract/ad'
import { adWords, landingDomain } from '../../contract/ad-words'
import { CTA_TYPES, HOOKS, OFFERS } from '../../contract/creative-tags'
import { FORMATS, NICHES, PLATFORMS, type Sort } from '../../contract/enums'
import { dayRange } from '../../contract/filter-values'
import {
  hasFiltersBesides,
  LIST_FILTER_NAMES,
  type ListFilterName,
  type SearchFilters,
} from '../../contract/filters'
import { parseKeywords } from '../../contract/keywords'
import { adListValues } from '../../contract/list-values'
import {
  fromPosition,
  InvalidPositionError,
  type PagePosition,
  type Traversal,
  toPosition,
} from '../search-core/traversal'
import { AdDates, DAY_MS } from './ad-dates'
import { type AdvertiserFigures, advertiserFigures } from './advertiser-figures'
import { Advertisers } from './advertisers'
import { Bitset } from './bitset'
import { writeBits } from './columns'
import { type MatchParts, narrow, setOf } from './filter-matchers'
import { bestRanked, dateRank, type Ranked } from './page-order'
import { RelevanceRanking } from './relevance'
import { Renumbering } from './renumbering'
import { type AdText, SimilarRanking, type SimilarSlot } from './similar-ads'
import { SlotLabels } from './slot-labels'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'
import { sortDates } from './sort-dates'
import { SortOrders } from './sort-orders'
import { type StartDays, startDays } from './start-days'
import type { Steps } from './steps'
import { TextIndex } from './text-index'
import { ValueSets } from './value-sets'
import { Versions } from './versions'
import { walkByDate } from './walk-by-date'

/** A version of an ad as the change feed delivers it: the position that wrote it, and the ad. */
export interface IndexedAd {
  position: number
  /** As the records keep it: without running days, which the index counts from the dates. */
  ad: Omit<Ad, 'running_days'>
}

/** A run of the change feed: new versions in position order, the versions they replaced, and where it ends. */
export interface IndexChanges {
  added: readonly IndexedAd[]
  retired: readonly { position: number; at: number }[]
  /** Every change up to this position is in this run or was in an earlier one. */
  upTo: number
}

/** The change positions of the versions holding each phrase of a search, keyed by `phraseKey`. */
export type PhraseMatches = ReadonlyMap<string, readonly number[]>
export const phraseKey = (words: readonly string[]) => words.join(' ')

export interface PageOfVersions {
  /** Change positions of the page's versions, in order. */
  positions: number[]
  total: number
  now: number
  next: PagePosition | null
}

/**
 * A match above this share of the index is walked in a pre-sorted order; a smaller one is
 * collected and ranked. Either way a page costs at most a few thousand steps.
 */
const WALK_SHARE = 1 / 16

/** The layout of `save`; a snapshot of another layout is rebuilt, never read. */
export const INDEX_FORMAT = 6

/**
 * The in-memory search index: filters as bitsets, keywords as postings, dates as columns, over slots
 * that each hold one version of an ad. It follows the change feed (`apply`), answers which versions
 * match, in what order and how many per filter value, and knows nothing of where ads are stored.
 * Pure and synchronous; the indexed store feeds it and fetches the ads it names.
 */
export class SearchIndex {
  private readonly versions = new Versions()
  private readonly dates = new AdDates()
  private running = new Bitset(0)
  private readonly values: Record<ListFilterName, ValueSets> = {
    platforms: new ValueSets(PLATFORMS),
    formats: new ValueSets(FORMATS),
    niches: new ValueSets(NICHES),
    countries: new ValueSets(),
    languages: new ValueSets(),
    hooks: new ValueSets(HOOKS),
    offers: new ValueSets(OFFERS),
    cta_types: new ValueSets(CTA_TYPES),
  }
  private readonly advertisers = new Advertisers()
  /** Each ad's call to action, counted on advertiser dashboards. */
  private readonly ctas = new SlotLabels()
  private readonly text = new TextIndex()
  private readonly orders = new SortOrders(this.dates)
  private readonly relevance = new RelevanceRanking(this.text)
  private readonly similarity = new SimilarRanking(this.text)
  /** Every change up to this position is applied. */
  covered = 0
  /** A traversal whose first page came before this position cannot go on: compaction dropped what it saw. */
  historyFrom = 0

  apply(changes: IndexChanges): void {
    for (const { position, ad } of changes.added) {
      if (position <= this.covered) continue
      this.add(position, ad)
      this.covered = position
    }
    for (const { position, at } of changes.retired) {
      const slot = this.versions.retire(position, at)
      if (slot < 0) continue
      for (const name of LIST_FILTER_NAMES) this.values[name].retire(slot)
      this.advertisers.retire(slot)
      this.text.retire(slot)
    }
    this.covered = Math.max(this.covered, changes.upTo)
  }

  /** How many ads are current. */
  liveCount(): number {
    return this.versions.live.count()
  }

  /** How many versions the index holds, current or kept for traversals. */
  versionCount(): number {
    return this.versions.size
  }

  page(
    filters: SearchFilters,
    sort: Sort,
    limit: number,
    after: PagePosition | undefined,
    now: number,
    phrases: PhraseMatches,
  ): PageOfVersions {
    const previous = after ? this.continued(after, sort) : undefined
    const seen = previous?.seen ?? this.covered
    const clock = previous?.now ?? now
    const keywords = parseKeywords(filters.query ?? '')
    const visible = this.versions.visibleAt(seen, this.covered)
    const stats = previous?.stats ?? this.text.stats()
    const byRelevance = sort === 'most_relevant' && this.text.ranks(keywords, visible, stats)
    // Relevance needs the visible set as it is (for word frequencies); other sorts narrow it in place.
    const candidates = narrow(
      byRelevance ? visible.prefix(this.versions.size) : visible,
      filters,
      this.parts(clock, phrases),
    )
    const total = previous?.total ?? candidates.count()
    const cursor = previous && {
      key: previous.after.key,
      tie: this.tieOf(sort, previous.after.position),
    }
    // Without keywords (or with only a prefix not scored) there is nothing to be relevant to: most
    // relevant lists the newest first.
    const order: Sort = sort === 'most_relevant' && !byRelevance ? 'newest' : sort

    let ranked: Ranked[]
    if (byRelevance) {
      ranked = this.relevance.rank(
        keywords,
        candidates,
        visible,
        this.versions.size,
        cursor,
        limit + 1,
        stats,
      )
    } else if (total >= this.versions.size * WALK_SHARE) {
      ranked = walkByDate(order, this.orders, this.dates, candidates, cursor, limit + 1, clock)
    } else {
      ranked = bestRanked(candidates, dateRank(this.dates, order, clock), cursor, limit + 1)
    }
    const page = ranked.slice(0, limit)
    const last = page[page.length - 1]
    const traversal: Traversal | null =
      ranked.length > limit && last
        ? { seen, now: clock, total, stats, after: { key: last.key, position: this.positionOf(last.doc) } }
        : null
    return {
      positions: page.map((r) => this.positionOf(r.doc)),
      total,
      now: clock,
      next: traversal && toPosition(sort, traversal),
    }
  }

  /** The snapshot a cursor continues from, checked against what this index still holds. */
  private continued(after: PagePosition, sort: Sort): Traversal {
    const traversal = fromPosition(after, sort)
    if (traversal.seen > this.covered) throw new InvalidPositionError('cursor is from a newer index')
    if (traversal.seen < this.historyFrom) {
      throw new InvalidPositionError('this traversal began too long ago; start again from the first page')
    }
    return traversal
  }

  /** The rank tie of the version written at `position`: its slot, negated where the order is descending. */
  private tieOf(sort: Sort, position: number): number {
    const slot = this.versions.slotOf(position)
    if (slot < 0) throw new InvalidPositionError('cursor names an ad this index does not hold')
    return sort === 'newest' || sort === 'most_relevant' ? -slot : slot
  }

  private positionOf(slot: number): number {
    return this.versions.positions[slot]!
  }

  /**
   * How many current ads carry each value of a list filter. Without other filters this reads the
   * kept counts; with them it counts within the matching ads, leaving out the filter's own values.
   */
  facetCounts(
    name: ListFilterName,
    filters: SearchFilters | undefined,
    now: number,
    phrases: PhraseMatches,
  ): { value: string; count: number }[] {
    const sets = this.values[name]
    const selected: readonly string[] = filters?.[name] ?? []
    const within =
      filters !== undefined && hasFiltersBesides(filters, name)
        ? this.matching(filters, now, phrases, name)
        : null
    // Countries and languages are open lists: only values some ad has (or the search asks for) are listed.
    const open = name === 'countries' || name === 'languages'
    return sets.values.flatMap((value, at) =>
      !open || sets.liveCounts[at]! > 0 || selected.includes(value)
        ? [{ value, count: within ? within.countAnd(sets.sets[at]!) : sets.liveCounts[at]! }]
        : [],
    )
  }

  /** How many current ads matching the filters started on each day. */
  startDays(filters: SearchFilters, now: number, phrases: PhraseMatches): StartDays {
    return startDays(this.matching(filters, now, phrases), this.dates.startedAt)
  }

  /**
   * The figures of an advertiser's current ads that match `filters` (its dashboard takes a date
   * range), with the change positions of its longest-running ads; null for an advertiser with no
   * current ads.
   */
  advertiserFigures(
    advertiserId: string,
    filters: SearchFilters,
    now: number,
  ): (AdvertiserFigures & { name: string; winnerPositions: number[] }) | null {
    const entry = this.advertisers.entryOf(advertiserId)
    if (!entry || entry.liveAds === 0) return null
    const set = this.matching({ ...filters, advertiser_id: advertiserId }, now, new Map())
    const { started_after: after, started_before: before } = filters
    const range = dayRange(after, before)
    const figures = advertiserFigures(set, { ...this.parts(now, new Map()), ctas: this.ctas }, now, {
      ...(after && { fromDay: Math.floor(range.from / DAY_MS) }),
      ...(before && { toDay: Math.floor(range.to / DAY_MS) }),
    })
    return {
      ...figures,
      name: entry.name,
      winnerPositions: figures.winners.map((slot) => this.positionOf(slot)),
    }
  }

  /**
   * Current ads whose text is like `ad`'s, most alike first, as change positions; those of
   * `leaveOutAdvertiser` are left out when given.
   */
  similar(ad: AdText, count: number, leaveOutAdvertiser?: string): (SimilarSlot & { position: number })[] {
    const candidates = this.versions.live.prefix(this.versions.size)
    if (leaveOutAdvertiser) {
      for (const slot of this.advertisers.slotsOf(leaveOutAdvertiser)) candidates.delete(slot)
    }
    return this.similarity
      .rank(ad, candidates, count)
      .map((found) => ({ ...found, position: this.positionOf(found.slot) }))
  }

  /** The current ads matching every filter (but `omit`). */
  private matching(
    filters: SearchFilters,
    now: number,
    phrases: PhraseMatches,
    omit?: ListFilterName,
  ): Bitset {
    return narrow(this.versions.live.prefix(this.versions.size), filters, this.parts(now, phrases), omit)
  }

  lookup(query: string, limit: number) {
    const { live } = this.versions
    return this.advertisers.lookup(query, limit, (slot) => live.has(slot))
  }

  /** How many retired versions compaction at `position` would drop. */
  retiredBy(position: number): number {
    return this.versions.retiredBy(position)
  }

  /**
   * Writes the index into `out` (which packs it into one buffer), dropping the versions retired at or
   * before `compactTo` when given: their memory is given back and the rest renumbered in order.
   * Traversals that began before `compactTo` can then no longer go on. Returns how many were dropped.
   */
  *save(out: SnapshotWriter, compactTo?: number): Steps<number> {
    const renumbering =
      compactTo === undefined
        ? Renumbering.keepingAll(this.versions.size)
        : this.versions.droppingRetiredBy(compactTo)
    const { size, dropped } = renumbering
    const historyFrom = dropped > 0 ? Math.max(this.historyFrom, compactTo!) : this.historyFrom
    out.json({ covered: this.covered, historyFrom, size })
    yield
    this.versions.save(out, renumbering)
    this.dates.save(out, renumbering)
    writeBits(out, this.running, renumbering)
    for (const name of LIST_FILTER_NAMES) this.values[name].save(out, renumbering)
    yield* this.advertisers.save(out, renumbering)
    this.ctas.save(out, renumbering)
    yield* this.text.save(out, renumbering)
    this.orders.save(out, renumbering)
    return dropped
  }

  static *load(input: SnapshotReader): Steps<SearchIndex> {
    const index = new SearchIndex()
    const { covered, historyFrom, size } = input.json<{
      covered: number
      historyFrom: number
      size: number
    }>()
    Object.assign(index, { versions: Versions.load(input, size) })
    index.dates.load(input)
    index.running = new Bitset(0, input.u32())
    for (const name of LIST_FILTER_NAMES) index.values[name].load(input)
    yield* index.advertisers.load(input)
    index.ctas.load(input)
    yield* index.text.load(input, size)
    index.orders.load(input)
    index.covered = covered
    index.historyFrom = historyFrom
    return index
  }

  private add(position: number, ad: Omit<Ad, 'running_days'>): void {
    const slot = this.versions.add(position)
    const { startedMs, endedMs } = sortDates(ad)
    this.dates.set(
      slot,
      startedMs,
      endedMs,
      ad.first_seen_at === undefined ? 0 : Date.parse(ad.first_seen_at),
    )
    if (ad.is_active) this.running.add(slot)
    for (const name of LIST_FILTER_NAMES) this.values[name].add(slot, adListValues(ad, name))
    this.advertisers.add(slot, ad.advertiser, landingDomain(ad.landing_url))
    this.ctas.set(slot, ad.cta.trim())
    const { words, length } = adWords(ad)
    this.text.add(slot, words, length)
    this.orders.add(slot)
  }

  private parts(now: number, phrases: PhraseMatches): MatchParts {
    const size = this.versions.size
    return {
      size,
      now,
      text: this.text,
      values: this.values,
      running: this.running,
      dates: this.dates,
      advertisers: this.advertisers,
      starts: () => this.orders.starts(),
      phraseSlots: (words) => this.slotsAt(phrases.get(phraseKey(words)) ?? [], size),
    }
  }

  /** The slots of versions written at the given positions (ascending); positions not held are skipped. */
  private slotsAt(positions: readonly number[], size: number): Bitset {
    const slots: number[] = []
    for (const position of positions) {
      const slot = this.versions.slotOf(position)
      if (slot >= 0) slots.push(slot)
    }
    return setOf([slots.sort((a, b) => a - b)], size)
  }
}
