import type { Ad } from '../../contract/ad'
import type { FacetName } from '../../contract/enums'
import type { FacetValue } from '../../contract/facets'
import type { SearchFilters } from '../../contract/filters'
import type { AdvertiserMatch } from '../../contract/lookup'
import type { SearchParams } from '../../contract/search-params'
import type { AdvertiserProfile, SimilarAd, Timeline, TimelineInterval } from '../../contract/stats'
import type { SearchPlan } from './search-store'
import type { RetagFigures } from './stale-tags'

/**
 * The Ad Search Service as the routes, the first page and the tools see it, whoever answers: the
 * local indexed store, or a remote service in upstream mode. Requests arrive checked and normalised;
 * problems are thrown as ProblemErrors with the status the client gets.
 */
export interface AdService {
  search(request: SearchRequest, call?: Call): Promise<Answer<AdPage>>
  facet(name: FacetName, request: FacetRequest, call?: Call): Promise<Answer<FacetValue[]>>
  lookup(query: string, limit: number, call?: Call): Promise<Answer<AdvertiserMatch[]>>
  /** One ad, or null when there is none with this id. */
  getAd(id: string, call?: Call): Promise<Ad | null>
  /** How many matching ads started in each interval (an extension: `GET /stats/timeline`). */
  timeline(request: TimelineRequest, call?: Call): Promise<Answer<Timeline>>
  /** An advertiser's dashboard figures, or null for an advertiser with no current ads. */
  advertiser(id: string, request: AdvertiserRequest, call?: Call): Promise<Answer<AdvertiserProfile> | null>
  /** Ads whose text is like this ad's, or null when there is no ad with this id. */
  similar(id: string, request: SimilarRequest, call?: Call): Promise<Answer<SimilarAd[]> | null>
  /** Whether searches are answered correctly now (`GET /readyz`); cheap enough for every probe. */
  readiness(): Promise<Readiness>
  /** What `/metrics` shows of the service, read at each scrape. */
  figures(): Promise<ServiceFigures>
}

export interface Readiness {
  ready: boolean
  /** Why not, in words anyone may read: no paths, addresses or error texts. */
  reason?: string
  /** Stored ads being tagged again by newer creative rules: searches answer meanwhile, so still ready. */
  retagging?: { rulesVersion: number; left: number }
}

/** Counters only grow while the process lives; a restart starts them at 0 (Prometheus expects that). */
export interface ServiceFigures {
  /** The local index. */
  index?: {
    /** Ad versions held, current and replaced (kept for traversals, until compaction drops them). */
    versions: number
    /** Current ads. */
    current: number
    /** Changes committed to the store that the index has not applied yet. */
    behind: number
    /** Changes applied since the process started: the store's writes (seeds, imports) as this node saw them. */
    changesApplied: number
  }
  /** The creative tags of the stored ads, while ads tagged by older rules are tagged again. */
  tags?: RetagFigures
  /** Upstream mode. */
  upstream?: {
    /** Requests sent for clients (each may make up to three attempts). */
    requests: number
    /** Requests that failed the client, by the status the client got (502, 504, 429). */
    errors: Record<string, number>
  }
}

/** About one client call. */
export interface Call {
  /** The client went away: work for it may stop. */
  signal?: AbortSignal
}

/**
 * The endpoint a search came through. A cursor continues only the traversal it came from, and an
 * upstream may bind its cursors to the endpoint, so the service is told.
 */
export type SearchEndpoint = 'query' | 'ads' | 'tiktok'

export interface SearchRequest {
  params: SearchParams
  endpoint: SearchEndpoint
}

export interface AdPage {
  ads: Ad[]
  total: number
  nextCursor: string | null
  /** How the local store made the page, when it chose among ways (search-store.ts StorePage.plan). */
  plan?: SearchPlan
}

export interface FacetRequest {
  /** Narrows values to those whose value or label contains this text. */
  search?: string
  /** Counts within the ads matching these filters, leaving out the facet's own filter. */
  filters?: SearchFilters
}

export interface TimelineRequest {
  filters: SearchFilters
  /** Chosen from the range when not asked. */
  interval?: TimelineInterval
}

export interface AdvertiserRequest {
  /** A dashboard counts the advertiser's ads started within these days (both included). */
  started_after?: string
  started_before?: string
}

export interface SimilarRequest {
  limit: number
  excludeSameAdvertiser: boolean
}

/** An answer, and how many records of it an upstream sent that broke the contract and were left out. */
export interface Answer<T> {
  data: T
  dropped?: number
}
