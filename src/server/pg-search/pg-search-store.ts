import type pg from 'pg'
import type { Ad } from '../../contract/ad'
import { AD_FACETS, type AdFacetName, type FacetName } from '../../contract/enums'
import type { FacetValue } from '../../contract/facets'
import { facetFilter } from '../../contract/filters'
import type { AdvertiserMatch } from '../../contract/lookup'
import type { AdvertiserProfile, SimilarAd, Timeline } from '../../contract/stats'
import type { PostgresRecords } from '../records/postgres/pg-records'
import { fromPosition, InvalidPositionError, type Traversal, toPosition } from '../search-core/traversal'
import type { AdvertiserRequest, FacetRequest, SimilarRequest, TimelineRequest } from '../service/ad-service'
import { catalogueFacet } from '../service/catalogue-facets'
import { adFacetLabel, asOf } from '../service/derived-fields'
import { facetValues } from '../service/facet-values'
import type { PageRequest, SearchStore, StorePage } from '../service/search-store'
import { similarAnswer } from '../service/similar-answer'
import { dayNumber, timelineBars } from '../service/timeline-bars'
import { advertiserAnswer } from './advertiser-sql'
import { facetCounts } from './facet-sql'
import { lookupAdvertisers } from './lookup-sql'
import { runPlan } from './plans/run-plan'
import { analyse, factsOf } from './search-context'
import { overloaded, SearchSlots, type SlotLimits } from './search-slots'
import { similarAds } from './similar-sql'
import type { Query } from './sql-params'
import { startDaysOf } from './timeline-sql'
import {
  DEFAULT_HISTORY_MS,
  DEFAULT_SEARCH_SLOTS,
  DEFAULT_SEARCH_TIMEOUT_MS,
  TUNING,
  type Tuning,
} from './tuning'
import { WordCache } from './word-cache'

export interface PgSearchStoreOptions {
  records: PostgresRecords
  now?: () => number
  log?: (line: string) => void
  /** How long a replaced version stays searchable for traversals that began before it was replaced. */
  historyMs?: number
  /** How many ads must hold a word for it to get bitmaps, when this node first fills the tables. */
  commonWordAds?: number
  /** Tuning.lookUpTo, for tests: by default from the page size and the number of ads. */
  lookUpTo?: number
  /** Tuning.lookupEntries, for tests. */
  lookupEntries?: number
  /** Tuning.sortUpTo, for tests. */
  sortUpTo?: number
  /** Any other thresholds (tuning.ts), for tests that make a plan run on a few ads. */
  tuning?: Partial<Tuning>
  /**
   * How long a search may run in PostgreSQL (ADS_SEARCH_TIMEOUT_MS): each statement's
   * `statement_timeout`, and the search is given up between statements past it. 503 past it.
   */
  timeoutMs?: number
  /** Searches at once in this process, and how many may wait how long (search-slots.ts). */
  slots?: SlotLimits
}

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
  /** What depends only on the words, for every search of this store (word-cache.ts). */
  private readonly wordCache = new WordCache()

  private constructor(
    private readonly records: PostgresRecords,
    private readonly now: () => number,
    private readonly tuning: Tuning,
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
    const tuning: Tuning = {
      ...TUNING,
      ...options.tuning,
      lookUpTo: options.lookUpTo ?? TUNING.lookUpTo,
      lookupEntries: options.lookupEntries ?? TUNING.lookupEntries,
      sortUpTo: options.sortUpTo ?? TUNING.sortUpTo,
    }
    const store = new PgSearchStore(records, options.now ?? Date.now, tuning, options)
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
      const context = await analyse({
        query,
        filters,
        sort,
        limit,
        previous,
        seen,
        clock: previous?.now ?? this.now(),
        stats: previous?.stats ?? {
          documents: collection.documents,
          averageLength: collection.documents > 0 ? collection.lengthSum / collection.documents : 1,
        },
        documents: collection.documents,
        // Nothing written since the first page: the current rows are what it saw, and the bitmaps too.
        unchanged: seen === collection.head,
        tuning: this.tuning,
        wordCache: this.wordCache,
      })
      const { ranked, plan } = await runPlan(context, factsOf(context))
      const shown = ranked.slice(0, limit)
      const last = shown[shown.length - 1]
      const { total, clock, stats } = context
      const traversal: Traversal | null =
        ranked.length > limit && last ? { seen, now: clock, total, stats, after: last } : null
      return {
        positions: shown.map((r) => r.position),
        total,
        clock,
        next: traversal && toPosition(sort, traversal),
        plan,
      }
    })
    const ads = await this.records.adsAt(page.positions)
    return {
      ads: ads.flatMap((ad) => (ad ? [asOf(ad, page.clock)] : [])),
      total: page.total,
      next: page.next,
      plan: page.plan,
    }
  }

  facet(name: FacetName, request: FacetRequest): Promise<FacetValue[]> {
    return this.slots.run(() => this.facetNow(name, request))
  }

  private async facetNow(name: FacetName, request: FacetRequest): Promise<FacetValue[]> {
    if (!isAdFacet(name))
      return facetValues(catalogueFacet(await this.records.catalogue(), name), request.search)
    const list = facetFilter(name)
    const counts = await this.inSnapshot((query) => facetCounts(query, list, request.filters, this.now()))
    return facetValues(
      counts.map(({ value, count }) => ({ value, label: adFacetLabel(list, value), count })),
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

  async getAd(id: string): Promise<Ad | null> {
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

const isAdFacet = (name: FacetName): name is AdFacetName => (AD_FACETS as readonly string[]).includes(name)
