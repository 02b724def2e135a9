import type pg from 'pg'
import { AD_FACETS, type FacetName, type Sort } from '../../contract/enums'
import type { FacetValue } from '../../contract/facets'
import type { ListFilterName } from '../../contract/filters'
import { type Keywords, parseKeywords } from '../../contract/keywords'
import type { AdvertiserMatch } from '../../contract/lookup'
import type { AdvertiserProfile, SimilarAd, Timeline } from '../../contract/stats'
import { DAY_MS } from '../index/ad-dates'
import type { TextStats } from '../index/text-index'
import { fromPosition, InvalidPositionError, type Traversal, toPosition } from '../index/traversal'
import type { StoredAd } from '../records/ad-records'
import type { PostgresRecords } from '../records/postgres/pg-records'
import type { AdvertiserRequest, FacetRequest, SimilarRequest, TimelineRequest } from '../service/ad-service'
import { catalogueFacet } from '../service/catalogue-facets'
import { adFacetLabel, asOf } from '../service/derived-fields'
import { facetValues } from '../service/facet-values'
import type { PageRequest, StorePage } from '../service/indexed-store'
import type { SearchStore } from '../service/search-store'
import { similarAnswer } from '../service/similar-answer'
import { dayNumber, timelineBars } from '../service/timeline-bars'
import { advertiserAnswer } from './advertiser-sql'
import { byIndexes, countingSql, matchBitsWithRows, positionMatch, runningMatches } from './count-sql'
import { facetCounts } from './facet-sql'
import { fewByRareWords, fewFromBits } from './few-matches'
import { lookupAdvertisers } from './lookup-sql'
import { matchParts, type Part } from './match-parts'
import { matchSql } from './match-sql'
import { dateOrder, longestRunningSql, sortedPageSql } from './page-sql'
import { LOOKUP_ENTRIES } from './relevance-lookups'
import { type ScoredTerm, scoredWords, scoreSql } from './relevance-sql'
import { lookUpTo, relevanceByWalks } from './relevance-walks'
import { scoreRowsOf } from './scored-rows'
import { overloaded, SearchSlots, type SlotLimits } from './search-slots'
import { similarAds } from './similar-sql'
import { startDaysOf } from './timeline-sql'
import { positionIn, type Query, SqlParams } from './sql-params'
import { visibleSql } from './visible-sql'

export interface PgSearchStoreOptions {
  records: PostgresRecords
  now?: () => number
  log?: (line: string) => void
  /** How long a replaced version stays searchable for traversals that began before it was replaced. */
  historyMs?: number
  /** How many ads must hold a word for it to get bitmaps, when this node first fills the tables. */
  commonWordAds?: number
  /**
   * Ranking by relevance: classes of matches this small are looked up rather than walked
   * (relevance-walks.ts). By default, from the page size and the number of ads.
   */
  lookUpTo?: number
  /**
   * Ranking by relevance: a lookup by position costs as much as walking this many index entries.
   * By default LOOKUP_ENTRIES.
   */
  lookupEntries?: number
  /**
   * Pages by date: searches the bitmaps hold with this many matches or fewer sort them rather than
   * walk a date index (few-matches.ts). By default MOST_SORTED_FROM_BITS.
   */
  sortUpTo?: number
  /**
   * How long a search may run in PostgreSQL (ADS_SEARCH_TIMEOUT_MS): each statement's
   * `statement_timeout`, and the search is given up between statements past it. 503 past it.
   */
  timeoutMs?: number
  /** Searches at once in this process, and how many may wait how long (search-slots.ts). */
  slots?: SlotLimits
}

const DEFAULT_HISTORY_MS = 600_000
/** A page by relevance that walks cannot rank scores this many matches or fewer here, not in SQL. */
const MOST_SCORED_HERE = 50_000
/** ADS_SEARCH_TIMEOUT_MS's default. */
export const DEFAULT_SEARCH_TIMEOUT_MS = 5_000
/**
 * ADS_SEARCH_CONCURRENCY, ADS_SEARCH_QUEUE and ADS_SEARCH_QUEUE_MS's defaults: three searches at
 * once, the store's four connections less one for sign-ins, keys and limits; sixteen more waiting
 * a second at most.
 */
export const DEFAULT_SEARCH_SLOTS: SlotLimits = { running: 3, waiting: 16, waitMs: 1_000 }

