import { z } from 'zod'
import type { Ad } from '../../contract/ad'
import { AdvertiserAnswer, SimilarAnswer, TimelineAnswer } from '../../contract/stats'
import type { UpstreamConfig } from '../config'
import { ProblemError } from '../http/problem'
import { searchBody, searchQuery } from '../upstream/forwarded-search'
import {
  type Dropped,
  fieldOf,
  figure,
  firstIssue,
  keepValid,
  ListBody,
  orEmpty,
  text,
} from '../upstream/tolerant'
import { upstreamAd } from '../upstream/upstream-ad'
import { createUpstreamClient, type UpstreamRequest } from '../upstream/upstream-client'
import { unusableAnswer } from '../upstream/upstream-failures'
import { UpstreamPage } from '../upstream/upstream-page'
import type { AdService, Answer, SearchRequest } from './ad-service'

/** A value with its label and count; a bare value, or one without a count, is read as well. */
const UpstreamFacetValue = z.union([
  z.string().transform((value) => ({ value, label: value, count: 0 })),
  z
    .object({
      value: z.union([z.string(), z.number()]).transform(String),
      label: z.string().nullish(),
      count: figure,
    })
    .transform(({ value, label, count }) => ({ value, label: label || value, count })),
])

const UpstreamAdvertiser = z.object({
  id: z.string().min(1),
  name: text,
  ads_count: figure,
  domains: orEmpty(z.array(z.string()), [] as string[]),
})

/** `{ data: Ad }`, or the ad itself (the spec does not show this endpoint's answer). */
const OneUpstreamAd = z.union([
  z.object({ data: z.looseObject({ id: z.unknown() }) }).transform((body) => body.data),
  z.looseObject({ id: z.unknown() }),
])

/**
 * The service answered by a remote Ad Search Service (upstream mode, docs/decisions/0002): requests
 * go out normalised with the server's own key, answers are read tolerantly and then held to the
 * contract; records that still break it are left out, counted, and named in the log.
 */
