import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Sort } from '../../contract/enums'
import { AD_FACETS, type FacetName } from '../../contract/enums'
import type { FacetValue } from '../../contract/facets'
import type { ListFilterName, SearchFilters } from '../../contract/filters'
import { foldText, parseKeywords } from '../../contract/keywords'
import { type Packed, packed, packing } from '../index/repack'
import { type PhraseMatches, phraseKey, SearchIndex } from '../index/search-index'
import { fromPosition, type PagePosition } from '../index/traversal'
import type { AdRecords, StoredAd } from '../records/ad-records'
import type { FacetRequest } from './ad-service'
import { catalogueFacet } from './catalogue-facets'
import { adFacetLabel, asOf } from './derived-fields'
import { loadSnapshot, saveSnapshot } from './index-snapshot-file'
import { collectGarbage, inSlices } from './slices'

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

export interface PageRequest {
  filters: SearchFilters
  sort: Sort
  limit: number
  after?: PagePosition
}

export interface StorePage {
  ads: StoredAd[]
  total: number
  next: PagePosition | null
}

/** Changes read and applied in one go (some 10 ms of work); between runs, searches get their turn. */
const RUN = 250
const FOLLOW_EVERY_MS = 100
const HISTORY_MS = 10 * 60 * 1000
/** Replaced versions are dropped once they are this share of the index... */
const COMPACT_AT_SHARE = 0.05
/** ...or, when no change has come for this long, once there are this many: an idle server tidies up. */
export const COMPACT_WHEN_IDLE_MS = 10_000
const COMPACT_WHEN_IDLE_AT = 100
/** Save the index again once this share of it has changed since the last snapshot... */
const SNAPSHOT_AFTER_SHARE = 0.05
/** ...and the feed has been quiet for a poll, at most this often: a save is a pause of a second or two. */
const SNAPSHOT_EVERY_MS = 60_000

/**
 * The records and the in-memory index joined: the index is loaded from its snapshot (or built from
 * the records), follows the change feed, and names the versions a search finds; the records supply
 * them. Writes from any process reach every search within a poll of the feed.
 */
export class IndexedStore {
  private following: NodeJS.Timeout | undefined
  private catching: Promise<void> | undefined
  /** When each position was reached, to know which replaced versions no traversal can need any more. */
  private reached: { position: number; at: number }[] = []
  /** When the last change was applied. */
  private changedAt = 0
  private savedAt: number
  private savedWhen = 0

  private constructor(
    private index: SearchIndex,
    private readonly options: IndexedStoreOptions & { now: () => number; log: (line: string) => void },
  ) {
    this.savedAt = index.covered
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
    const store = new IndexedStore(index ?? new SearchIndex(), settings)
    if (!index) await store.build(head)
    await store.catchUp()
    // A built index is saved at once (unless the catch-up just did): the next start loads it.
    if (!index && store.savedAt !== store.covered && store.canSave) await store.pack({ save: true })
    return store
  }

  /** The index's position in the change feed. */
  get covered(): number {
    return this.index.covered
  }

  /** How many versions the index holds, and how many of them are current: the rest await compaction. */
  size(): { versions: number; current: number } {
    return { versions: this.index.versionCount(), current: this.index.liveCount() }
  }

  /** Polls the change feed, so writes of other processes show in searches within a poll. */
  follow(): void {
    this.following ??= setInterval(() => {
      void this.catchUp().catch((error: unknown) =>
        this.options.log(`Following the change feed failed: ${error}`),
      )
    }, FOLLOW_EVERY_MS)
    this.following.unref()
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
      const phrases = await this.phrasesOf(request.filters?.query)
      values = this.index
        .facetCounts(name, request.filters, this.options.now(), phrases)
        .map(({ value, count }) => ({ value, label: adFacetLabel(name, value), count }))
    } else {
      values = catalogueFacet(await this.options.records.catalogue(), name)
    }
    const wanted = request.search ? foldText(request.search.trim()) : ''
    return values
      .filter(
        (v) => wanted === '' || foldText(v.value).includes(wanted) || foldText(v.label).includes(wanted),
      )
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
  }

  async lookup(query: string, limit: number) {
    return this.index.lookup(query, limit)
  }

  async getAd(id: string): Promise<StoredAd | null> {
    const ad = await this.options.records.adById(id)
    return ad ? asOf(ad, this.options.now()) : null
  }

  /** Stops following the feed and saves what changed since the last snapshot. */
  async close(): Promise<void> {
    clearInterval(this.following)
    this.following = undefined
    await this.catching
    if (this.index.covered !== this.savedAt && this.canSave) {
      const { bytes } = packed(this.index)
      await this.save(bytes, this.index.covered).catch(() => {})
    }
  }

  private async build(head: number): Promise<void> {
    const { records, log } = this.options
    const started = performance.now()
    let count = 0
    for await (const added of records.scan(head, 2_000)) {
      this.index.apply({ added, retired: [], upTo: added[added.length - 1]!.position })
      count += added.length
      if (count % 100_000 < added.length) log(`  indexed ${count.toLocaleString('en')} ads`)
      await nextTurn()
    }
    this.index.apply({ added: [], retired: [], upTo: head })
    log(
      `Index built from ${count.toLocaleString('en')} ads in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    )
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
    const now = this.options.now()
    if (applied > 0) {
      this.reached.push({ position: this.index.covered, at: now })
      this.changedAt = now
    }
    const compactTo = this.compactionDue(now - this.changedAt >= COMPACT_WHEN_IDLE_MS)
    // Saved while writes stream in, a snapshot would be stale at once.
    const saveDue =
      this.canSave &&
      applied === 0 &&
      Date.now() - this.savedWhen > SNAPSHOT_EVERY_MS &&
      this.index.covered - this.savedAt > Math.max(10_000, this.index.liveCount() * SNAPSHOT_AFTER_SHARE)
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
   * The position up to which replaced versions may be dropped, when it is worth it: no traversal can
   * need them any more (they were replaced longer ago than the history kept) and they are a
   * noticeable share of the index, or the index has been `idle` for a while and there are a few.
   */
  private compactionDue(idle: boolean): number | undefined {
    const cutoff = this.options.now() - (this.options.historyMs ?? HISTORY_MS)
    let keepFrom = -1
    while (this.reached.length > 0 && this.reached[0]!.at <= cutoff) keepFrom = this.reached.shift()!.position
    if (keepFrom < 0) return undefined
    this.reached.unshift({ position: keepFrom, at: cutoff })
    const droppable = this.index.retiredBy(keepFrom)
    const enough = idle ? COMPACT_WHEN_IDLE_AT : Math.max(1_000, this.index.liveCount() * COMPACT_AT_SHARE)
    return droppable >= enough ? keepFrom : undefined
  }

  /**
   * Lays the index out afresh in one buffer (dropping replaced versions up to `compactTo`) while
   * searches go on against the old one, then swaps it in, saves it when asked, and lets the old one
   * go. The feed is not followed meanwhile: this runs inside a catch-up.
   */
  private async pack({ compactTo, save }: { compactTo?: number; save: boolean }): Promise<void> {
    const started = performance.now()
    const result: Packed = await inSlices(packing(this.index, compactTo))
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
    this.savedAt = covered
    this.savedWhen = Date.now()
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

const isAdFacet = (name: FacetName): name is ListFilterName => (AD_FACETS as readonly string[]).includes(name)