/** What a first page reads with the head, in the same snapshot. */
interface Collection {
  head: number
  documents: number
  lengthSum: number
  historyFrom: number
}

/**
 * The search run inside PostgreSQL (`ADS_SEARCH=postgres`): every answer is a query over the search
 * tables the writers keep (search-schema.ts), so a node holds nothing and starts at once at any size.
 * A page reads in one snapshot, and a traversal's later pages see the versions its first page saw
 * (visible-sql.ts), as the in-memory index promises.
 */
export class PgSearchStore implements SearchStore {
  covered = 0

  private readonly slots: SearchSlots
  private readonly timeoutMs: number

  private constructor(
    private readonly records: PostgresRecords,
    private readonly now: () => number,
    private readonly tuning: Pick<PgSearchStoreOptions, 'lookUpTo' | 'lookupEntries' | 'sortUpTo'>,
    bounds: Pick<PgSearchStoreOptions, 'timeoutMs' | 'slots'>,
  ) {
    this.slots = new SearchSlots(bounds.slots ?? DEFAULT_SEARCH_SLOTS)
    this.timeoutMs = bounds.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS
  }

  static async open(options: PgSearchStoreOptions): Promise<PgSearchStore> {
    const { records, log = () => {} } = options
    await records.startSearchTables({
      historyMs: options.historyMs ?? DEFAULT_HISTORY_MS,
      log,
      commonWordAds: options.commonWordAds,
    })
    const store = new PgSearchStore(records, options.now ?? Date.now, options, options)
    store.covered = await records.head()
    return store
  }

  /** Every read but one ad's runs in a slot (search-slots.ts), with its reads of the ads. */
  search(request: PageRequest): Promise<StorePage> {
    return this.slots.run(() => this.page(request))
  }

  private async page({ filters, sort, limit, after }: PageRequest): Promise<StorePage> {
    const page = await this.inSnapshot(async (query) => {
      const previous = after ? fromPosition(after, sort) : undefined
      const collection = await this.collection(query)
      if (previous) {
        if (previous.seen > collection.head) throw new InvalidPositionError('cursor is from a newer store')
        if (previous.seen < collection.historyFrom) {
          throw new InvalidPositionError('this traversal began too long ago; start again from the first page')
        }
      }
      const seen = previous?.seen ?? collection.head
      const clock = previous?.now ?? this.now()
      const stats = previous?.stats ?? {
        documents: collection.documents,
        averageLength: collection.documents > 0 ? collection.lengthSum / collection.documents : 1,
      }
      const keywords = parseKeywords(filters.query ?? '')
      // Nothing written since the first page: the current rows are what it saw, and the bitmaps too.
      const unchanged = seen === collection.head
      // Word frequencies are the kept ones while the traversal sees the current rows.
      const countedOver = unchanged ? undefined : (p: SqlParams) => visibleSql(seen, false, p)
      const counting = new SqlParams()
      const terms =
        sort === 'most_relevant' && keywords.terms.length + keywords.phrases.length > 0
          ? await scoredWords(keywords, countedOver?.(counting), counting, query, stats)
          : []
      // No word to rank by (none, or only a prefix not scored): the newest first.
      const byRelevance = terms.some((term) => term.length > 0)
      const parts = unchanged ? await matchParts(query, filters, clock) : []
      // Without filters a first page's total is the writers' count of current ads.
      const total =
        previous?.total ?? (parts.length === 0 ? collection.documents : await countMatches(query, parts))
      // The bitmaps counted no current match: no page to look for.
      const none = unchanged && total === 0
      const byDate = unchanged && !byRelevance && !none
      // Few matches, all in the bitmaps: their positions, to sort rather than walk a date index for.
      const sorted = byDate ? await fewFromBits(query, parts, total, this.tuning.sortUpTo) : undefined
      let ranked: Ranked
      if (none) ranked = []
      else if (sorted) ranked = await sortedPage(query, sorted, { sort, clock, previous, limit })
      else {
        const params = new SqlParams()
        const visible = visibleSql(seen, unchanged, params)
        // A walk along a date index needs the rows' positions only, as long as the bitmaps hold them.
        const bitMatch = byDate ? await positionMatch(query, parts, params) : undefined
        // Otherwise, a rare word's few rows sorted by date, rather than a walk testing each row.
        const few =
          bitMatch || byRelevance ? undefined : await fewByRareWords(query, filters.query, seen, unchanged)
        const rowMatch = () => matchSql(filters, clock, params)
        const match = bitMatch ?? (few ? `${positionIn(few, params)} AND ${rowMatch()}` : rowMatch())
        const asked = { visible, match, params, previous, limit }
        ranked = byRelevance
          ? await relevancePage(query, {
              ...asked,
              keywords,
              terms,
              total,
              stats,
              changed: !unchanged,
              parts,
              documents: collection.documents,
              tuning: this.tuning,
            })
          : await datePage(query, {
              ...asked,
              sort,
              clock,
              minRunningDays: filters.min_running_days,
              walk:
                sort === 'longest_running' && bitMatch && filters.active !== undefined
                  ? await walksToTake(query, parts, total)
                  : undefined,
            })
      }
      const shown = ranked.slice(0, limit)
      const last = shown[shown.length - 1]
      const traversal: Traversal | null =
        ranked.length > limit && last ? { seen, now: clock, total, stats, after: last } : null
      return {
        positions: shown.map((r) => r.position),
        total,
        clock,
        next: traversal && toPosition(sort, traversal),
      }
    })
    const ads = await this.records.adsAt(page.positions)
    return {
      ads: ads.flatMap((ad) => (ad ? [asOf(ad, page.clock)] : [])),
      total: page.total,
      next: page.next,
    }
  }

