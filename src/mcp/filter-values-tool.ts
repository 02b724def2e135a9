import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { AD_FACETS, CATALOGUE_FACETS, FACETS } from '../contract/enums'
import { FacetList } from '../contract/facets'
import { searchQueryString } from '../search/search-request'
import { formatCount } from './ad-summary'
import { filterArguments, strictArguments } from './search-arguments'
import { type ApiFetch, requestJson } from './service-api'
import { toolResult } from './tool-result'

const filterValuesArguments = {
  facet: z
    .enum(FACETS)
    .describe(
      `Which filter: ${AD_FACETS.join(', ')} count ads (and give the values search_ads takes); ${CATALOGUE_FACETS.join(', ')} count a shop and email catalogue.`,
    ),
  search: z.string().optional().describe('Only values whose value or label contains this text.'),
  ...filterArguments,
}

/**
 * `list_filter_values`: GET /api/v1/facets/{facet}, so an agent reads niche slugs, country codes and
 * the like with their counts instead of guessing them.
 */
export function registerFilterValuesTool(server: McpServer, api: ApiFetch) {
  server.registerTool(
    'list_filter_values',
    {
      title: 'List filter values',
      description:
        "One filter's valid values with how many records have each, most used first. For the ad facets, search_ads arguments (query, countries, ...) narrow the counts to the matching ads, leaving out the facet's own filter; the catalogue facets take only search.",
      inputSchema: strictArguments('list_filter_values', filterValuesArguments),
      outputSchema: FacetList,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ facet, ...parameters }) =>
      toolResult(async () => {
        const path = `/api/v1/facets/${facet}${queryString(parameters)}`
        const list = await requestJson(api, path, FacetList)
        return { structured: list, text: listSummary(list) }
      }),
  )
}

/** The API's query-string form (src/search writes it), with its `?` when it says anything. */
function queryString(parameters: Record<string, string | number | boolean | string[] | undefined>): string {
  const text = searchQueryString(parameters)
  return text === '' ? '' : `?${text}`
}

function listSummary({ facet, data }: FacetList): string {
  // The store lists every known value, most of them often at 0; those would drown the ones in use.
  const used = data.filter((value) => value.count > 0)
  const unused = data.length - used.length
  if (used.length === 0)
    return `${facet}: no values in use${unused > 0 ? ` (${unused} with a count of 0)` : ''}.`
  const lines = used.map((value) =>
    value.label === value.value
      ? `${value.value}: ${formatCount(value.count)}`
      : `${value.value} (${value.label}): ${formatCount(value.count)}`,
  )
  const heading = `${facet}: ${used.length} ${used.length === 1 ? 'value' : 'values'} in use, most used first:`
  const rest = unused > 0 ? [`…and ${unused} more with a count of 0.`] : []
  return [heading, ...lines, ...rest].join('\n')
}
