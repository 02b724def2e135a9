import type { Ad } from '../../contract/ad'
import type { FacetName, Sort } from '../../contract/enums'
import type { FacetValue } from '../../contract/facets'
import type { SearchFilters } from '../../contract/filters'
import type { AdvertiserMatch } from '../../contract/lookup'
import type { AdvertiserProfile, SimilarAd, Timeline } from '../../contract/stats'
import type { PagePosition } from '../search-core/traversal'
import type { AdvertiserRequest, FacetRequest, SimilarRequest, TimelineRequest } from './ad-service'

/** A page of a search: `after` is the position a cursor carries, absent on the first page. */
export interface PageRequest {
  filters: SearchFilters
  sort: Sort
  limit: number
  after?: PagePosition
}

/** The ads of a page as stored, every match counted, and where the next page starts (null after the last). */
export interface StorePage {
  ads: Ad[]
  total: number
  next: PagePosition | null
  /** How the store made the page, when it has ways to choose from: for Server-Timing and the log. */
  plan?: SearchPlan
}

/** A way of making a page, named, and why it was chosen (pg-search/plans/choose-plan.ts). */
export interface SearchPlan {
  name: string
  reason: string
}

/**
 * Where searches are answered, whichever engine does it (ADS_SEARCH): the in-memory index that
 * follows the records (indexed-store.ts), or PostgreSQL itself (pg-search/pg-search-store.ts). Both
 * answer alike: the same ads, order, totals and cursor guarantees (search-conformance.ts).
 */
export interface SearchStore {
  search(request: PageRequest): Promise<StorePage>
  facet(name: FacetName, request: FacetRequest): Promise<FacetValue[]>
  /** Throws TooManyBarsError when the asked interval would make too many bars. */
  timeline(request: TimelineRequest): Promise<Timeline>
  advertiser(id: string, range: AdvertiserRequest): Promise<AdvertiserProfile | null>
  similar(id: string, request: SimilarRequest): Promise<SimilarAd[] | null>
  lookup(query: string, limit: number): Promise<AdvertiserMatch[]>
  getAd(id: string): Promise<Ad | null>

  /** The last change position searches here answer as of. */
  readonly covered: number
  /** Changes committed to the records that searches here do not see yet: 0 once caught up. */
  lag(): Promise<number>
  /** Returns once searches see every change committed before the call. */
  catchUp(): Promise<void>
  /** Keeps searches up with writes of any process from now on. */
  follow(): void
  /** How many ad versions searches hold, current or kept for traversals, and how many are current. */
  size(): Promise<{ versions: number; current: number }>
  close(): Promise<void>
}
