import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Ad } from '../../contract/ad'
import { adWords, copyWords } from '../../contract/ad-words'
import { AD_FACETS, type AdFacetName, type FacetName } from '../../contract/enums'
import type { FacetValue } from '../../contract/facets'
import { facetFilter, noFilters } from '../../contract/filters'
import { parseKeywords } from '../../contract/keywords'
import type { SimilarAd, Timeline } from '../../contract/stats'
import { packed, packing } from '../index/repack'
import { type PhraseMatches, phraseKey, type SearchIndex } from '../index/search-index'
import type { AdRecords } from '../records/ad-records'
import { fromPosition } from '../search-core/traversal'
import type { AdvertiserRequest, FacetRequest, SimilarRequest, TimelineRequest } from './ad-service'
import { advertiserProfile } from './advertiser-profile'
import { catalogueFacet } from './catalogue-facets'
import { adFacetLabel, asOf } from './derived-fields'
import { facetValues } from './facet-values'
import { buildIndex } from './index-build'
import { loadSnapshot, saveSnapshot } from './index-snapshot-file'
import type { PageRequest, SearchStore, StorePage } from './search-store'
import { similarAnswer } from './similar-answer'
import { collectGarbage, inSlices } from './slices'
import { dayNumber, timelineBars } from './timeline-bars'
import { UpkeepPolicy } from './upkeep-policy'

export interface IndexedStoreOptions {
  records: AdRecords
  /** Where the index is saved between starts; without one it is built from the records every time. */
  snapshotFile?: string
  /** Never write (a full disk, a read-only copy): no snapshots are saved. */
  readOnly?: boolean
  now?: () => number
  log?: (line: string) => void
  /** How long a replaced version stays searchable for traversals that began before it was replaced. */
  historyMs?: number
}

/** Changes read and applied in one go (some 10 ms of work); between runs, searches get their turn. */
const RUN = 250
const FOLLOW_EVERY_MS = 100
/**
 * The records and the in-memory index joined: the index is loaded from its snapshot (or built from
 * the records), follows the change feed, and names the versions a search finds; the records supply
 * them. Writes from any process reach every search within a poll of the feed.
 */
export class IndexedStore implements SearchStore {
  private following: NodeJS.Timeout | undefined
  /** Resolves with how to stop being told of changes, where the records tell. */
  private watching: Promise<(() => Promise<void>) | undefined> | undefined
  private catching: Promise<void> | undefined
  private readonly upkeep: UpkeepPolicy

  private constructor(
    private index: SearchIndex,
    private readonly options: IndexedStoreOptions & { now: () => number; log: (line: string) => void },
  ) {
    this.upkeep = new UpkeepPolicy(options.now, index.covered, options.historyMs)
  }

  static async open(options: IndexedStoreOptions): Promise<IndexedStore> {
    const settings = { now: Date.now, log: () => {}, ...options }
    const { records, snapshotFile, log } = settings
    const head = await records.head()
    let index: SearchIndex | undefined
    if (snapshotFile) {
      const loaded = await loadSnapshot(snapshotFile, records.storeId, head)
      if ('index' in loaded) index = loaded.index
      else log(`The index snapshot ${snapshotFile} is not used: ${loaded.refused}. Building the index…`)
    }
    const built = !index
    const store = new IndexedStore(index ?? (await buildIndex(records, head, log)), settings)
    await store.catchUp()
    // A built index is saved at once: the next start loads it.
    if (built && store.canSave) await store.pack({ save: true })
    return store
  }

  /** The index's position in the change feed. */
  get covered(): number {
    return this.index.covered
  }

  /** Changes committed to the records that the index has not applied yet: 0 once it has caught up. */
  async lag(): Promise<number> {
    return Math.max(0, (await this.options.records.head()) - this.index.covered)
  }

  /** How many versions the index holds, and how many of them are current: the rest await compaction. */
  async size(): Promise<{ versions: number; current: number }> {
    return { versions: this.index.versionCount(), current: this.index.liveCount() }
  }

  /**
   * Follows the change feed, so writes of other processes show in searches within a poll, or at once
   * where the records can say when something was written.
   */
  follow(): void {
    if (this.following) return
    // Polled ten times a second: a store that is down would write the same line ten times a second.
    let failing: string | undefined
    const catchUp = () => {
      void this.catchUp().then(
        () => {
          if (failing === undefined) return
          failing = undefined
          this.options.log('Following the change feed again.')
        },
        (error: unknown) => {
          const said = String(error)
          if (said !== failing) {
            this.options.log(
              `Following the change feed failed: ${said}; trying again every ${FOLLOW_EVERY_MS} ms, said again once it changes or ends.`,
            )
          }
          failing = said
        },
      )
    }
    this.following = setInterval(catchUp, FOLLOW_EVERY_MS)
    this.following.unref()
    this.watching = this.options.records.watch?.(catchUp).catch((error: unknown) => {
      this.options.log(`Cannot be told of changes (${error}); polling the change feed instead.`)
      return undefined
    })
  }

  /** Applies every committed change; concurrent callers share one catch-up. */
  catchUp(): Promise<void> {
    this.catching ??= this.applyChanges().finally(() => {
      this.catching = undefined
    })
    return this.catching
  }

  async search({ filters, sort, limit, after }: PageRequest): Promise<StorePage> {
    // A cursor of a traversal that began after this index's position (on another node) waits for it.
    if (after && fromPosition(after, sort).seen > this.index.covered) await this.catchUp()
    const phrases = await this.phrasesOf(filters.query)
    const page = this.index.page(filters, sort, limit, after, this.options.now(), phrases)
    const ads = await this.options.records.adsAt(page.positions)
    return {
      ads: ads.flatMap((ad) => (ad ? [asOf(ad, page.now)] : [])),
      total: page.total,
      next: page.next,
    }
  }