  facet(name: FacetName, request: FacetRequest): Promise<FacetValue[]> {
    return this.slots.run(() => this.facetNow(name, request))
  }

  private async facetNow(name: FacetName, request: FacetRequest): Promise<FacetValue[]> {
    if (!isAdFacet(name))
      return facetValues(catalogueFacet(await this.records.catalogue(), name), request.search)
    const counts = await this.inSnapshot((query) => facetCounts(query, name, request.filters, this.now()))
    return facetValues(
      counts.map(({ value, count }) => ({ value, label: adFacetLabel(name, value), count })),
      request.search,
    )
  }

  timeline(request: TimelineRequest): Promise<Timeline> {
    return this.slots.run(() => this.timelineNow(request))
  }

  private async timelineNow({ filters, interval }: TimelineRequest): Promise<Timeline> {
    const now = this.now()
    const days = await this.inSnapshot((query) => startDaysOf(query, filters, now))
    const { started_after: from, started_before: to } = filters
    return timelineBars(
      days,
      { fromDay: from ? dayNumber(from) : undefined, toDay: to ? dayNumber(to) : undefined },
      interval,
    )
  }

  advertiser(id: string, range: AdvertiserRequest): Promise<AdvertiserProfile | null> {
    return this.slots.run(() => this.advertiserNow(id, range))
  }

  private async advertiserNow(id: string, range: AdvertiserRequest): Promise<AdvertiserProfile | null> {
    const now = this.now()
    const answer = await this.inSnapshot((query) => advertiserAnswer(query, id, range, now))
    if (!answer) return null
    const winners = await this.records.adsAt(answer.winnerPositions)
    return answer.profile(winners.flatMap((ad) => (ad ? [asOf(ad, now)] : [])))
  }

  similar(id: string, request: SimilarRequest): Promise<SimilarAd[] | null> {
    return this.slots.run(() => this.similarNow(id, request))
  }

  private async similarNow(
    id: string,
    { limit, excludeSameAdvertiser }: SimilarRequest,
  ): Promise<SimilarAd[] | null> {
    const ad = await this.records.adById(id)
    if (!ad) return null
    const found = await this.inSnapshot((query) =>
      similarAds(query, ad, limit + 1, excludeSameAdvertiser ? ad.advertiser.id : undefined),
    )
    const ads = await this.records.adsAt(found.map(({ position }) => position))
    return similarAnswer(id, found, ads, limit, this.now())
  }

  lookup(query: string, limit: number): Promise<AdvertiserMatch[]> {
    return this.slots.run(() => this.inSnapshot((read) => lookupAdvertisers(read, query, limit)))
  }

  async getAd(id: string): Promise<StoredAd | null> {
    const ad = await this.records.adById(id)
    return ad ? asOf(ad, this.now()) : null
  }

  /** Always caught up: the database is the index. */
  async lag(): Promise<number> {
    this.covered = await this.records.head()
    return 0
  }

  async catchUp(): Promise<void> {}

  follow(): void {}

