import type { APIRequestContext } from '@playwright/test'
import { type Ad, AdList, OneAd } from '../src/contract/ad'
import type { AdFacetName } from '../src/contract/enums'
import { FacetList, type FacetValue } from '../src/contract/facets'
import { tokenize } from '../src/contract/keywords'
import { type AdvertiserMatch, LookupResult } from '../src/contract/lookup'
import type { SearchBodyInput } from '../src/contract/search-params'
import {
  AdvertiserAnswer,
  type AdvertiserProfile,
  type SimilarAd,
  SimilarAnswer,
  type Timeline,
  TimelineAnswer,
} from '../src/contract/stats'

/**
 * The Ad Search Service as a bearer-key client reads it: what the page is expected to show is
 * derived from these answers, never hard-coded, so the specs hold for any seeded dataset.
 */
export class AdsApi {
  constructor(private readonly request: APIRequestContext) {}

  async search(body: SearchBodyInput = {}): Promise<AdList> {
    const response = await this.request.post('/api/v1/ads/query', { data: body })
    if (!response.ok()) throw new Error(`search ${JSON.stringify(body)}: HTTP ${response.status()}`)
    return AdList.parse(await response.json())
  }

  async total(body: SearchBodyInput = {}): Promise<number> {
    return (await this.search({ ...body, limit: 1 })).pagination.total
  }

  /** The first `count` ads of a search, in order, following cursors as the grid does. */
  async first(body: SearchBodyInput, count: number): Promise<Ad[]> {
    const ads: Ad[] = []
    let cursor: string | undefined
    do {
      const page = await this.search({ ...body, limit: 50, ...(cursor ? { cursor } : {}) })
      ads.push(...page.data)
      cursor = page.pagination.next_cursor ?? undefined
    } while (cursor && ads.length < count)
    return ads.slice(0, count)
  }

  /**
   * A plain word from the newest ads' headlines that matches between `min` and `max` ads: a keyword
   * that narrows the results without emptying them, whatever the dataset.
   */
  async keyword(min = 5, max = 400): Promise<{ word: string; total: number }> {
    const { data } = await this.search({ limit: 50 })
    const words = new Set(data.flatMap((ad) => tokenize(ad.headline)).filter((w) => /^[a-z]{5,}$/.test(w)))
    for (const word of words) {
      const total = await this.total({ query: word })
      if (total >= min && total <= max) return { word, total }
    }
    throw new Error(`no headline word matches ${min}..${max} ads`)
  }

  async tiktokTotal(): Promise<number> {
    const response = await this.request.get('/api/v1/tiktok/ads?limit=1')
    return AdList.parse(await response.json()).pagination.total
  }

  /** A facet's values with counts, under the given search parameters (query-string form). */
  async facet(facet: AdFacetName, params: Record<string, string> = {}): Promise<FacetValue[]> {
    const response = await this.request.get(`/api/v1/facets/${facet}?${new URLSearchParams(params)}`)
    if (!response.ok()) throw new Error(`facet ${facet}: HTTP ${response.status()}`)
    return FacetList.parse(await response.json()).data
  }

  /** How many ads started in each day, week or month, under the given search parameters (query-string form). */
  async timeline(params: Record<string, string> = {}): Promise<Timeline> {
    const response = await this.request.get(`/api/v1/stats/timeline?${new URLSearchParams(params)}`)
    if (!response.ok()) throw new Error(`timeline: HTTP ${response.status()}`)
    return TimelineAnswer.parse(await response.json()).data
  }

  async lookup(text: string): Promise<AdvertiserMatch[]> {
    const response = await this.request.get(`/api/v1/lookup?${new URLSearchParams({ q: text })}`)
    return LookupResult.parse(await response.json()).data
  }

  /** An advertiser's dashboard figures, over the ads started in a range when one is given. */
  async advertiser(id: string, range: Record<string, string> = {}): Promise<AdvertiserProfile> {
    const query = new URLSearchParams(range)
    const response = await this.request.get(`/api/v1/advertisers/${encodeURIComponent(id)}?${query}`)
    if (!response.ok()) throw new Error(`advertiser ${id}: HTTP ${response.status()}`)
    return AdvertiserAnswer.parse(await response.json()).data
  }

  async ad(id: string): Promise<Ad> {
    const response = await this.request.get(`/api/v1/ads/${encodeURIComponent(id)}`)
    return OneAd.parse(await response.json()).data
  }

  /** The ads like one, most alike first, as the detail view asks for them. */
  async similar(id: string, { limit = 50, excludeSameAdvertiser = true } = {}): Promise<SimilarAd[]> {
    const query = new URLSearchParams({
      limit: String(limit),
      exclude_same_advertiser: String(excludeSameAdvertiser),
    })
    const response = await this.request.get(`/api/v1/ads/${encodeURIComponent(id)}/similar?${query}`)
    if (!response.ok()) throw new Error(`similar ${id}: HTTP ${response.status()}`)
    return SimilarAnswer.parse(await response.json()).data
  }
}
