import type { Ad } from '../../contract/ad'
import type { FacetName, Sort } from '../../contract/enums'
import type { FacetValue } from '../../contract/facets'
import type { AdvertiserMatch } from '../../contract/lookup'
import type { SearchFilters } from '../../contract/search-params'

/**
 * An ad as the store keeps it: the contract's Ad, except that media and service links of generated
 * ads may be paths on this server (`/media/...`, `/ads/...`), made absolute when a response is written.
 */
export type StoredAd = Ad

/**
 * Where a traversal stands, produced and read only by the store. The server signs it into an
 * opaque cursor, so a client cannot forge one, but the store still checks the shape it gets back.
 */
export type PagePosition = Readonly<Record<string, number>>

export interface PageRequest {
  filters: SearchFilters
  sort: Sort
  limit: number
  /** The position after the previous page; absent for the first page. */
  after?: PagePosition
}

export interface AdPage {
  ads: StoredAd[]
  /** Count of every ad matching the search (fixed at the first page of a traversal). */
  total: number
  /** Position after the last ad of this page; null on the last page. */
  next: PagePosition | null
}

export interface FacetRequest {
  /** Narrows values to those whose value or label contains this text. */
  search?: string
  /** Counts within the ads matching these filters, leaving out the facet's own filter. */
  filters?: SearchFilters
}

export interface UpsertResult {
  inserted: number
  updated: number
  unchanged: number
}

/** Thrown by `search` for a position the store cannot use (another store version, another sort). */
export class InvalidPositionError extends Error {}

export interface AdStore {
  /** Builds what searches need in memory now, rather than on the first search (`serve` calls it before listening). */
  warmUp(): Promise<void>
  search(request: PageRequest): Promise<AdPage>
  facet(name: FacetName, request: FacetRequest): Promise<FacetValue[]>
  getAd(id: string): Promise<StoredAd | null>
  lookup(query: string, limit: number): Promise<AdvertiserMatch[]>
  /** Inserts new ads and replaces changed ones (by id); identical records change nothing. */
  upsert(ads: readonly StoredAd[]): Promise<UpsertResult>
  /** Replaces the shop and email catalogue that the non-ad facets count. */
  replaceCatalogue(catalogue: Catalogue): Promise<void>
  count(): Promise<number>
  close(): Promise<void>
}

/** The small shop and email catalogue behind the facets that do not count ads (spec 4.6). */
export interface Catalogue {
  shops: { id: string; platform: string; apps: string[]; technologies: string[]; theme: string }[]
  emails: { id: string; campaign_type: string; promotion_type: string }[]
  /** Display labels of the catalogue's value slugs (`shopify` -> `Shopify`). */
  labels: Record<string, string>
}