  async size(): Promise<{ versions: number; current: number }> {
    const [row] = await this.inSnapshot((query) =>
      query<{ current: number; kept: number }>(
        `SELECT t.documents::int AS current, (SELECT count(*)::int FROM search_history) AS kept FROM search_totals t`,
        [],
      ),
    )
    return { versions: row!.current + row!.kept, current: row!.current }
  }

  /** The records belong to whoever opened them, and are closed by them. */
  async close(): Promise<void> {}

  private async collection(query: Query): Promise<Collection> {
    const [row] = await query<Collection>(
      `SELECT f.head, t.documents::float8 AS "documents", t.length_sum::float8 AS "lengthSum", t.history_from AS "historyFrom"
       FROM feed f, search_totals t`,
      [],
    )
    this.covered = Math.max(this.covered, row!.head)
    return row!
  }

  /**
   * Runs `work` in one read-only snapshot, so that its statements agree with each other, within the
   * search's time-out: each statement's, and between statements the whole search's. Past it, 503.
   */
  private async inSnapshot<T>(work: (query: Query) => Promise<T>): Promise<T> {
    const client: pg.PoolClient = await this.records.pool.connect()
    const deadline = performance.now() + this.timeoutMs
    try {
      // One round trip. Compiling a plan (jit) costs more than these queries take.
      await client.query(
        `BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET LOCAL jit = off; SET LOCAL statement_timeout = ${this.timeoutMs}`,
      )
      const query: Query = async (text, values) => {
        if (performance.now() > deadline) throw this.timedOut()
        return (await client.query(text, values)).rows
      }
      const result = await work(query)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      // 57014 query_canceled: the statement ran past statement_timeout.
      throw (error as { code?: unknown }).code === '57014' ? this.timedOut() : error
    } finally {
      client.release()
    }
  }

  private timedOut() {
    const seconds = Math.ceil(this.timeoutMs / 1000)
    return overloaded(
      `The search took longer than the ${this.timeoutMs} ms it may take; narrow it, or try again in ${seconds} s`,
      seconds,
    )
  }
}

interface PageQuery {
  visible: string
  match: string
  params: SqlParams
  previous: Traversal | undefined
  limit: number
}

type Ranked = { position: number; key: number }[]

/** One more than a page of the `sorted` positions in a date order, after the cursor. */
async function sortedPage(
  query: Query,
  sorted: number[],
  { sort, clock, previous, limit }: Pick<PageQuery, 'previous' | 'limit'> & { sort: Sort; clock: number },
): Promise<Ranked> {
  const params = new SqlParams()
  const order = dateOrder(sort === 'most_relevant' ? 'newest' : sort, clock, params)
  return query(sortedPageSql(sorted, order, previous?.after, limit + 1, params), params.values)
}

/** One more than a page of matches in a date order, after the cursor, along the order's index. */
async function datePage(
  query: Query,
  {
    sort,
    visible,
    match,
    params,
    clock,
    previous,
    limit,
    minRunningDays,
    walk,
  }: PageQuery & {
    sort: Sort
    clock: number
    minRunningDays: number | undefined
    walk?: { running: boolean; stopped: boolean }
  },
): Promise<Ranked> {
  if (sort === 'longest_running' && visible === 'search_current') {
    return query(longestRunningSql(match, clock, previous?.after, limit + 1, params, walk), params.values)
  }
  // Relevance without keywords to rank by is newest first.
  const newest = sort === 'newest' || sort === 'most_relevant'
  const order = dateOrder(newest ? 'newest' : sort, clock, params)
  const cursor = previous ? `AND ${order.after(previous.after.key, previous.after.position)}` : ''
  const page = (where: string) =>
    `SELECT v.position, ${order.key} AS key FROM ${visible} v WHERE ${where} ${cursor}
     ORDER BY ${order.orderBy} LIMIT ${limit + 1}`
  if (!newest || !minRunningDays || visible !== 'search_current') {
    return query(page(match), params.values)
  }
  // An ad that ran the days asked for started at least that long before the clock, unless its end
  // is set after the clock: the walk starts at that cutoff, not past every ad started since (137,000
  // in the last week at a million ads), and the few ends after the clock have an index of their own.
  const cutoff = params.add(clock - minRunningDays * DAY_MS, 'bigint')
  const ending = params.add(clock, 'bigint')
  return query(
    `SELECT * FROM ((${page(`${match} AND v.started_ms <= ${cutoff}`)})
       UNION ALL (${page(`${match} AND v.started_ms > ${cutoff} AND v.ended_ms > ${ending}`)})) AS v
     ORDER BY v.key, v.position DESC LIMIT ${limit + 1}`,
    params.values,
  )
}