export function upstreamService(
  upstream: UpstreamConfig,
  clock: () => number,
  log = console.error,
): AdService {
  const client = createUpstreamClient(upstream, log)
  const readAd = upstreamAd(new URL(upstream.url), clock)
  const counts = { requests: 0, errors: {} as Record<string, number> }

  /** The upstream's JSON read with a tolerant schema; an answer that even this cannot read is a 502. */
  async function ask<T extends z.core.$ZodType>(request: UpstreamRequest, schema: T, what: string) {
    counts.requests += 1
    try {
      const result = z.safeParse(schema, await client.json(request))
      if (result.success) return result.data as z.output<T>
      const failure = unusableAnswer(client.host, `JSON that is not ${what}`)
      log(`[ads] upstream: ${failure.reason} (${firstIssue(result.error)})`)
      throw failure.problem
    } catch (error) {
      if (isUpstreamError(error, request)) {
        const status = error instanceof ProblemError ? String(error.status) : 'other'
        counts.errors[status] = (counts.errors[status] ?? 0) + 1
      }
      throw error
    }
  }

  /** Records that break the contract are left out, never silently: counted for the client, named in the log. */
  function kept<T extends z.ZodType>(
    items: unknown[],
    schema: T,
    name: string,
    request: UpstreamRequest,
    what: string,
  ) {
    const { kept, dropped } = keepValid(items, schema, fieldOf(name))
    if (dropped.length > 0) logDropped(request, dropped, `${items.length} ${what}`)
    const answer: Answer<z.output<T>[]> = { data: kept }
    if (dropped.length > 0) answer.dropped = dropped.length
    return answer
  }

  function logDropped(request: UpstreamRequest, dropped: Dropped[], of: string) {
    const named = dropped.slice(0, 3).map(({ name, reason }) => `${name} (${reason})`)
    const more = dropped.length > 3 ? `; and ${dropped.length - 3} more` : ''
    log(
      `[ads] upstream ${request.method} ${request.path.split('?')[0]}: left out ${dropped.length} of ${of}: ${named.join('; ')}${more}`,
    )
  }

  return {
    // Ready once started: asking the upstream at every probe would pass its outages on as this
    // node's, and a load balancer would then take every node out at once. Its failures are counted.
    readiness: async () => ({ ready: true }),
    figures: async () => ({ upstream: { requests: counts.requests, errors: { ...counts.errors } } }),

    async search(request, call) {
      // A POST, but a search only reads: safe to send again after a failure.
      const forwarded = {
        ...forwardedSearch(request),
        idempotent: true,
        ...(call?.signal && { signal: call.signal }),
      }
      const page = await ask(forwarded, UpstreamPage, 'a page of ads ({ data, pagination })')
      const ads = kept(page.data, readAd, 'id', forwarded, 'ads')
      return {
        data: { ads: ads.data, total: page.pagination.total, nextCursor: page.pagination.next_cursor },
        ...(ads.dropped && { dropped: ads.dropped }),
      }
    },

    async facet(facet, { search, filters }, call) {
      const path = `/facets/${facet}${searchQuery(filters ?? {}, search ? { search } : {})}`
      const request: UpstreamRequest = { method: 'GET', path, idempotent: true, signal: call?.signal }
      const items = await ask(request, ListBody, 'a list of facet values')
      return kept(items, UpstreamFacetValue, 'value', request, 'facet values')
    },

    async lookup(query, limit, call) {
      const path = `/lookup?q=${encodeURIComponent(query)}&limit=${limit}`
      const request: UpstreamRequest = { method: 'GET', path, idempotent: true, signal: call?.signal }
      const answer = kept(
        await ask(request, ListBody, 'a list of advertisers'),
        UpstreamAdvertiser,
        'id',
        request,
        'advertisers',
      )
      return { ...answer, data: answer.data.slice(0, limit) }
    },

    // The pattern endpoints are this server's extensions: an upstream that is another of our servers
    // answers them; one that is not answers 404, passed on.
    async timeline({ filters, interval }, call) {
      const path = `/stats/timeline${searchQuery(filters, interval ? { interval } : {})}`
      const request: UpstreamRequest = { method: 'GET', path, idempotent: true, signal: call?.signal }
      return { data: (await ask(request, TimelineAnswer, 'a timeline ({ data: Timeline })')).data }
    },

    async advertiser(id, range, call) {
      const path = `/advertisers/${encodeURIComponent(id)}${searchQuery(range)}`
      const request: UpstreamRequest = { method: 'GET', path, idempotent: true, signal: call?.signal }
      try {
        return { data: (await ask(request, AdvertiserAnswer, 'an advertiser ({ data })')).data }
      } catch (error) {
        if (error instanceof ProblemError && error.status === 404) return null
        throw error
      }
    },

    async similar(id, { limit, excludeSameAdvertiser }, call) {
      const options = { limit: String(limit), exclude_same_advertiser: String(excludeSameAdvertiser) }
      const path = `/ads/${encodeURIComponent(id)}/similar${searchQuery({}, options)}`
      const request: UpstreamRequest = { method: 'GET', path, idempotent: true, signal: call?.signal }
      try {
        return { data: (await ask(request, SimilarAnswer, 'similar ads ({ data })')).data }
      } catch (error) {
        if (error instanceof ProblemError && error.status === 404) return null
        throw error
      }
    },

    async getAd(id, call) {
      const path = `/ads/${encodeURIComponent(id)}`
      const request: UpstreamRequest = { method: 'GET', path, idempotent: true, signal: call?.signal }
      let raw: unknown
      try {
        raw = await ask(request, OneUpstreamAd, 'an ad ({ data: Ad })')
      } catch (error) {
        if (error instanceof ProblemError && error.status === 404) return null
        throw error
      }
      const ad = readAd.safeParse(raw)
      if (ad.success) return ad.data as Ad
      // One ad cannot be left out of its own page: the client learns that it exists but cannot be shown.
      const failure = unusableAnswer(
        client.host,
        `an ad this server cannot pass on (${firstIssue(ad.error)})`,
      )
      log(`[ads] upstream GET ${path}: ${failure.reason}`)
      throw failure.problem
    },
  }
}

/**
 * A failure of the upstream, not of the request: its 400 and 404 answers are the client's to fix, and
 * a client that went away cancelled its own call.
 */
function isUpstreamError(error: unknown, request: UpstreamRequest): boolean {
  if (request.signal?.aborted) return false
  return !(error instanceof ProblemError && (error.status === 400 || error.status === 404))
}

/** The same endpoint upstream (its cursors may be bound to it), the parameters normalised, cursors untouched. */
function forwardedSearch({ params, endpoint }: SearchRequest): Omit<UpstreamRequest, 'idempotent'> {
  if (endpoint === 'query') return { method: 'POST', path: '/ads/query', body: searchBody(params) }
  const { platforms, ...rest } = params
  if (endpoint === 'tiktok') return { method: 'GET', path: `/tiktok/ads${searchQuery(rest)}` }
  return { method: 'GET', path: `/ads${searchQuery({ ...rest, platforms })}` }
}