  async facet(name: FacetName, request: FacetRequest): Promise<FacetValue[]> {
    let values: FacetValue[]
    if (isAdFacet(name)) {
      const list = facetFilter(name)
      const phrases = await this.phrasesOf(request.filters?.query)
      values = this.index
        .facetCounts(list, request.filters, this.options.now(), phrases)
        .map(({ value, count }) => ({ value, label: adFacetLabel(list, value), count }))
    } else {
      values = catalogueFacet(await this.options.records.catalogue(), name)
    }
    return facetValues(values, request.search)
  }

  /** Throws TooManyBarsError when the asked interval would make too many bars. */
  async timeline({ filters, interval }: TimelineRequest): Promise<Timeline> {
    const phrases = await this.phrasesOf(filters.query)
    const days = this.index.startDays(filters, this.options.now(), phrases)
    const { started_after: after, started_before: before } = filters
    return timelineBars(
      days,
      { fromDay: after ? dayNumber(after) : undefined, toDay: before ? dayNumber(before) : undefined },
      interval,
    )
  }

  async advertiser(id: string, range: AdvertiserRequest) {
    const now = this.options.now()
    const figures = this.index.advertiserFigures(id, { ...noFilters(), ...range }, now)
    if (!figures) return null
    const winners = await this.options.records.adsAt(figures.winnerPositions)
    return advertiserProfile(
      id,
      figures,
      winners.flatMap((ad) => (ad ? [asOf(ad, now)] : [])),
    )
  }

  async similar(id: string, { limit, excludeSameAdvertiser }: SimilarRequest): Promise<SimilarAd[] | null> {
    const { records, now } = this.options
    const ad = await records.adById(id)
    if (!ad) return null
    // One more than asked: the ad itself is usually the most like itself.
    // Its copy's words, with the length the index gave the ad (the name counts there), so that it matches itself fully.
    const text = { words: copyWords(ad).words, length: adWords(ad).length }
    const found = this.index.similar(text, limit + 1, excludeSameAdvertiser ? ad.advertiser.id : undefined)
    const ads = await records.adsAt(found.map(({ position }) => position))
    return similarAnswer(id, found, ads, limit, now())
  }

  async lookup(query: string, limit: number) {
    return this.index.lookup(query, limit)
  }

  async getAd(id: string): Promise<Ad | null> {
    const ad = await this.options.records.adById(id)
    return ad ? asOf(ad, this.options.now()) : null
  }

  /** Stops following the feed and saves what changed since the last snapshot. */
  async close(): Promise<void> {
    clearInterval(this.following)
    this.following = undefined
    await (await this.watching)?.()
    this.watching = undefined
    await this.catching
    if (this.index.covered !== this.upkeep.savedAt && this.canSave) {
      const { bytes } = packed(this.index)
      await this.save(bytes, this.index.covered).catch(() => {})
    }
  }

  private async applyChanges(): Promise<void> {
    const { records } = this.options
    let applied = 0
    // Whatever another process wrote since the last look: one cheap read when nothing was.
    while ((await records.head()) > this.index.covered) {
      const run = await records.changes(this.index.covered, RUN)
      this.index.apply(run)
      applied += run.added.length + run.retired.length
      // Searches waiting on the event loop go before the next run.
      await nextTurn()
    }
    this.upkeep.applied(applied, this.index.covered)
    const compactTo = this.upkeep.compactTo(this.index)
    const saveDue = this.canSave && this.upkeep.saveDue(this.index, applied)
    if (compactTo !== undefined || saveDue) {
      await this.pack({ compactTo, save: saveDue }).catch((error: unknown) =>
        this.options.log(`Packing the index failed: ${error}`),
      )
    }
  }

  private get canSave(): boolean {
    return this.options.snapshotFile !== undefined && !this.options.readOnly
  }

  /**
   * Lays the index out afresh in one buffer (dropping replaced versions up to `compactTo`) while
   * searches go on against the old one, then swaps it in, saves it when asked, and lets the old one
   * go. The feed is not followed meanwhile: this runs inside a catch-up.
   */
  private async pack({ compactTo, save }: { compactTo?: number; save: boolean }): Promise<void> {
    const started = performance.now()
    const result = await inSlices(packing(this.index, compactTo))
    this.index = result.index
    if (compactTo !== undefined) {
      this.options.log(
        `Index compacted: ${result.dropped.toLocaleString('en')} replaced versions dropped in ${Math.round(performance.now() - started)} ms.`,
      )
    }
    if (save && this.canSave) {
      await this.save(result.bytes, result.index.covered).catch((error: unknown) =>
        this.options.log(`Saving the index failed: ${error}`),
      )
    }
    // The old index's buffer and what writes grew are garbage now: given back at once, not at V8's leisure.
    collectGarbage()
  }

  private async save(bytes: Uint8Array, covered: number): Promise<void> {
    const { snapshotFile, records, log } = this.options
    const started = performance.now()
    const written = await saveSnapshot(snapshotFile!, { bytes, covered }, records.storeId)
    this.upkeep.saved(covered)
    log(`Index saved (${(written / 1e6).toFixed(0)} MB, ${Math.round(performance.now() - started)} ms).`)
  }

  private async phrasesOf(query: string | undefined): Promise<PhraseMatches> {
    const phrases = new Map<string, readonly number[]>()
    if (!query) return phrases
    for (const words of parseKeywords(query).phrases) {
      phrases.set(phraseKey(words), await this.options.records.phrase(words))
    }
    return phrases
  }
}

const isAdFacet = (name: FacetName): name is AdFacetName => (AD_FACETS as readonly string[]).includes(name)
