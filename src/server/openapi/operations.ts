import type { z } from 'zod'
import type { SearchBodyInput } from '../../contract/search-params'
import { AdPath, FacetPath, FacetQuery, LookupQuery, SearchQuery, TiktokQuery } from './parameters'
import type { ProblemStatus } from './problem-responses'
import type { SchemaName } from './schemas'

/** One endpoint under /api/v1, as the document describes it. */
export interface Operation {
  operationId: string
  method: 'get' | 'post'
  /** Relative to /api/v1, path parameters in braces as OpenAPI writes them. */
  path: string
  tag: 'Search' | 'Ads' | 'Filters' | 'Reference'
  summary: string
  description?: string
  /** One property per parameter. */
  pathParameters?: z.ZodObject
  query?: z.ZodObject
  body?: SchemaName
  /** What try-it-out fills the body with: a search that works as it is. */
  bodyExample?: SearchBodyInput
  ok: SchemaName
  /** Problems it answers; 401 and 429 come with the API key requirement unless it is `open`. */
  problems: ProblemStatus[]
  /** Answered without an API key or session. */
  open?: true
  /** Its answer may leave out records an upstream sent off-contract, counted in `Upstream-Dropped`. */
  mayDrop?: true
}

/** Every answer the service gives may fail here or, in upstream mode, upstream. */
const SERVICE: ProblemStatus[] = [400, 500, 502, 504]

const PAGES =
  'A page is `{ data, pagination: { total, next_cursor } }`: send `next_cursor` back as `cursor` with the ' +
  'same search for the next page; it is null on the last. A traversal sees every match exactly once.'

/** The route table of the API: the document is built from this and nothing else. */
export const OPERATIONS: Operation[] = [
  {
    operationId: 'searchAds',
    method: 'get',
    path: '/ads',
    tag: 'Search',
    summary: 'Search ads (query string)',
    description: `Values of one list are OR'ed, filters are AND'ed; unknown parameters are refused. ${PAGES}`,
    query: SearchQuery,
    ok: 'AdList',
    problems: SERVICE,
    mayDrop: true,
  },
  {
    operationId: 'queryAds',
    method: 'post',
    path: '/ads/query',
    tag: 'Search',
    summary: 'Search ads (JSON body)',
    description: `The same search as GET /ads, in a JSON body; \`{}\` is every ad. ${PAGES}`,
    body: 'SearchBody',
    bodyExample: { query: 'running shoes', countries: ['US', 'GB'], formats: 'video,image', limit: 5 },
    ok: 'AdList',
    problems: [...SERVICE, 413, 415],
    mayDrop: true,
  },
  {
    operationId: 'searchTiktokAds',
    method: 'get',
    path: '/tiktok/ads',
    tag: 'Search',
    summary: 'Search TikTok ads',
    description: `The same search as GET /ads, locked to TikTok: there is no platforms parameter. ${PAGES}`,
    query: TiktokQuery,
    ok: 'AdList',
    problems: SERVICE,
    mayDrop: true,
  },
  {
    operationId: 'getAd',
    method: 'get',
    path: '/ads/{id}',
    tag: 'Ads',
    summary: 'One ad, with its full copy, transcript and links',
    pathParameters: AdPath,
    ok: 'OneAd',
    problems: [...SERVICE, 404],
  },
  {
    operationId: 'lookupAdvertisers',
    method: 'get',
    path: '/lookup',
    tag: 'Filters',
    summary: 'Advertisers whose name or landing domain starts with q',
    description: 'Their ids are what `advertiser_id` takes.',
    query: LookupQuery,
    ok: 'LookupResult',
    problems: SERVICE,
    mayDrop: true,
  },
  {
    operationId: 'listFacetValues',
    method: 'get',
    path: '/facets/{facet}',
    tag: 'Filters',
    summary: "A filter's values with their counts, busiest first",
    description:
      'The ad facets (niches, platforms, formats, countries, languages) count within the ads matching the ' +
      "search parameters, leaving out the facet's own filter; the catalogue facets take only `search`.",
    pathParameters: FacetPath,
    query: FacetQuery,
    ok: 'FacetList',
    problems: [...SERVICE, 404],
    mayDrop: true,
  },
  {
    operationId: 'getOpenApiDocument',
    method: 'get',
    path: '/openapi.json',
    tag: 'Reference',
    summary: 'This document (OpenAPI 3.1), without an API key',
    ok: 'OpenApiDocument',
    problems: [500],
    open: true,
  },
]
