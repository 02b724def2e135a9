import { Hono } from 'hono'
import { AD_FACETS, type AdFacetName, FACETS, type FacetName } from '../../contract/enums'
import type { FacetList } from '../../contract/facets'
import type { SearchFilters } from '../../contract/filters'
import { SEARCH_PARAMETERS } from '../../contract/search-params'
import { type ParameterIssue, parseSearchQuery } from '../../contract/search-request'
import type { ApiEnv } from '../http/caller'
import { ProblemError, parameterProblem } from '../http/problem'
import type { FacetRequest } from '../service/ad-service'
import { type ApiDeps, callOf, dataOf } from './api-deps'
import { singleParameters } from './single-parameters'

const SEARCH_MAX = 100
/** Shared search parameters that shape a page of ads, not the set of ads counted. */
const PAGING = ['sort', 'limit', 'cursor']

/**
 * `GET /facets/{facet}`: filter values with counts. The five ad facets also take the shared search
 * parameters and count within the matching ads (docs/architecture.md "API decisions where the spec
 * is silent", Facets); the catalogue facets take only `search`.
 */
export function facetRoutes({ service }: ApiDeps) {
  return new Hono<ApiEnv>().get('/facets/:facet', async (c) => {
    const { facet, request } = facetQuery(c.req.param('facet'), new URL(c.req.url).searchParams)
    const body: FacetList = { facet, data: dataOf(c, await service.facet(facet, request, callOf(c))) }
    return c.json(body)
  })
}

/** The facet in the path and what to count. */
function facetQuery(name: string, query: URLSearchParams): { facet: FacetName; request: FacetRequest } {
  if (!isFacet(name)) {
    const detail = `There is no facet '${name.slice(0, 40)}'; the facets are ${FACETS.join(', ')}`
    throw new ProblemError(404, 'not_found', detail, [{ parameter: 'facet', detail }])
  }
  return { facet: name, request: facetRequest(name, query) }
}

function facetRequest(facet: FacetName, query: URLSearchParams): FacetRequest {
  const own = new URLSearchParams([...query].filter(([key]) => key === 'search'))
  const rest = new URLSearchParams([...query].filter(([key]) => key !== 'search'))
  const { values, issues } = singleParameters(own, ['search'])
  const search = values.search?.trim() ?? ''
  if (search.length > SEARCH_MAX)
    issues.push({ parameter: 'search', detail: `at most ${SEARCH_MAX} characters`, unknown: false })

  let filters: SearchFilters | undefined
  if (isAdFacet(facet)) {
    for (const key of new Set(rest.keys())) {
      if (PAGING.includes(key)) {
        issues.push({
          parameter: key,
          detail: `'${key}' pages through ads; facets take no ${key}`,
          unknown: true,
        })
        rest.delete(key)
      }
    }
    const parsed = parseSearchQuery(rest, { platforms: true })
    if (parsed.ok) {
      const { sort: _sort, limit: _limit, cursor: _cursor, ...searchFilters } = parsed.value
      filters = searchFilters
    } else issues.push(...parsed.issues)
  } else {
    for (const key of new Set(rest.keys())) issues.push(notForCatalogue(facet, key))
  }
  if (issues.length > 0) throw parameterProblem(issues)
  return { ...(search && { search }), ...(filters && { filters }) }
}

function notForCatalogue(facet: FacetName, key: string): ParameterIssue {
  const isSearchParameter = (SEARCH_PARAMETERS as readonly string[]).includes(key)
  const detail = isSearchParameter
    ? `'${key}' filters ads, but ${facet} counts the shop and email catalogue; only 'search' applies here`
    : `unknown parameter '${key}'; ${facet} takes only 'search'`
  return { parameter: key, detail, unknown: true }
}

const isFacet = (name: string): name is FacetName => (FACETS as readonly string[]).includes(name)
const isAdFacet = (name: FacetName): name is AdFacetName => (AD_FACETS as readonly string[]).includes(name)