/**
 * Which walks by longest running can find one of the `total` matches, from the bitmaps. Asked when
 * the search filters by activity, which goes with running: with the active ads asked for, none had
 * stopped, and the walk of the stopped ones passed all 777,000 of them for nothing (143 ms at a
 * million ads). Otherwise both walks find matches, and the question would cost every page 5–15 ms.
 */
async function walksToTake(query: Query, parts: Part[], total: number) {
  const running = await runningMatches(query, parts)
  return running === undefined ? undefined : { running: running > 0, stopped: running < total }
}

/** One more than a page of matches by relevance over the scored `terms`, after the cursor. */
async function relevancePage(
  query: Query,
  {
    keywords,
    terms,
    visible,
    match,
    params,
    stats,
    previous,
    limit,
    total,
    changed,
    parts,
    documents,
    tuning,
  }: PageQuery & {
    keywords: Keywords
    terms: ScoredTerm[]
    /** The traversal's matches: few enough, they are scored here. */
    total: number
    stats: TextStats
    /** Writes came since the traversal's first page: the bitmaps no longer hold what it sees. */
    changed: boolean
    parts: Part[]
    documents: number
    tuning: Pick<PgSearchStoreOptions, 'lookUpTo' | 'lookupEntries'>
  },
): Promise<Ranked> {
  // While nothing was written since the first page, the bitmaps hold what it saw: walks can rank.
  if (!changed && parts.length > 0) {
    const walked = await relevanceByWalks(query, {
      parts,
      keywords,
      terms,
      stats,
      after: previous?.after,
      count: limit + 1,
      lookUpTo: tuning.lookUpTo ?? lookUpTo(limit + 1, documents),
      lookupEntries: tuning.lookupEntries ?? LOOKUP_ENTRIES,
    })
    if (walked) return walked
  }
  // Few matches: read whole and scored here, some 10 µs a row against 15-90 for the SQL expression.
  if (total <= MOST_SCORED_HERE) {
    const found = await scoreRowsOf(
      query,
      { from: visible, where: match, params },
      {
        terms,
        stats,
        after: previous?.after,
        count: limit + 1,
      },
    )
    return found.map(({ position, score }) => ({ position, key: -score }))
  }
  const score = scoreSql(terms, stats, params)
  const cursor = previous
    ? `WHERE s.score < ${params.add(-previous.after.key, 'float8')} OR (s.score = ${params.add(-previous.after.key, 'float8')} AND s.position < ${params.add(previous.after.position, 'bigint')})`
    : ''
  return query(
    `SELECT s.position, -s.score AS key FROM (SELECT v.position, ${score} AS score FROM ${visible} v WHERE ${match}) AS s
     ${cursor} ORDER BY s.score DESC, s.position DESC LIMIT ${limit + 1}`,
    params.values,
  )
}

/** How many current ads meet every part of a search, from bitmaps as far as they go (count-sql.ts). */
async function countMatches(query: Query, parts: Part[]): Promise<number> {
  const params = new SqlParams()
  // Rows outside a part's bitmaps are read for the page too: read once, as bitmaps, and counted so.
  const matches = await matchBitsWithRows(query, parts)
  if (matches) {
    const [row] = await query<{ n: number }>(
      `SELECT coalesce(sum(bit_count(m.bits)), 0)::int8 AS n FROM ${matches(params)} AS m`,
      params.values,
    )
    return row!.n
  }
  const counting = countingSql(
    parts,
    {
      bits: (chunks) => `SELECT sum(bit_count(m.bits)) AS n FROM ${chunks} AS m`,
      rows: (where) => `SELECT count(*) AS n FROM search_current v WHERE ${where}`,
    },
    params,
  )
  const [row] = await byIndexes(query, parts, () =>
    query<{ n: number }>(`SELECT coalesce(sum(n), 0)::int8 AS n FROM (${counting}) AS counts`, params.values),
  )
  return row!.n
}

const isAdFacet = (name: FacetName): name is ListFilterName => (AD_FACETS as readonly string[]).includes(name)
